import type {
  Address,
  AddressSaveRequest,
  PasswordChangeRequest,
  RegisterRequest,
  ReverseGeocode,
  TokenResponse,
  User,
} from '@suuq/shared/accounts';
import type { PageMeta } from '@suuq/shared/api';
import type { Product } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import type { AnswerOf } from '@suuq/shared/routes';
import {
  addressesRoute,
  deleteAddressRoute,
  passwordRoute,
  recentAddressesRoute,
  registerRoute,
  reverseGeocodeRoute,
  saveAddressRoute,
  tokenRoute,
  updateUserRoute,
  userOrdersRoute,
  userRoute,
} from '@suuq/shared/routes-account';
import { storeProductsRoute } from '@suuq/shared/routes-shop';
import { api } from '../../lib/api';
import { rememberInitials } from './remember-initials';

/** Orders per page of the order history. */
export const ORDERS_PER_PAGE = 10;

export interface OrdersPage {
  orders: Order[];
  meta: PageMeta;
}

// Private data is cached under the id of the sign-in (`sessionId`), so what one customer saw is never shown to the
// next one who signs in on the same phone.
export const accountApi = api
  .enhanceEndpoints({ addTagTypes: ['Profile', 'Addresses', 'MyOrders'] })
  .injectEndpoints({
    endpoints: (build) => ({
      requestToken: build.mutation<TokenResponse, { username: string; password: string }>({
        query: (credentials) => ({
          url: tokenRoute,
          // The web app is the public client `web`, whose secret is empty.
          body: { grant_type: 'password', client_id: 'web', client_secret: '', ...credentials },
        }),
      }),
      register: build.mutation<User, RegisterRequest>({
        query: (body) => ({ url: registerRoute, body }),
        transformResponse: (response: AnswerOf<typeof registerRoute>) => response.data,
      }),
      getProfile: build.query<User, string>({
        query: () => userRoute,
        transformResponse: (response: AnswerOf<typeof userRoute>) => response.data,
        providesTags: ['Profile'],
        async onQueryStarted(_sessionId, { queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) rememberInitials(data.name);
        },
      }),
      updateProfile: build.mutation<User, { sessionId: string; form: FormData }>({
        query: ({ form }) => ({ url: updateUserRoute, body: form }),
        transformResponse: (response: AnswerOf<typeof updateUserRoute>) => response.data,
        async onQueryStarted({ sessionId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) {
            dispatch(accountApi.util.upsertQueryData('getProfile', sessionId, data));
            rememberInitials(data.name);
          }
        },
      }),
      changePassword: build.mutation<AnswerOf<typeof passwordRoute>, PasswordChangeRequest>({
        query: (body) => ({ url: passwordRoute, body }),
      }),
      getAddresses: build.query<Address[], string>({
        query: () => addressesRoute,
        transformResponse: (response: AnswerOf<typeof addressesRoute>) => response.data,
        providesTags: ['Addresses'],
      }),
      /** Last used for an order first, then the newest: what checkout offers. */
      getRecentAddresses: build.query<Address[], string>({
        query: () => recentAddressesRoute,
        transformResponse: (response: AnswerOf<typeof recentAddressesRoute>) => response.data,
        providesTags: ['Addresses'],
      }),
      saveAddress: build.mutation<Address, AddressSaveRequest>({
        query: (body) => ({ url: saveAddressRoute, body }),
        transformResponse: (response: AnswerOf<typeof saveAddressRoute>) => response.data,
        invalidatesTags: ['Addresses'],
      }),
      deleteAddress: build.mutation<AnswerOf<typeof deleteAddressRoute>, number>({
        query: (id) => ({ url: deleteAddressRoute, body: { id } }),
        invalidatesTags: ['Addresses'],
      }),
      /** Names a point on the map (the server answers even offline, from its table of districts). */
      placeName: build.query<ReverseGeocode, { lat: number; lng: number; lang: string }>({
        query: (params) => ({ url: reverseGeocodeRoute, params }),
        transformResponse: (response: AnswerOf<typeof reverseGeocodeRoute>) => response.data,
      }),
      getMyOrders: build.query<OrdersPage, { sessionId: string; page: number }>({
        query: ({ page }) => ({ url: userOrdersRoute, params: { page, per_page: ORDERS_PER_PAGE } }),
        transformResponse: (response: AnswerOf<typeof userOrdersRoute>) => ({
          orders: response.data,
          meta: response.meta,
        }),
        providesTags: ['MyOrders'],
      }),
      /** The current state (stock, prices, choices) of some products of one store, for "Order again". */
      currentProducts: build.query<Product[], { storeId: number; productIds: number[]; lang: string }>({
        async queryFn({ storeId, productIds, lang }, _api, _extra, baseQuery) {
          const wanted = new Set(productIds);
          const found: Product[] = [];
          // The largest page the API gives; a store's whole catalog is a few pages at most.
          const perPage = 100;
          for (let page = 1; page <= 20 && found.length < wanted.size; page += 1) {
            const result = await baseQuery({
              url: storeProductsRoute,
              params: { lang },
              body: { store_id: storeId, page, per_page: perPage },
            });
            if (result.error) return { error: result.error };
            const body = result.data as AnswerOf<typeof storeProductsRoute>;
            found.push(...body.data.products.filter((product) => wanted.has(product.id)));
            if (page * perPage >= body.meta.total || body.data.products.length === 0) break;
          }
          return { data: found };
        },
        // Stock changes by the minute: always asked again.
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const {
  useRequestTokenMutation,
  useRegisterMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetAddressesQuery,
  useGetRecentAddressesQuery,
  useSaveAddressMutation,
  useDeleteAddressMutation,
  useLazyPlaceNameQuery,
  useGetMyOrdersQuery,
} = accountApi;
