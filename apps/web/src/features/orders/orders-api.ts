import type { Order } from '@suuq/shared/orders';
import type { PayOrderRequest } from '@suuq/shared/payments';
import type { AnswerOf } from '@suuq/shared/routes';
import {
  orderRoute,
  payOrderRoute,
  paypalCaptureRoute,
  paypalRoute,
  uploadReceiptRoute,
} from '@suuq/shared/routes-shop';
import { api } from '../../lib/api';

/**
 * The keys of the orders placed on this phone (the placement answer's `view_key`), so tracking one of them shows
 * its contact, address and note to the phone that placed it, a guest's too. The newest few are kept.
 */
export const ORDER_KEYS_STORAGE_KEY = 'suuq.order.keys';
const KEEP = 20;

const slot = (orderNumber: string) => orderNumber.toUpperCase().replace(/[\s-]/g, '');

function load(): [string, string][] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(ORDER_KEYS_STORAGE_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberOrderKey(orderNumber: string, key: string | undefined): void {
  if (!key) return;
  const kept = load().filter(([number]) => number !== slot(orderNumber));
  try {
    localStorage.setItem(
      ORDER_KEYS_STORAGE_KEY,
      JSON.stringify([[slot(orderNumber), key], ...kept].slice(0, KEEP)),
    );
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
  }
}

/** The header that shows this phone its own order whole, or none for an order placed elsewhere. */
export function orderKeyHeader(orderNumber: string): Record<string, string> {
  const key = load().find(([number]) => number === slot(orderNumber))?.[1];
  return key ? { 'X-Order-Key': key } : {};
}
/** An order the server answered with replaces
 every cached copy of it, however its number was typed. */
async function keepOrder(
  queryFulfilled: Promise<{ data: Order }>,
  dispatch: (action: unknown) => unknown,
  getState: () => unknown,
) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (!data) return;
  const state = getState() as Parameters<typeof ordersApi.util.selectCachedArgsForQuery>[0];
  for (const arg of ordersApi.util.selectCachedArgsForQuery(state, 'getOrder')) {
    if (arg.toUpperCase() === data.order_number.toUpperCase())
      dispatch(ordersApi.util.upsertQueryData('getOrder', arg, data));
  }
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order, string>({
      query: (orderNumber) => ({
        url: orderRoute,
        path: { order_number: orderNumber },
        headers: orderKeyHeader(orderNumber),
      }),
      transformResponse: (response: AnswerOf<typeof orderRoute>) => response.data,
    }),
    capturePaypal: build.mutation<Order, string>({
      query: (orderNumber) => ({ url: paypalCaptureRoute, path: { order_number: orderNumber } }),
      transformResponse: (response: AnswerOf<typeof paypalCaptureRoute>) => response.data,
    }),
    retryPaypal: build.mutation<Order, string>({
      query: (orderNumber) => ({ url: paypalRoute, path: { order_number: orderNumber } }),
      transformResponse: (response: AnswerOf<typeof paypalRoute>) => response.data,
    }),
    /** Another try at a failed mobile payment, with the same or another number and wallet. */
    payOrder: build.mutation<Order, { orderNumber: string; body: PayOrderRequest }>({
      query: ({ orderNumber, body }) => ({
        url: payOrderRoute,
        path: { order_number: orderNumber },
        body,
      }),
      transformResponse: (response: AnswerOf<typeof payOrderRoute>) => response.data,
      onQueryStarted: (_arg, { queryFulfilled, dispatch, getState }) =>
        keepOrder(queryFulfilled, dispatch, getState),
    }),
    /** A bank transfer's receipt, a photo or a PDF: the order then waits for the store's confirmation. */
    uploadReceipt: build.mutation<Order, { orderNumber: string; file: File }>({
      query: ({ orderNumber, file }) => {
        const body = new FormData();
        body.append('receipt', file);
        return { url: uploadReceiptRoute, path: { order_number: orderNumber }, body };
      },
      transformResponse: (response: AnswerOf<typeof uploadReceiptRoute>) => response.data,
      onQueryStarted: (_arg, { queryFulfilled, dispatch, getState }) =>
        keepOrder(queryFulfilled, dispatch, getState),
    }),
  }),
});

export const {
  useGetOrderQuery,
  useCapturePaypalMutation,
  useRetryPaypalMutation,
  usePayOrderMutation,
  useUploadReceiptMutation,
} = ordersApi;
