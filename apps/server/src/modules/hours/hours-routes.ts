/**
 * Opening hours and orders for later over HTTP: the slots a shopper can book, and the staff's hours and slot
 * settings (own store only, checked field by field, effective at once).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import {
  calendarDate,
  openNowRequest,
  slot,
  slotSettings,
  storeHours,
  storeHoursRequest,
} from '@suuq/shared/hours';
import { deliveryMethod } from '@suuq/shared/orders';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  hoursRoute,
  openNowRoute,
  saveHoursRoute,
  saveSlotSettingsRoute,
  slotSettingsRoute,
} from '@suuq/shared/routes-merchant';
import { storeSlotsRoute } from '@suuq/shared/routes-shop';
import { staffStoreOf } from '../../lib/staff-store';
import type { HoursDeps } from './hours-module';

const storeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

export const hoursRoutes: FastifyPluginAsyncZod<{ deps: HoursDeps }> = async (app, { deps }) => {
  const { service } = deps;
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };

  app[verb(storeSlotsRoute)](
    urlOf(storeSlotsRoute),
    {
      schema: {
        tags: ['ordering'],
        description:
          'The slots an order for later can book: inside the opening hours (dated closures and special hours ' +
          'included), cut into `slot_minutes` pieces anchored at each opening time, starting no earlier than now ' +
          "plus the store's `lead_minutes`, from today up to `days_ahead` days (local days of the store's time " +
          'zone). With `date`, that day only. `remaining` is 0 for a full slot. Empty when the store takes no ' +
          'orders for later or its staff switch is off. At most 1,000 slots, the earliest: ask by `date` for a ' +
          "later day's.",
        params: storeParams,
        querystring: z.object({ date: calendarDate.optional(), delivery_method: deliveryMethod.optional() }),
        response: {
          200: answering(storeSlotsRoute, envelope(z.array(slot))),
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
      config: { rateLimit: { max: deps.slotsPerMinute, timeWindow: 60_000 } },
    },
    async (request) => ({ data: await service.slots(request.params.id, request.query.date) }),
  );

  app[verb(hoursRoute)](
    urlOf(hoursRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          "The store's time zone, weekly opening ranges and upcoming dated closures and special hours.",
        response: { 200: answering(hoursRoute, envelope(storeHours)), ...errors },
      },
    },
    async (request) => ({ data: await service.staffHours(staffStoreOf(request.auth)) }),
  );

  app[verb(saveHoursRoute)](
    urlOf(saveHoursRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          "Replaces the store's hours: `hours` are weekly ranges (`weekday` 1-7, ISO, 1 = Monday; `opens` and " +
          '`closes` as `HH:MM`; several per day; `closes` at or before `opens` runs past midnight), `closures` ' +
          'dated entries (`date` `YYYY-MM-DD`; without times closed all day, with both times special hours that ' +
          'day; an optional `note`), `timezone` an IANA zone. No ranges at all means open around the clock. A ' +
          'broken field answers 422 with its message under `errors["hours.N.field"]`. Effective at once; the ' +
          'open state is pushed as `store.status`.',
        body: storeHoursRequest,
        response: { 200: answering(saveHoursRoute, envelope(storeHours)), ...errors },
      },
    },
    async (request) => ({ data: await service.replaceHours(staffStoreOf(request.auth), request.body) }),
  );

  app[verb(openNowRoute)](
    urlOf(openNowRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Opens the store now, outside its hours, until `until` (local `HH:MM`; at or before now it runs past ' +
          "midnight): today's hours become special hours for today (its own ranges kept) with one more range from " +
          'this minute to `until`, and the staff switch goes on. Shoppers can order at once; the store closes by ' +
          'itself at `until`. Pushed as `store.status`. (To close now inside the hours, the switch: `POST ' +
          '/api/merchant/store`.)',
        body: openNowRequest,
        response: {
          200: answering(openNowRoute, envelope(storeHours.extend({ is_open: z.boolean() }))),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await service.openNow(staffStoreOf(request.auth), request.body.until) }),
  );

  app[verb(slotSettingsRoute)](
    urlOf(slotSettingsRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'How the store offers orders for later: slot length, orders per slot, lead time, days ahead.',
        response: { 200: answering(slotSettingsRoute, envelope(slotSettings)), ...errors },
      },
    },
    async (request) => ({ data: await service.slotSettings(staffStoreOf(request.auth)) }),
  );

  app[verb(saveSlotSettingsRoute)](
    urlOf(saveSlotSettingsRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Sets `slot_minutes` (5-240), `slot_capacity` (orders per slot, 1-1000), `lead_minutes` (0-1440: the ' +
          'first bookable slot starts at least this long from now), `days_ahead` (0-14: 0 = today only) and ' +
          '`accepts_scheduled`. Orders already booked keep their slot. Effective at once.',
        body: slotSettings,
        response: { 200: answering(saveSlotSettingsRoute, envelope(slotSettings)), ...errors },
      },
    },
    async (request) => ({ data: await service.updateSlotSettings(staffStoreOf(request.auth), request.body) }),
  );
};
