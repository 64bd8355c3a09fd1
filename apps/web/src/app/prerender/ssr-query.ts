/**
 * RTK Query for pages rendered on the server (render-page.tsx): the server renderer's build points
 * `@reduxjs/toolkit/query/react` here for every module but this one (vite.config.ts). Its hooks start their
 * requests while rendering instead of in an effect, which never runs on the server: a first render asks for the
 * page's data, a later one shows it. The browser's build keeps the package as it is.
 */
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

export * from '@reduxjs/toolkit/query/react';

export const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: true }),
);
