import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import {
  AVATAR_MAX_BYTES,
  messageResponse,
  normalizePhone,
  passwordChangeRequest,
  pendingAmount,
  profileUpdate,
  user,
  userActive,
  userStatus,
  type UserStatus,
} from '@suuq/shared/accounts';
import { message } from '@suuq/shared/labels';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  passwordRoute,
  pendingAmountRoute,
  unlockRoute,
  updateUserRoute,
  userActiveRoute,
  userRoute,
  userStatusRoute,
} from '@suuq/shared/routes-account';
import { HttpError } from '../../lib/http-error';
import { servePhotos } from '../../lib/photo-store';
import { readUploadForm } from '../../lib/uploads';
import { requestLanguage } from '../../lib/lang';
import type { AccountsDeps } from './accounts-module';
import { fieldError } from '../../lib/field-error';
import { AVATAR_URL_PREFIX } from './avatar-store';
import { toUser, uniqueViolation, type UserRow } from './user-repository';

const security = [{ bearer: [] }];
const AVATAR_FIELD = 'avatar';
const FORM_LIMITS = {
  fileSize: AVATAR_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1_000,
  parts: 12,
};

export const userRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: FORM_LIMITS });

  /** The caller's row; a token of a deleted account is a 401. */
  async function caller(request: FastifyRequest): Promise<UserRow> {
    const row = request.auth ? await deps.users.byId(request.auth.id) : undefined;
    if (!row) throw new HttpError(401, 'sessionExpired');
    return row;
  }

  async function status(row: UserRow): Promise<UserStatus> {
    const until = await deps.auth.lockedUntil(row);
    return { active: row.isActive, locked: until !== null, locked_until: until?.toISOString() ?? null };
  }

  app[verb(userRoute)](
    urlOf(userRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        description: "The caller's profile; `store_id` is set for store staff.",
        response: { 200: answering(userRoute, envelope(user)), 401: errorResponse },
      },
    },
    async (request) => ({ data: toUser(await caller(request)) }),
  );

  app[verb(updateUserRoute)](
    urlOf(updateUserRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          "Changes the caller's profile. A multipart form with any of `name`, `email` (empty to remove), " +
          '`phone`, `current_password` (required to change the phone or email, which sign in), and `avatar` (a JPEG, PNG or WebP picture of at most 5 MB, judged by its content, not its ' +
          'declared type; stored as a 256×256 WebP under /images/avatars/), or JSON with the text fields. ' +
          '409 when the phone or email belongs to another account, 413 for a picture over the limit, 415 for ' +
          'a file that is not an accepted picture, 422 for invalid fields or a missing or wrong current ' +
          'password, 429 (with Retry-After) after too many phone or email changes or wrong passwords.',
        response: {
          200: answering(updateUserRoute, envelope(user)),
          401: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const { fields, file: avatar } = await readUploadForm(request, {
        schema: profileUpdate,
        fileField: AVATAR_FIELD,
        maxBytes: AVATAR_MAX_BYTES,
      });
      const current = await caller(request);

      const changes: Parameters<typeof deps.users.update>[1] = {};
      if (fields.name !== undefined) changes.name = fields.name;
      if (fields.phone !== undefined) {
        const phone = normalizePhone(fields.phone);
        if (!phone) throw fieldError(422, 'invalidPhone', 'phone', lang);
        changes.phone = phone;
      }
      if (fields.email !== undefined) changes.email = fields.email || null;
      const newPhone = changes.phone !== undefined && changes.phone !== current.phone;
      const newEmail = changes.email !== undefined && changes.email !== current.email;
      if (newPhone || newEmail) {
        await deps.auth.checkIdentityChange(current, fields.current_password, request.ip);
      }
      await deps.auth.assertAvailable(changes.phone, changes.email ?? undefined, current.id);

      if (avatar) changes.avatar = await deps.avatars.save(avatar);
      let updated: UserRow | undefined;
      try {
        updated = Object.keys(changes).length ? await deps.users.update(current.id, changes) : current;
      } catch (error) {
        await deps.avatars.remove(changes.avatar);
        const field = uniqueViolation(error);
        if (field) throw fieldError(409, field === 'phone' ? 'phoneTaken' : 'emailTaken', field, lang);
        throw error;
      }
      if (!updated) throw new HttpError(401, 'sessionExpired');
      if (changes.avatar && current.avatar !== changes.avatar) await deps.avatars.remove(current.avatar);
      return { data: toUser(updated) };
    },
  );

  app[verb(passwordRoute)](
    urlOf(passwordRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        description:
          "Changes the caller's password. 422 when the current password is wrong or the new one breaks the " +
          'rules of registration; 429 after repeated wrong current passwords. Every other session of the ' +
          'account is signed out; this one stays.',
        body: passwordChangeRequest,
        response: {
          200: answering(passwordRoute, messageResponse),
          401: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const auth = request.auth!;
      await deps.auth.changePassword(auth.id, auth.sessionId, request.body, request.ip);
      return { message: message('passwordChanged', lang) };
    },
  );

  app[verb(userStatusRoute)](
    urlOf(userStatusRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        description:
          "The state of the caller's account: `active` (not switched off), `locked` and `locked_until` (sign-in " +
          'refused after too many wrong passwords, until that time or until POST /api/user/unlock).',
        response: { 200: answering(userStatusRoute, envelope(userStatus)), 401: errorResponse },
      },
    },
    async (request) => ({ data: await status(await caller(request)) }),
  );

  app[verb(userActiveRoute)](
    urlOf(userActiveRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        description:
          'Whether the caller has an order in progress (neither delivered nor cancelled), and the newest such ' +
          "order's number, so the app can offer to track it.",
        response: { 200: answering(userActiveRoute, envelope(userActive)), 401: errorResponse },
      },
    },
    async (request) => ({ data: await deps.users.activeOrder(request.auth!.id) }),
  );

  app[verb(pendingAmountRoute)](
    urlOf(pendingAmountRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        description:
          'What the caller still owes: the totals of their orders whose payment is pending and that are not ' +
          'cancelled (cash on delivery, bank transfers not yet received). `amount` is in `currency` (USD when ' +
          'anything is owed in USD); `by_currency` lists every currency owed.',
        response: { 200: answering(pendingAmountRoute, envelope(pendingAmount)), 401: errorResponse },
      },
    },
    async (request) => ({ data: await deps.users.pendingAmount(request.auth!.id) }),
  );

  app[verb(unlockRoute)](
    urlOf(unlockRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security,
        description:
          "Lifts the sign-in lock of the caller's own account (the count of wrong passwords starts again), e.g. " +
          'right after signing in another way. Answers the new status.',
        response: { 200: answering(unlockRoute, envelope(userStatus)), 401: errorResponse },
      },
    },
    async (request) => {
      const row = await caller(request);
      await deps.auth.unlock(row);
      return { data: await status({ ...row, lockedUntil: null }) };
    },
  );

  servePhotos(app, deps.avatars, AVATAR_URL_PREFIX);
};
