import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@suuq/shared/api';
import { messageResponse } from '@suuq/shared/accounts';
import { forgotPasswordRequest, resetPasswordRequest } from '@suuq/shared/password-reset';
import { message } from '@suuq/shared/labels';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { forgotPasswordRoute, resetPasswordRoute } from '@suuq/shared/routes-account';
import { requestLanguage } from '../../lib/lang';
import type { AccountsDeps } from './accounts-module';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app[verb(forgotPasswordRoute)](
    urlOf(forgotPasswordRoute),
    {
      schema: {
        tags: ['accounts'],
        description:
          'Forgotten password: texts a six-digit code to the account with this phone number (any form ' +
          '`normalizePhone` accepts), in the language of the request, valid for 15 minutes; an earlier code ' +
          'stops working. Answers 200 with the same message whether or not the phone has an account. 422 for ' +
          'a number that is not a phone number; 429 past the limits per phone number and per client address.',
        body: forgotPasswordRequest,
        response: {
          200: answering(forgotPasswordRoute, messageResponse),
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      reply.header('cache-control', 'no-store');
      await deps.passwordResets.forgot(request.body.phone, request.ip, lang);
      return { message: message('resetCodeSent', lang) };
    },
  );

  app[verb(resetPasswordRoute)](
    urlOf(resetPasswordRoute),
    {
      schema: {
        tags: ['accounts'],
        description:
          'Sets a new password with the code texted by POST /api/password/forgot. The password follows the ' +
          'rules of registration (422 on `password`, the code stays usable). A wrong, expired or used code is ' +
          '422 on `code`; after five wrong tries the code stops working (ask for a new one). On success every ' +
          'sign-in of the account ends (its refresh and access tokens stop working) and its sign-in waits are ' +
          'lifted: sign in with the new password. 429 past the tries allowed per client address.',
        body: resetPasswordRequest,
        response: {
          200: answering(resetPasswordRoute, messageResponse),
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await deps.passwordResets.reset(request.body, request.ip);
      return { message: message('passwordReset', requestLanguage(request)) };
    },
  );
  return Promise.resolve();
};
