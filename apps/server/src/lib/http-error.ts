import './messages';
import type { MessageKey } from '@suuq/shared/labels';

/**
 * An error a person may meet: its status and the key of its message, translated when it is answered.
 * Routes and plugins that refuse on their own throw these (services throw `domain-error.ts`'s); the error handler
 * turns them into `{message, errors?}`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly errors?: Record<string, unknown[]>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'notFound');
