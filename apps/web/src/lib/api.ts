import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { currentLanguage } from './i18n';

const rawBaseQuery = fetchBaseQuery({
  // Same origin: the server hosts this app, the API and the images together.
  baseUrl: '',
  prepareHeaders: (headers) => {
    headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

// The spec: HTTP failures are logged to the console and rejected. Components show their own translated message.
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error) {
    const url = typeof args === 'string' ? args : args.url;
    console.error(`Request failed: ${url}`, result.error);
  }
  return result;
};

/** The one RTK Query api of the app; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Mobile connections drop often; data shown before the drop may be stale. Focus refetches stay off to save data.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** The `{ data }` envelope every successful API answer comes in. */
export interface Envelope<T> {
  data: T;
}
