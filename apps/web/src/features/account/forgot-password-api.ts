import type { ForgotPasswordRequest, ResetPasswordRequest } from '@suuq/shared/password-reset';
import type { AnswerOf } from '@suuq/shared/routes';
import { forgotPasswordRoute, resetPasswordRoute } from '@suuq/shared/routes-account';
import { api } from '../../lib/api';

/** A forgotten password's two calls; injected with the page that makes them, not with the home page. */
const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<AnswerOf<typeof forgotPasswordRoute>, ForgotPasswordRequest>({
      query: (body) => ({ url: forgotPasswordRoute, body }),
    }),
    resetPassword: build.mutation<AnswerOf<typeof resetPasswordRoute>, ResetPasswordRequest>({
      query: (body) => ({ url: resetPasswordRoute, body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = forgotPasswordApi;
