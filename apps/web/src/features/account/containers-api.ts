import type { HeldContainers } from '@suuq/shared/containers';
import { api, type Envelope } from '../../lib/api';

// Cached under the id of the sign-in (`sessionId`), like the rest of the customer's private data.
export const containersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHeldContainers: build.query<HeldContainers, string>({
      query: () => '/api/user/containers',
      transformResponse: (response: Envelope<HeldContainers>) => response.data,
    }),
  }),
});

export const { useGetHeldContainersQuery } = containersApi;
