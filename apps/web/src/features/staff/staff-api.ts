import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Product, Store } from '@suuq/shared/catalog';
import type { DeliveryWatch, OrderCourier, StoreCourier } from '@suuq/shared/dispatch';
import type { Language, OrderStatus } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import type { CancelReason, RemoveLineRequest, ReplaceLineRequest } from '@suuq/shared/order-changes';
import type { PaymentDecisionRequest } from '@suuq/shared/receipts';
import type { AnswerOf, DataOf, Route } from '@suuq/shared/routes';
import {
  merchantOrdersRoute,
  orderContainersRoute,
  orderPaymentRoute,
  orderStatusRoute,
  productStockRoute,
  refundRoute,
  removeLineRoute,
  replaceLineRoute,
  storeOpenRoute,
} from '@suuq/shared/routes-merchant';
import { assignCourierRoute, storeCouriersRoute, storeDeliveriesRoute } from '@suuq/shared/routes-dispatch';
import { storeProductsRoute, storesRoute } from '@suuq/shared/routes-shop';
import { api, fetchJson, sessionQuery, type ApiRequest } from '../../lib/api';
import { staffSession } from './staff-session';

/**
 * Sends the staff member's access token (lib/session.ts): on a 401 it renews the tokens once and tries again, and a
 * second refusal signs out (the board then shows the sign-in form).
 */
const staffQuery = sessionQuery(staffSession);

/** An endpoint's `queryFn` that sends `request(arg)` with the staff token and unwraps the `{ data }` envelope. */
export function authorized<R extends Route, A>(request: (arg: A) => ApiRequest & { url: R }) {
  return async (arg: A, api: BaseQueryApi, extra: object) => {
    const result = await staffQuery(request(arg), api, extra);
    return result.error ? { error: result.error } : { data: (result.data as { data: DataOf<R> }).data };
  };
}

/** Moving an order on; a cancel says why (`note` with `other`). */
type StatusChange = {
  orderNumber: string;
  status: OrderStatus;
  reason?: CancelReason | undefined;
  note?: string | undefined;
};
type LineRemoval = { orderNumber: string; lineId: number } & RemoveLineRequest;
type LineReplacement = { orderNumber: string; lineId: number } & ReplaceLineRequest;

type StockChange = { productId: number; variantId?: number | undefined; stock: number; unlimited: boolean };

