import type { Slot } from '@suuq/shared/hours';
import type { Order, PlaceOrderRequest } from '@suuq/shared/orders';
import { api, type Envelope } from '../../lib/api';

export interface ReverseGeocode {
  line: string;
  district: string;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyQuantity: build.mutation<
      { available: true },
      {
        storeId: number;
        items: Pick<PlaceOrderRequest['items'][number], 'product_id' | 'variant_id' | 'quantity'>[];
      }
    >({
      query: ({ storeId, items }) => ({
        url: `/v1/api/stores/${storeId}/verifyquantity`,
        method: 'POST',
        body: { items },
      }),
      transformResponse: (response: Envelope<{ available: true }>) => response.data,
    }),
    placeOrder: build.mutation<Order, { storeId: number; idempotencyKey: string; body: PlaceOrderRequest }>({
      query: ({ storeId, idempotencyKey, body }) => ({
        url: `/v1/api/stores/${storeId}/placeOrder`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      transformResponse: (response: Envelope<Order>) => response.data,
    }),
    getSlots: build.query<Slot[], { storeId: number; deliveryMethod: string; lang: string }>({
      query: ({ storeId, deliveryMethod }) => ({
        url: `/v1/api/stores/${storeId}/slots`,
        params: { delivery_method: deliveryMethod },
      }),
      transformResponse: (response: Envelope<Slot[]>) => response.data,
      // Slots fill up while the shopper decides: a minute-old list is asked again.
      keepUnusedDataFor: 60,
    }),
    reverseGeocode: build.query<ReverseGeocode, { lat: number; lng: number; lang: string }>({
      query: (params) => ({ url: '/api/geocode/reverse', params }),
      transformResponse: (response: Envelope<ReverseGeocode>) => response.data,
    }),
  }),
});

export const { useVerifyQuantityMutation, usePlaceOrderMutation, useGetSlotsQuery } = checkoutApi;
