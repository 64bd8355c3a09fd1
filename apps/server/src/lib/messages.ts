/**
 * The messages only the server says (refusals of requests) join the shared ones here: every module that refuses
 * imports this through `domain-error.ts` or `http-error.ts`, so they are known before any answer is written.
 */
import { registerMessages } from '@suuq/shared/labels';
import { SERVER_MESSAGES } from '@suuq/shared/server-messages';

registerMessages(SERVER_MESSAGES);