export const staffApi = api
  .enhanceEndpoints({
    addTagTypes: ['StaffOrders', 'StaffProducts', 'StaffStore', 'StaffDeliveries', 'StaffCouriers'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // One page of 100, newest first: what a shop works through in a day. The store id and the board's language
      // key the cache: the server words why a payment failed in the request's language, so switching it fetches
      // the orders again in the new one.
      getStaffOrders: build.query<Order[], { storeId: number; lang: Language }>({
        queryFn: authorized(() => ({
          url: merchantOrdersRoute,
          params: { per_page: 100 },
        })),
        providesTags: ['StaffOrders'],
      }),
      setOrderStatus: build.mutation<Order, StatusChange>({
        queryFn: authorized(({ orderNumber, status, reason, note }: StatusChange) => ({
          url: orderStatusRoute,
          path: { order_number: orderNumber },
          body: { status, reason, note },
        })),
        // Cancelling puts stock back.
        invalidatesTags: ['StaffOrders', 'StaffProducts'],
      }),
      // One line out (out of stock, the customer asked): its stock goes back and the totals are recomputed.
      removeLine: build.mutation<Order, LineRemoval>({
        queryFn: authorized(({ orderNumber, lineId, reason, note }: LineRemoval) => ({
          url: removeLineRoute,
          path: { order_number: orderNumber, line_id: lineId },
          body: { reason, note },
        })),
        invalidatesTags: ['StaffOrders', 'StaffProducts'],
      }),
      // One line replaced with another product of the store, repriced by the server.
      replaceLine: build.mutation<Order, LineReplacement>({
        queryFn: authorized(({ orderNumber, lineId, reason, note, item }: LineReplacement) => ({
          url: replaceLineRoute,
          path: { order_number: orderNumber, line_id: lineId },
          body: { reason, note, item },
        })),
        invalidatesTags: ['StaffOrders', 'StaffProducts'],
      }),
      confirmPayment: build.mutation<Order, string>({
        queryFn: authorized((orderNumber: string) => ({
          url: orderPaymentRoute,
          path: { order_number: orderNumber },
        })),
        invalidatesTags: ['StaffOrders'],
      }),
      // A bank-transfer receipt: confirmed (paid) or rejected with the reason the shopper reads (failed).
      decidePayment: build.mutation<Order, { orderNumber: string } & PaymentDecisionRequest>({
        queryFn: authorized(({ orderNumber, ...body }: { orderNumber: string } & PaymentDecisionRequest) => ({
          url: orderPaymentRoute,
          path: { order_number: orderNumber },
          body,
        })),
        invalidatesTags: ['StaffOrders'],
      }),
      // Staff gave a wallet payment back by hand (a wallet without reversal): it is no longer due.
      markRefunded: build.mutation<Order, string>({
        queryFn: authorized((orderNumber: string) => ({
          url: refundRoute,
          path: { order_number: orderNumber },
        })),
        invalidatesTags: ['StaffOrders'],
      }),
      // How many of the order's new (deposit) containers came back in all: a retry sends the same count.
      setContainersReturned: build.mutation<Order, { orderNumber: string; returned: number }>({
        queryFn: authorized(({ orderNumber, returned }: { orderNumber: string; returned: number }) => ({
          url: orderContainersRoute,
          path: { order_number: orderNumber },
          body: { returned },
        })),
        invalidatesTags: ['StaffOrders'],
      }),
      // The public catalog lists the store's products (all pages); staff set their stock below. Named in the board's
      // language, which keys the cache: switching it fetches the names again in the new one.
      getStaffProducts: build.query<Product[], { storeId: number; lang: Language }>({
        queryFn: async ({ storeId }, api, extra) => {
          const products: Product[] = [];
          for (let page = 1; page <= 20; page += 1) {
            const result = await fetchJson(
              {
                url: storeProductsRoute,
                body: { store_id: storeId, page, per_page: 100 },
              },
              api,
              extra,
            );
            if (result.error) return { error: result.error };
            const body = result.data as AnswerOf<typeof storeProductsRoute>;
            products.push(...body.data.products);
            if (products.length >= body.meta.total || body.data.products.length === 0) break;
          }
          return { data: products };
        },
        providesTags: ['StaffProducts'],
      }),
      setStock: build.mutation<DataOf<typeof productStockRoute>, StockChange>({
        queryFn: authorized(({ productId, variantId, stock, unlimited }: StockChange) => ({
          url: productStockRoute,
          path: { id: productId },
          body: { stock, unlimited_stock: unlimited, variant_id: variantId },
        })),
        invalidatesTags: ['StaffProducts'],
      }),
      // The store's live Suuq deliveries: which are waiting for a captain, and which waited too long. Keyed by the
      // store id; a store whose own staff carry its orders has none.
      getStaffDeliveries: build.query<DeliveryWatch[], number>({
        queryFn: authorized(() => ({ url: storeDeliveriesRoute })),
        providesTags: ['StaffDeliveries'],
      }),
      // The captains on duty near the store staff may give a delivery to, nearest first; their vehicles named in the
      // board's language, which keys the cache.
      getStoreCouriers: build.query<StoreCourier[], Language>({
        queryFn: authorized(() => ({ url: storeCouriersRoute })),
        providesTags: ['StaffCouriers'],
      }),
      assignCourier: build.mutation<OrderCourier, { orderNumber: string; captainId: number }>({
        queryFn: authorized(({ orderNumber, captainId }: { orderNumber: string; captainId: number }) => ({
          url: assignCourierRoute,
          path: { order_number: orderNumber },
          body: { captain_id: captainId },
        })),
        invalidatesTags: ['StaffOrders', 'StaffDeliveries', 'StaffCouriers'],
      }),
      getStaffStore: build.query<Store | null, number>({
        query: () => ({ url: storesRoute, body: {} }),
        transformResponse: (response: AnswerOf<typeof storesRoute>, _meta, storeId) =>
          response.data.find((store) => store.id === storeId) ?? null,
        providesTags: ['StaffStore'],
      }),
      setStoreOpen: build.mutation<DataOf<typeof storeOpenRoute>, boolean>({
        queryFn: authorized((isOpen: boolean) => ({
          url: storeOpenRoute,
          body: { is_open: isOpen },
        })),
        invalidatesTags: ['StaffStore'],
      }),
    }),
  });

export const {
  useGetStaffOrdersQuery,
  useSetOrderStatusMutation,
  useRemoveLineMutation,
  useReplaceLineMutation,
  useConfirmPaymentMutation,
  useDecidePaymentMutation,
  useSetContainersReturnedMutation,
  useMarkRefundedMutation,
  useGetStaffProductsQuery,
  useSetStockMutation,
  useGetStaffStoreQuery,
  useSetStoreOpenMutation,
  useGetStaffDeliveriesQuery,
  useGetStoreCouriersQuery,
  useAssignCourierMutation,
} = staffApi;
