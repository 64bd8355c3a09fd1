/**
 * Who is calling. Access tokens are short-lived HS256 JWTs (`sub`, `role`, `store_id`, and `sid`, the sign-in
 * they belong to). A token alone is not trusted for its whole life: every check also asks the database that the
 * account is still active and its sign-in not revoked (a password change or a stolen refresh token ends the
 * sign-in at once), and takes the role and store from there, so a changed role applies immediately.
 *
 * Decorates `app.authenticate` (401 unless a valid token), `app.optionalAuth` (a valid token is used, none is
 * fine, a bad one is still 401), `app.requireRole(...roles)` (403 for other roles; authenticates first if
 * needed), `app.accessTokens` (signing), and `request.auth`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ROLES, type Role } from '@suuq/shared/accounts';
import type { Env } from '../env';
import { SessionRepository } from '../modules/accounts/session-repository';
import { HttpError } from '../lib/http-error';

export interface AuthUser {
  id: number;
  role: Role;
  storeId: number | null;
  /** The sign-in (refresh token family) the access token was issued for. */
  sessionId: string;
}

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AccessTokens {
  /** Seconds a new access token stays valid. */
  readonly ttlSeconds: number;
  sign(user: AuthUser): Promise<string>;
  /** The caller of a valid, live token, or undefined (also used by the socket server for private channels). */
  verify(token: string): Promise<AuthUser | undefined>;
  /**
   * The key of one order, given to whoever placed it (a guest too): it shows that order's contact, address and note
   * to the phone that placed it, and to no one who only knows the number.
   */
  orderKey(orderNumber: string): string;
  /** Whether `key` is the key of this order (compared in constant time). */
  isOrderKey(orderNumber: string, key: string): boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, once `authenticate`, `optionalAuth` or `requireRole` has run and found a valid token. */
    auth: AuthUser | undefined;
  }
  interface FastifyInstance {
    authenticate: AuthHook;
    optionalAuth: AuthHook;
    requireRole(...roles: Role[]): AuthHook;
    accessTokens: AccessTokens;
  }
}

const ISSUER = 'suuq';
const ALGORITHM = 'HS256';
const SECRET_FILE = 'auth-secret';

const claims = z.object({
  sub: z.string().regex(/^[1-9][0-9]{0,9}$/),
  sid: z.string().min(1).max(100),
  role: z.enum(ROLES),
  store_id: z.number().int().nullable(),
});

/**
 * The signing key: AUTH_SECRET, or outside production a random one generated once and kept in the data folder so
 * restarts do not sign everyone out. Two processes starting together agree: only one can create the file.
 */
export async function loadAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR' | 'NODE_ENV'>) {
  if (env.AUTH_SECRET) return new TextEncoder().encode(env.AUTH_SECRET);
  if (env.NODE_ENV === 'production') throw new Error('AUTH_SECRET is required in production');
  const file = path.join(env.DATA_DIR, SECRET_FILE);
  await mkdir(env.DATA_DIR, { recursive: true });
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return new TextEncoder().encode(secret);
}

const unauthenticated = (reply: FastifyReply, key: 'signInRequired' | 'sessionExpired') => {
  reply.header(
    'www-authenticate',
    key === 'signInRequired' ? `Bearer realm="${ISSUER}"` : `Bearer realm="${ISSUER}", error="invalid_token"`,
  );
  return new HttpError(401, key);
};

async function auth(app: FastifyInstance) {
  const key = await loadAuthSecret(app.env);
  const ttlSeconds = app.env.ACCESS_TOKEN_TTL_SECONDS;
  const sessions = new SessionRepository(app.db);

  const orderKey = (orderNumber: string) =>
    createHmac('sha256', key)
      .update(`order-key:${orderNumber.toUpperCase()}`)
      .digest('base64url')
      .slice(0, 32);
  const accessTokens: AccessTokens = {
    ttlSeconds,
    orderKey,
    isOrderKey(orderNumber, given) {
      const expected = Buffer.from(orderKey(orderNumber));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    verify: (token) => verify(token),
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ role: user.role, store_id: user.storeId, sid: user.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
  };

  /** The caller of a valid, live token, or undefined for a bad, expired or revoked one. */
  async function verify(token: string): Promise<AuthUser | undefined> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: new Date(),
      }));
    } catch {
      return undefined;
    }
    const parsed = claims.safeParse(payload);
    if (!parsed.success) return undefined;
    const { sub, sid } = parsed.data;
    const row = await sessions.liveCaller(Number(sub), sid);
    return row ? { ...row, sessionId: sid } : undefined;
  }

  /** Reads the bearer token: undefined when there is no Authorization header; a 401 when it is not a bearer one. */
  function bearer(request: FastifyRequest, reply: FastifyReply): string | undefined {
    const header = request.headers.authorization;
    if (header === undefined) return undefined;
    const match = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header);
    if (!match?.[1]) throw unauthenticated(reply, 'sessionExpired');
    return match[1];
  }

  const authenticate: AuthHook = async (request, reply) => {
    const token = bearer(request, reply);
    if (token === undefined) throw unauthenticated(reply, 'signInRequired');
    const user = await verify(token);
    if (!user) throw unauthenticated(reply, 'sessionExpired');
    request.auth = user;
  };

  const optionalAuth: AuthHook = async (request, reply) => {
    const token = bearer(request, reply);
    if (token === undefined) return;
    const user = await verify(token);
    if (!user) throw unauthenticated(reply, 'sessionExpired');
    request.auth = user;
  };

  app.decorateRequest('auth', undefined);
  app.decorate('accessTokens', accessTokens);
  app.decorate('authenticate', authenticate);
  app.decorate('optionalAuth', optionalAuth);
  app.decorate('requireRole', (...roles: Role[]): AuthHook => {
    return async (request, reply) => {
      if (!request.auth) await authenticate(request, reply);
      if (!request.auth || !roles.includes(request.auth.role)) throw new HttpError(403, 'forbidden');
    };
  });
}

export default fp(auth, { name: 'auth', dependencies: ['errors'] });
