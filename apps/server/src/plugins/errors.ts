/**
 * One place that turns every failure into the contract's error body `{message, errors?}`: bad input is a 4xx
 * with a message in the caller's language, never a 5xx; unexpected failures are logged and answered without
 * internals; a database that cannot be reached is a 503 the client may retry.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { message } from '@suuq/shared/labels';
import { HttpError } from '../lib/http-error';
import { requestLanguage } from '../lib/lang';

/**
 * Error codes of a database that is down, unreachable or too slow (connection refused, reset, terminated, timed
 * out; a statement cancelled by its timeout).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
  '57014',
]);

/** A PostgreSQL data exception (SQLSTATE class 22) anywhere in the error's cause chain. */
function hasDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^22[0-9A-Z]{3}$/.test(candidate.code)) return true;
    e = candidate.cause;
  }
  return false;
}

function isUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (
      typeof candidate.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    e = candidate.cause;
  }
  return false;
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);

    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        message: message(error.messageKey, lang, error.params),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        (fields[path] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.code(422).send({ message: message('validationFailed', lang), errors: fields });
    }

    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: message('bodyTooLarge', lang) });
    }
    if (status === 415) return reply.code(415).send({ message: message('unsupportedMediaType', lang) });
    if (status === 429) return reply.code(429).send({ message: message('rateLimited', lang) });
    if (status >= 400 && status < 500) {
      const malformed = error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError;
      return reply.code(status).send({ message: malformed ? message('malformedJson', lang) : error.message });
    }

    // PostgreSQL's data exceptions (class 22: a NUL byte in text, a number out of range, a malformed value) come
    // from input the schemas let through; they are the caller's to fix, never a server failure.
    if (hasDataException(error)) {
      request.log.info({ err: error }, 'input refused by the database');
      return reply.code(422).send({ message: message('validationFailed', lang) });
    }

    if (isUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ message: message('unavailable', lang) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: message('internal', lang) });
  });
}

export default fp(errors, { name: 'errors' });
