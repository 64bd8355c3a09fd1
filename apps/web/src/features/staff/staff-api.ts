import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Product, Store } from '@suuq/shared/catalog';
import type { Language, OrderStatus } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import type { PaymentDecisionRequest } from '@suuq/shared/receipts';
import { api, fetchJson, sessionQuery, type ApiRequest, type Envelope } from '../../lib/api';
import { staffSession } from './staff-session';

/**
 * Sends the staff member's access token (lib/session.ts): on a 401 it renews the tokens once and tries again, and a
 * second refusal signs out (the board then shows the sign-in form).
 */
const staffQuery = sessionQuery(staffSession);

/** An endpoint's `queryFn` that sends `request(arg)` with the staff token and unwraps the `{ data }` envelope. */
export function authorized<T, A>(request: (arg: A) => ApiRequest) {
  return async (arg: A, api: BaseQueryApi, extra: object) => {
    const result = await staffQuery(request(arg), api, extra);
    return result.error ? { error: result.error } : { data: (result.data as Envelope<T>).data };
  };
}

type StockChange = { productId: number; variantId?: number | undefined; stock: number; unlimited: boolean };
type StockAnswer = { id: number; stock: number; unlimited_stock: boolean };

export const staffApi = api
  .enhanceEndpoints({ addTagTypes: ['StaffOrders', 'StaffProducts', 'StaffStore'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // One page of 100, newest first: what a shop works through in a day. The store id and the board's language
      // key the cache: the server words why a payment failed in the request's language, so switching it fetches
      // the orders again in the new one.
      getStaffOrders: build.query<Order[], { storeId: number; lang: Language }>({
        queryFn: authorized<Order[], { storeId: number; lang: Language }>(() => ({
          url: '/api/merchant/orders',
          params: { per_page: 100 },
        })),
        providesTags: ['StaffOrders'],
      }),
      setOrderStatus: build.mutation<Order, { orderNumber: string; status: OrderStatus }>({
        queryFn: authorized<Order, { orderNumber: string; status: OrderStatus }>(
          ({ orderNumber, status }) => ({
            url: `/api/merchant/orders/${encodeURIComponent(orderNumber)}/status`,
            method: 'POST',
            body: { status },
          }),
        ),
        // Cancelling puts stock back.
        invalidatesTags: ['StaffOrders', 'StaffProducts'],
      }),
      confirmPayment: build.mutation<Order, string>({
        queryFn: authorized<Order, string>((orderNumber) => ({
          url: `/api/merchant/orders/${encodeURIComponent(orderNumber)}/payment`,
          method: 'POST',
        })),
        invalidatesTags: ['StaffOrders'],
      }),
      // A bank-transfer receipt: confirmed (paid) or rejected with the reason the shopper reads (failed).
      decidePayment: build.mutation<Order, { orderNumber: string } & PaymentDecisionRequest>({
        queryFn: authorized<Order, { orderNumber: string } & PaymentDecisionRequest>(
          ({ orderNumber, ...body }) => ({
            url: `/api/merchant/orders/${encodeURIComponent(orderNumber)}/payment`,
            method: 'POST',
            body,
          }),
        ),
        invalidatesTags: ['StaffOrders'],
      }),
      // Staff gave a wallet payment back by hand (a wallet without reversal): it is no longer due.
      markRefunded: build.mutation<Order, string>({
        queryFn: authorized<Order, string>((orderNumber) => ({
          url: `/api/merchant/orders/${encodeURIComponent(orderNumber)}/refund`,
          method: 'POST',
        })),
        invalidatesTags: ['StaffOrders'],
      }),
      // How many of the order's new (deposit) containers came back in all: a retry sends the same count.
      setContainersReturned: build.mutation<Order, { orderNumber: string; returned: number }>({
        queryFn: authorized<Order, { orderNumber: string; returned: number }>(
          ({ orderNumber, returned }) => ({
            url: `/api/merchant/orders/${encodeURIComponent(orderNumber)}/containers`,
            method: 'POST',
            body: { returned },
          }),
        ),
        invalidatesTags: ['StaffOrders'],
      }),
      // The public catalog lists the store's products (all pages); staff set their stock below.
      getStaffProducts: build.query<Product[], number>({
        queryFn: async (storeId, api, extra) => {
          const products: Product[] = [];
          for (let page = 1; page <= 20; page += 1) {
            const result = await fetchJson(
              {
                url: '/api/stores/products',
                method: 'POST',
                body: { store_id: storeId, page, per_page: 100 },
              },
              api,
              extra,
            );
            if (result.error) return { error: result.error };
            const body = result.data as { data: { products: Product[] }; meta: { total: number } };
            products.push(...body.data.products);
            if (products.length >= body.meta.total || body.data.products.length === 0) break;
          }
          return { data: products };
        },
        providesTags: ['StaffProducts'],
      }),
      setStock: build.mutation<StockAnswer, StockChange>({
        queryFn: authorized<StockAnswer, StockChange>(({ productId, variantId, stock, unlimited }) => ({
          url: `/api/merchant/products/${productId}/stock`,
          method: 'POST',
          body: { stock, unlimited_stock: unlimited, variant_id: variantId },
        })),
        invalidatesTags: ['StaffProducts'],
      }),
      getStaffStore: build.query<Store | null, number>({
        query: () => ({ url: '/api/stores', method: 'POST', body: {} }),
        transformResponse: (response: Envelope<Store[]>, _meta, storeId) =>
          response.data.find((store) => store.id === storeId) ?? null,
        providesTags: ['StaffStore'],
      }),
      setStoreOpen: build.mutation<{ store_id: number; is_open: boolean }, boolean>({
        queryFn: authorized<{ store_id: number; is_open: boolean }, boolean>((isOpen) => ({
          url: '/api/merchant/store',
          method: 'POST',
          body: { is_open: isOpen },
        })),
        invalidatesTags: ['StaffStore'],
      }),
    }),
  });

export const {
  useGetStaffOrdersQuery,
  useSetOrderStatusMutation,
  useConfirmPaymentMutation,
  useDecidePaymentMutation,
  useSetContainersReturnedMutation,
  useMarkRefundedMutation,
  useGetStaffProductsQuery,
  useSetStockMutation,
  useGetStaffStoreQuery,
  useSetStoreOpenMutation,
} = staffApi;
