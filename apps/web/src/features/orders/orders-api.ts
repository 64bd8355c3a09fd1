import type { Order } from '@suuq/shared/orders';
import type { PayOrderRequest } from '@suuq/shared/payments';
import { api, type Envelope } from '../../lib/api';

/** An order the server answered with replaces every cached copy of it, however its number was typed. */
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
      query: (orderNumber) => `/v1/api/orders/${encodeURIComponent(orderNumber)}`,
      transformResponse: (response: Envelope<Order>) => response.data,
    }),
    capturePaypal: build.mutation<Order, string>({
      query: (orderNumber) => ({
        url: `/v1/api/orders/${encodeURIComponent(orderNumber)}/paypal/capture`,
        method: 'POST',
      }),
      transformResponse: (response: Envelope<Order>) => response.data,
    }),
    retryPaypal: build.mutation<Order, string>({
      query: (orderNumber) => ({
        url: `/v1/api/orders/${encodeURIComponent(orderNumber)}/paypal`,
        method: 'POST',
      }),
      transformResponse: (response: Envelope<Order>) => response.data,
    }),
    /** Another try at a failed mobile payment, with the same or another number and wallet. */
    payOrder: build.mutation<Order, { orderNumber: string; body: PayOrderRequest }>({
      query: ({ orderNumber, body }) => ({
        url: `/v1/api/orders/${encodeURIComponent(orderNumber)}/pay`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: Envelope<Order>) => response.data,
      onQueryStarted: (_arg, { queryFulfilled, dispatch, getState }) =>
        keepOrder(queryFulfilled, dispatch, getState),
    }),
    /** A bank transfer's receipt, a photo or a PDF: the order then waits for the store's confirmation. */
    uploadReceipt: build.mutation<Order, { orderNumber: string; file: File }>({
      query: ({ orderNumber, file }) => {
        const body = new FormData();
        body.append('receipt', file);
        return { url: `/v1/api/orders/${encodeURIComponent(orderNumber)}/receipt`, method: 'POST', body };
      },
      transformResponse: (response: Envelope<Order>) => response.data,
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
