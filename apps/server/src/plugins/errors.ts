/**
 * One place that turns every failure into the contract's error body `{message, errors?}`: bad input is a 4xx
 * with a message in the caller's language, never a 5xx; unexpected failures are logged and answered without
 * internals; a database that cannot be reached is a 503 the client may retry.
 */
import '../lib/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { message, type Language } from '@suuq/shared/labels';
import { issueText } from '../lib/field-error';
import { DomainError, MessageRef, type DomainErrorKind, type FieldProblems } from '../lib/domain-error';
import { HttpError } from '../lib/http-error';
import { requestLanguage } from '../lib/lang';
import { isDataException as hasDataException, isRetryableConflict, isUnavailable } from '../db/pg-errors';

/** The contract's status for each kind of domain error: the one place where the domain meets HTTP. */
const STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  malformed: 400,
  unauthenticated: 401,
  payment_failed: 402,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  too_many: 429,
  unavailable: 503,
};

export const domainStatus = (kind: DomainErrorKind) => STATUS[kind];

function fieldTexts(fields: FieldProblems, lang: Language) {
  return Object.fromEntries(
    Object.entries(fields).map(([path, problems]) => [
      path,
      problems.map((problem) =>
        problem instanceof MessageRef ? message(problem.key, lang, problem.params) : problem,
      ),
    ]),
  );
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

    if (error instanceof DomainError) {
      if (error.kind === 'too_many' && 'retryAfterSeconds' in error && error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(STATUS[error.kind]).send({
        message: message(error.messageKey, lang, error.params),
        ...(error.fields ? { errors: fieldTexts(error.fields, lang) } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        (fields[path] ??= []).push(issueText(issue.message, lang));
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

    // A deadlock or serialization failure that outlasted its transaction's retries: busy, worth a retry later.
    if (isUnavailable(error) || isRetryableConflict(error)) {
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
