/**
 * The accounts module: registration and sign-in, the caller's profile, address book and wish list, reverse
 * geocoding, and the profile pictures. Needs the auth plugin registered first.
 */
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogRepository } from '../catalog/catalog-repository';
import { AddressRepository } from './address-repository';
import { addressRoutes } from './address-routes';
import { AuthService } from './auth-service';
import { authRoutes } from './auth-routes';
import { AvatarStore } from './avatar-store';
import { ReverseGeocoder } from './geocoder';
import { RateLimiter } from './rate-limiter';
import { SessionService } from './session-service';
import { UserRepository } from './user-repository';
import { userRoutes } from './user-routes';
import { WishlistRepository } from './wishlist-repository';
import { wishlistRoutes } from './wishlist-routes';

export interface AccountsDeps {
  users: UserRepository;
  auth: AuthService;
  addresses: AddressRepository;
  wishlist: WishlistRepository;
  avatars: AvatarStore;
  geocoder: ReverseGeocoder;
}

/** Where profile pictures are kept: under the data folder, which several API processes must then share. */
export function avatarDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'avatars');
}

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app;
  const users = new UserRepository(app.db);
  const sessions = new SessionService(app.db, app.accessTokens, env.REFRESH_TOKEN_TTL_DAYS);
  const deps: AccountsDeps = {
    users,
    auth: new AuthService(users, sessions, new RateLimiter(app.db), env, env.OAUTH_CLIENTS),
    addresses: new AddressRepository(app.db),
    wishlist: new WishlistRepository(app.db, new CatalogRepository(app.db)),
    avatars: new AvatarStore(avatarDir(env.DATA_DIR)),
    geocoder: new ReverseGeocoder({
      url: env.GEOCODER_URL,
      onError: (error) => app.log.warn({ err: error }, 'reverse geocoder failed; using the district table'),
    }),
  };

  await app.register(authRoutes, { deps });
  await app.register(userRoutes, { deps });
  await app.register(addressRoutes, { deps });
  await app.register(wishlistRoutes, { deps });
};
