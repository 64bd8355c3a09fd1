import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { registerRequest, tokenRequest, tokenResponse, user } from '@suuq/shared/accounts';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { registerRoute, tokenRoute } from '@suuq/shared/routes-account';
import type { AccountsDeps } from './accounts-module';
import { toUser } from './user-repository';

/** Largest form body of the token endpoint. */
const FORM_BODY_LIMIT = 16 * 1024;

export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  // OAuth clients commonly send the token request as a form; JSON works as well.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app[verb(registerRoute)](
    urlOf(registerRoute),
    {
      schema: {
        tags: ['accounts'],
        description:
          'Creates a customer account. The phone is stored in international form (Somali numbers may be given ' +
          'as 061 234 5678, 61 234 5678, +252 61 ..., 252 61 ...); phone and email must be unused (409). The ' +
          'password needs 8 characters or more and must not be a common one, nor the name, phone or email ' +
          '(422). Limited per client address (429). Sign in afterwards with POST /api/oauth/token.',
        body: registerRequest,
        response: {
          201: answering(registerRoute, envelope(user)),
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const created = await deps.auth.register(request.body, request.ip);
      return reply.code(201).send({ data: toUser(created) });
    },
  );

  app[verb(tokenRoute)](
    urlOf(tokenRoute),
    {
      schema: {
        tags: ['accounts'],
        description:
          'Signs in (grant_type `password`: username is the phone number or email) or renews a session ' +
          '(grant_type `refresh_token`). The web app is the public client `web` with an empty secret. Access ' +
          'tokens last `expires_in` seconds; a refresh token works once and the answer carries its successor. ' +
          'Presenting a used refresh token again ends that whole session. 401 for wrong credentials (one ' +
          'message whether or not the account exists); 429 after repeated failures for the account or from the ' +
          'client address, until the window passes or the account is unlocked. JSON or form-encoded.',
        body: tokenRequest,
        response: {
          200: answering(tokenRoute, tokenResponse),
          401: errorResponse,
          403: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Tokens must never be kept by a cache on the way.
      reply.header('cache-control', 'no-store');
      return body.grant_type === 'password'
        ? deps.auth.passwordGrant(body, request.ip)
        : deps.auth.refreshGrant(body);
    },
  );
};
