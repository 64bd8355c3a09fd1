/**
 * The notifications' routes: a gateway delivering a shopper's reply (STOP, START), and the log of what was sent,
 * for a store's staff (their store's) and for the operator (all).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, pagedEnvelope } from '@suuq/shared/api';
import {
  adminNotificationsQuery,
  merchantNotificationsQuery,
  notificationLogEntry,
  smsInboundRequest,
  smsInboundResult,
} from '@suuq/shared/notification-log';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { adminNotificationsRoute } from '@suuq/shared/routes-admin';
import { merchantNotificationsRoute } from '@suuq/shared/routes-merchant';
import { smsInboundRoute } from '@suuq/shared/routes-shop';
import { staffStoreOf } from '../../lib/staff-store';
import type { NotificationLog } from './notification-log';
import type { SmsInbound } from './sms-inbound';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const security = [{ bearer: [] }];
const meta = (page: number, perPage: number, total: number) => ({ page, per_page: perPage, total });
const LOG_TEXT =
  'Newest first; `status` (queued, sent, failed, dead, stopped) narrows it. Each phone is masked ' +
  '(`+25261•••••78`); the text is shown only for messages about an order, and a sign-in or reset code’s text ' +
  'has its digits masked.';

/** A form-encoded body (Africa's Talking delivers replies so) read as an object of its fields. */
const FORM_LIMIT_BYTES = 16 * 1024;

export const notificationRoutes: FastifyPluginAsyncZod<{
  log: NotificationLog;
  inbound: SmsInbound;
  inboundPerMinute: number;
}> = async (app, { log, inbound, inboundPerMinute }) => {
  // Only the routes of this plugin read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app[verb(smsInboundRoute)](
    urlOf(smsInboundRoute),
    {
      schema: {
        tags: ['notifications'],
        description:
          'A shopper’s reply to a text, delivered by the SMS gateway: JSON `{from, text}` with ' +
          '`Authorization: Bearer <SMS_INBOUND_TOKEN>`, or Africa’s Talking’s form-encoded callback (`from`, ' +
          '`text`, ...) with the token as `?token=`. STOP, STOPP, UNSUBSCRIBE or JOOJI as the first word: the ' +
          'phone gets no more texts, those queued included (`stopped`); START or BILOW: it gets them again ' +
          '(`started`); anything else changes nothing (`ignored`). A missing or wrong token answers 401; a ' +
          '`from` that is not a phone number 422. Limited per client address (429).',
        querystring: z.object({ token: z.string().max(200).optional() }),
        body: smsInboundRequest,
        response: {
          200: answering(smsInboundRoute, envelope(smsInboundResult)),
          401: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
      // The token is checked before the body is read.
      onRequest: async (request) => {
        const header = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
        const query = (request.query as { token?: unknown } | undefined)?.token;
        inbound.authorize(header ?? (typeof query === 'string' ? query : undefined));
      },
      config: { rateLimit: { max: inboundPerMinute, timeWindow: 60_000 } },
    },
    async (request) => ({ data: await inbound.receive(request.body) }),
  );

  app[verb(merchantNotificationsRoute)](
    urlOf(merchantNotificationsRoute),
    {
      onRequest: [app.authenticate, app.requireRole('staff')],
      schema: {
        tags: ['staff'],
        security,
        description: `The texts about the staff member’s store: its orders’ messages and its alerts. ${LOG_TEXT}`,
        querystring: merchantNotificationsQuery,
        response: {
          200: answering(merchantNotificationsRoute, pagedEnvelope(z.array(notificationLogEntry))),
          ...errors,
        },
      },
    },
    async (request) => {
      const { page, per_page, status } = request.query;
      const { rows, total } = await log.ofStore(staffStoreOf(request.auth), {
        page,
        perPage: per_page,
        status,
      });
      return { data: rows, meta: meta(page, per_page, total) };
    },
  );

  app[verb(adminNotificationsRoute)](
    urlOf(adminNotificationsRoute),
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['operator'],
        security,
        description: `Every message Suuq wrote, of every store and none; \`kind\` narrows it too. ${LOG_TEXT}`,
        querystring: adminNotificationsQuery,
        response: {
          200: answering(adminNotificationsRoute, pagedEnvelope(z.array(notificationLogEntry))),
          ...errors,
        },
      },
    },
    async (request) => {
      const { page, per_page, status, kind } = request.query;
      const { rows, total } = await log.all({ page, perPage: per_page, status, kind });
      return { data: rows, meta: meta(page, per_page, total) };
    },
  );
};
