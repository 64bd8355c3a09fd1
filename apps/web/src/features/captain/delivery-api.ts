import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Delivery, DeliveryOffer } from '@suuq/shared/dispatch';
import {
  acceptDeliveryRoute,
  activeDeliveryRoute,
  availableDeliveriesRoute,
  courierPositionRoute,
  deliveredDeliveryRoute,
  pickedUpDeliveryRoute,
  releaseDeliveryRoute,
} from '@suuq/shared/routes-dispatch';
import { asCaptain, captainApi, captainQuery } from './captain-api';

/**
 * Deliveries of stores' orders for the captain: the offers near them, the one they carry and its steps. Every
 * change reads the offers, the carried delivery and the wallet again.
 */
export const deliveryApi = captainApi
  .enhanceEndpoints({ addTagTypes: ['CaptainDeliveries'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDeliveryOffers: build.query<DeliveryOffer[], void>({
        queryFn: (_arg, api, extra) => asCaptain({ url: availableDeliveriesRoute }, api, extra),
        providesTags: ['CaptainDeliveries'],
      }),
      getActiveDelivery: build.query<Delivery | null, void>({
        queryFn: (_arg, api, extra) => asCaptain({ url: activeDeliveryRoute }, api, extra),
        providesTags: ['CaptainDeliveries'],
      }),
      acceptDelivery: build.mutation<Delivery, number>({
        queryFn: (id, api, extra) => asCaptain({ url: acceptDeliveryRoute, path: { id } }, api, extra),
        invalidatesTags: ['CaptainDeliveries'],
      }),
      deliveryPickedUp: build.mutation<Delivery, number>({
        queryFn: (id, api, extra) => asCaptain({ url: pickedUpDeliveryRoute, path: { id } }, api, extra),
        invalidatesTags: ['CaptainDeliveries'],
      }),
      deliveryHandedOver: build.mutation<Delivery, { id: number; code: string }>({
        queryFn: ({ id, code }, api, extra) =>
          asCaptain({ url: deliveredDeliveryRoute, path: { id }, body: { code } }, api, extra),
        invalidatesTags: ['CaptainDeliveries', 'CaptainWallet'],
      }),
      releaseDelivery: build.mutation<Delivery, { id: number; reason: string }>({
        queryFn: ({ id, reason }, api, extra) =>
          asCaptain({ url: releaseDeliveryRoute, path: { id }, body: { reason } }, api, extra),
        invalidatesTags: ['CaptainDeliveries'],
      }),
    }),
  });

/**
 * Tells the server where the captain is (who is near a delivery; the shopper's map while carrying). Throws when the
 * network or the server failed, so the queue keeps the point for later; a refusal (off duty) is final and is not
 * tried again.
 */
export async function sendCourierPosition(point: { lat: number; lng: number }): Promise<void> {
  const context = { signal: new AbortController().signal } as BaseQueryApi;
  const result = await captainQuery(
    { url: courierPositionRoute, body: { lat: point.lat, lng: point.lng } },
    context,
    {},
  );
  const status = result.error?.status;
  if (status === undefined) return;
  if (typeof status !== 'number' || status >= 500 || status === 429)
    throw new Error(`The position was not sent (${String(status)})`);
}

export const {
  useGetDeliveryOffersQuery,
  useGetActiveDeliveryQuery,
  useAcceptDeliveryMutation,
  useDeliveryPickedUpMutation,
  useDeliveryHandedOverMutation,
  useReleaseDeliveryMutation,
} = deliveryApi;
