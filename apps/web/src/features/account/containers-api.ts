import type { HeldContainers } from '@suuq/shared/containers';
import type { AnswerOf } from '@suuq/shared/routes';
import { heldContainersRoute } from '@suuq/shared/routes-account';
import { api } from '../../lib/api';

// Cached under the id of the sign-in (`sessionId`), like the rest of the customer's private data.
export const containersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHeldContainers: build.query<HeldContainers, string>({
      query: () => heldContainersRoute,
      transformResponse: (response: AnswerOf<typeof heldContainersRoute>) => response.data,
    }),
  }),
});

export const { useGetHeldContainersQuery } = containersApi;
