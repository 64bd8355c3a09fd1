/** The routes of a shopper's account: signing in, the profile, addresses, the wish list, past orders (see routes.ts). */
import type {
  Address,
  MessageResponse,
  PendingAmount,
  ReverseGeocode,
  TokenResponse,
  User,
  UserActive,
  UserStatus,
} from './accounts';
import type { Product } from './catalog';
import type { HeldContainers } from './containers';
import type { Order } from './orders';
import type { Data, Paged } from './routes';

export const registerRoute = 'POST /api/register';
export const tokenRoute = 'POST /api/oauth/token';
export const userRoute = 'GET /api/user/get';
export const updateUserRoute = 'POST /api/user/update';
export const passwordRoute = 'POST /api/user/password';
export const forgotPasswordRoute = 'POST /api/password/forgot';
export const resetPasswordRoute = 'POST /api/password/reset';
export const userStatusRoute = 'GET /api/user/status';
export const userActiveRoute = 'GET /api/user/active';
export const pendingAmountRoute = 'GET /api/user/pendingamount';
export const unlockRoute = 'POST /api/user/unlock';
export const addressesRoute = 'GET /api/address/getall';
export const recentAddressesRoute = 'GET /api/address/recent';
export const addressRoute = 'GET /api/address/get';
export const saveAddressRoute = 'POST /api/address/save';
export const deleteAddressRoute = 'POST /api/address/delete';
export const reverseGeocodeRoute = 'GET /api/geocode/reverse';
export const wishlistRoute = 'GET /api/wishlist';
export const addWishRoute = 'POST /api/wishlist';
export const mergeWishlistRoute = 'POST /api/wishlist/merge';
export const removeWishRoute = 'DELETE /api/wishlist/:product_id';
export const userOrdersRoute = 'GET /api/user/orders';
export const heldContainersRoute = 'GET /api/user/containers';

/** What each route above answers with on success. */
export interface AccountAnswers {
  [registerRoute]: Data<User>;
  [tokenRoute]: TokenResponse;
  [userRoute]: Data<User>;
  [updateUserRoute]: Data<User>;
  [passwordRoute]: MessageResponse;
  [forgotPasswordRoute]: MessageResponse;
  [resetPasswordRoute]: MessageResponse;
  [userStatusRoute]: Data<UserStatus>;
  [userActiveRoute]: Data<UserActive>;
  [pendingAmountRoute]: Data<PendingAmount>;
  [unlockRoute]: Data<UserStatus>;
  [addressesRoute]: Data<Address[]>;
  [recentAddressesRoute]: Data<Address[]>;
  [addressRoute]: Data<Address>;
  [saveAddressRoute]: Data<Address>;
  [deleteAddressRoute]: MessageResponse;
  [reverseGeocodeRoute]: Data<ReverseGeocode>;
  [wishlistRoute]: Data<Product[]>;
  [addWishRoute]: Data<Product[]>;
  [mergeWishlistRoute]: Data<Product[]>;
  [removeWishRoute]: Data<Product[]>;
  [userOrdersRoute]: Paged<Order[]>;
  [heldContainersRoute]: Data<HeldContainers>;
}
