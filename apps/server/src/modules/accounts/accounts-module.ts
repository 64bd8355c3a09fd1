/**
 * The accounts module: registration and sign-in, forgotten passwords (a code by text), the caller's profile, address book and wish list, reverse
 * geocoding, and the profile pictures. Needs the auth plugin registered first (it signs the access tokens).
 */
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import type { AccessTokens } from '../../plugins/auth';
import type { CatalogDeps } from '../catalog/catalog-module';
import type { OutboxService } from '../notifications/notifications-module';
import { AddressRepository } from './address-repository';
import { addressRoutes } from './address-routes';
import { AddressService } from './address-service';
import { AuthService, PASSWORD_PARAMS } from './auth-service';
import { authRoutes } from './auth-routes';
import { AvatarStore } from './avatar-store';
import { ReverseGeocoder } from './geocoder';
import { GuessLimits } from './guess-limits';
import { PasswordResetRepository } from './password-reset-repository';
import { passwordResetRoutes } from './password-reset-routes';
import { PasswordResetService } from './password-reset-service';
import { RateLimitRepository } from './rate-limit-repository';
import { SessionRepository } from './session-repository';
import { SessionService } from './session-service';
import { UserRepository } from './user-repository';
import { userRoutes } from './user-routes';
import { WishlistRepository } from './wishlist-repository';
import { wishlistRoutes } from './wishlist-routes';

export { hashPassword, verifyPassword } from './passwords';
export { RateLimitRepository } from './rate-limit-repository';
export type { SessionService } from './session-service';
export type { UserRow } from './user-repository';

export interface AccountsDeps {
  users: UserRepository;
  auth: AuthService;
  passwordResets: PasswordResetService;
  /** Starts sign-in sessions (for other ways of proving who one is, such as a one-time code). */
  sessions: SessionService;
  addresses: AddressRepository;
  addressService: AddressService;
  wishlist: WishlistRepository;
  avatars: AvatarStore;
  geocoder: ReverseGeocoder;
}

/** Where profile pictures are kept: under the data folder, which several API processes must then share. */
export function avatarDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'avatars');
}

export function createAccountsModule(
  { db, env, log }: Core,
  accessTokens: AccessTokens,
  catalog: CatalogDeps,
  outbox: OutboxService,
): AccountsDeps {
  const users = new UserRepository(db);
  const limiter = new RateLimitRepository(db);
  const addresses = new AddressRepository(db);
  const sessions = new SessionService(
    db,
    new SessionRepository(db),
    users,
    accessTokens,
    env.REFRESH_TOKEN_TTL_DAYS,
  );
  return {
    users,
    sessions,
    auth: new AuthService(users, sessions, limiter, env, env.OAUTH_CLIENTS),
    passwordResets: new PasswordResetService(
      db,
      users,
      new PasswordResetRepository(db),
      limiter,
      new GuessLimits(limiter, env),
      outbox,
      env,
      PASSWORD_PARAMS,
    ),
    addresses,
    addressService: new AddressService(db, addresses, users),
    wishlist: new WishlistRepository(db, catalog.repository),
    avatars: new AvatarStore(avatarDir(env.DATA_DIR)),
    geocoder: new ReverseGeocoder({
      url: env.GEOCODER_URL,
      onError: (error) => log.warn({ err: error }, 'reverse geocoder failed; using the district table'),
    }),
  };
}

export const accountsModule: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  await app.register(authRoutes, { deps });
  await app.register(passwordResetRoutes, { deps });
  await app.register(userRoutes, { deps });
  await app.register(addressRoutes, { deps });
  await app.register(wishlistRoutes, { deps });
};
