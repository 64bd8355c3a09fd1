import type { Order } from '@suuq/shared/orders';
import { api, type Envelope } from '../../lib/api';

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
  }),
});

export const { useGetOrderQuery, useCapturePaypalMutation, useRetryPaypalMutation } = ordersApi;
