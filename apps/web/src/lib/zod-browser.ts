/**
 * `zod` as the web app's build sees it (vite.config.ts aliases the bare name here). Zod compiles its object parsers
 * with `new Function` when it may; the store's Content-Security-Policy forbids that in the browser, and Zod's
 * attempt to find out showed up as a policy violation on every page. Parsing without the compiled fast path is
 * all the app's small payloads need.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
