import type { ReverseGeocode } from '@suuq/shared/accounts';
import type { Slot } from '@suuq/shared/hours';
import type { Order, PlaceOrderRequest } from '@suuq/shared/orders';
import type { AnswerOf } from '@suuq/shared/routes';
import { reverseGeocodeRoute } from '@suuq/shared/routes-account';
import { placeOrderRoute, storeSlotsRoute, verifyQuantityRoute } from '@suuq/shared/routes-shop';
import { api } from '../../lib/api';

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
        url: verifyQuantityRoute,
        path: { id: storeId },
        body: { items },
      }),
      transformResponse: (response: AnswerOf<typeof verifyQuantityRoute>) => response.data,
    }),
    placeOrder: build.mutation<Order, { storeId: number; idempotencyKey: string; body: PlaceOrderRequest }>({
      query: ({ storeId, idempotencyKey, body }) => ({
        url: placeOrderRoute,
        path: { id: storeId },
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      transformResponse: (response: AnswerOf<typeof placeOrderRoute>) => response.data,
    }),
    getSlots: build.query<Slot[], { storeId: number; deliveryMethod: string; lang: string }>({
      query: ({ storeId, deliveryMethod }) => ({
        url: storeSlotsRoute,
        path: { id: storeId },
        params: { delivery_method: deliveryMethod },
      }),
      transformResponse: (response: AnswerOf<typeof storeSlotsRoute>) => response.data,
      // Slots fill up while the shopper decides: a minute-old list is asked again.
      keepUnusedDataFor: 60,
    }),
    reverseGeocode: build.query<ReverseGeocode, { lat: number; lng: number; lang: string }>({
      query: (params) => ({ url: reverseGeocodeRoute, params }),
      transformResponse: (response: AnswerOf<typeof reverseGeocodeRoute>) => response.data,
    }),
  }),
});

export const { useVerifyQuantityMutation, usePlaceOrderMutation, useGetSlotsQuery } = checkoutApi;
