/**
 * A forgotten password's requests (`POST /api/password/forgot`, `POST /api/password/reset`). Apart from
 * `accounts.ts`, which the home page downloads: only the server and the forgotten-password page need these.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts';

/** Digits of the code texted by `POST /api/password/forgot`. */
export const RESET_CODE_LENGTH = 6;

/** The phone number of the account, in any form `normalizePhone` accepts. */
const phone = z.string().trim().min(6).max(30);

export const forgotPasswordRequest = z.object({ phone }).meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** The phone, the code texted to it and the new password. */
export const resetPasswordRequest = z
  .object({
    phone,
    /** Spaces are ignored (people copy "123 456"). */
    code: z
      .string()
      .max(20)
      .transform((text) => text.replace(/\s/g, '')),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
