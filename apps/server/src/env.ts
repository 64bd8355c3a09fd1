/**
 * The only reader of process.env. Everything configurable is parsed and checked here once, at start, so a typo in
 * a variable stops the server with a clear message instead of surfacing later as odd behaviour.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** `data/` at the top of the project. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.string().url().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(3000),
  WS_PORT: port.default(6001),
  /**
   * The port browsers open the live socket on (`/api/config`'s `ws_port`): a proxy's, when one stands in front of
   * several processes that each listen on a WS_PORT of their own. WS_PORT when unset.
   */
  PUBLIC_WS_PORT: port.min(1).optional(),
  APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('suuq'),
  DATABASE_URL: optionalUrl.optional(),
  /**
   * PostgreSQL: milliseconds a statement may take, network included, before the request answers 503 and the
   * connection is dropped; and milliseconds to connect, or to wait for a free connection.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** The embedded database, caches and uploads; by default `data/` at the top of the project. */
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  REDIS_URL: optionalUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Key that signs access tokens (at least 32 characters). Required in production; elsewhere, when unset, one is
   * generated once and kept in DATA_DIR/auth-secret so sessions survive restarts.
   */
  AUTH_SECRET: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32).optional())
    .optional(),
  /** Lifetime of an access token, in seconds. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Lifetime of a refresh token, in days; each use issues a new one. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** OAuth clients besides the public `web` one, as JSON `{"client_id": "secret"}`. */
  OAUTH_CLIENTS: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object such as {"app":"secret"}' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/), z.string().min(16).max(200))),
  /**
   * Sign-in: wrong passwords one account may get from one client address before that pair must wait; the first
   * wait lasts the window and each further failure doubles it, up to LOGIN_MAX_DELAY_MINUTES. Other addresses
   * (the owner's) are not held up. Failures from one address, all accounts together, within the window before
   * that address is refused: generous, as many phones share a carrier's address.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(300),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_MAX_DELAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(1440),
  /** Wrong current passwords (before a password, phone or email change) from one address within the window. */
  PASSWORD_CHECK_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Changes of the phone or email an account signs in with, per account per hour (five times that per address). */
  IDENTITY_CHANGES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** New accounts per client address per hour. */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Shops' applications to join one client address may send per hour. */
  STORE_APPLICATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Captains' applications one client address, and one phone, may send per hour. */
  CAPTAIN_APPLICATIONS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Whether to believe X-Forwarded-For for the client address (rate limits are per address): `true`, or a
   * comma-separated list of the proxies' addresses or ranges. Set it when running behind a load balancer.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .transform((value): boolean | string =>
      value === 'true' ? true : value === 'false' ? false : value || false,
    ),
  /** A Nominatim-compatible reverse geocoder; without it, addresses are named after the nearest district. */
  GEOCODER_URL: optionalUrl.optional(),
  /** The built web app; served at / with the single-page fallback. */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** Map tiles for the store and checkout maps; {s}, {z}, {x}, {y} as Leaflet expects. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The storefront's public address (PayPal sends shoppers back to it). */
  PUBLIC_URL: z.string().url().optional(),
  /** PayPal Orders v2: base URL (sandbox or live) and REST credentials; PayPal is offered only when all are set. */
  PAYPAL_BASE_URL: optionalUrl.optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /**
   * WaafiPay (EVC Plus, Zaad, Sahal): the API address and the merchant's credentials; offered only when all are
   * set. Milliseconds to wait for the shopper's PIN before the payment counts as not confirmed in time.
   */
  WAAFI_URL: optionalUrl.optional(),
  WAAFI_MERCHANT_UID: z.string().optional(),
  WAAFI_API_USER_ID: z.string().optional(),
  WAAFI_API_KEY: z.string().optional(),
  WAAFI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(90_000),
  /** eDahab (Somtel): the API address and credentials; offered only when all are set. */
  EDAHAB_URL: optionalUrl.optional(),
  EDAHAB_API_KEY: z.string().optional(),
  EDAHAB_API_SECRET: z.string().optional(),
  EDAHAB_AGENT_CODE: z.string().optional(),
  /** Milliseconds an eDahab invoice may stay unpaid, and between two checks of its status. */
  EDAHAB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(90_000),
  EDAHAB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(3_000),
  /** Minutes an unpaid order keeps its stock and slot after its payment failed, before it is cancelled. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Milliseconds between two sweeps for expired holds, orphaned attempts and payments to give back. */
  PAYMENT_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * `1`: run local stand-ins of WaafiPay and eDahab in the server (numbers decide the answer; see the README), so
   * mobile money can be tried without an account. Refused in production.
   */
  PAYMENTS_FAKE: z.enum(['0', '1']).default('0'),
  /** Where shoppers paying by bank transfer send the money; shown on the thank-you page. */
  // Suuq's own support line, WhatsApp and email: the footer, the contact page and /api/config all show these.
  SUPPORT_PHONE: z.string().min(3).default('+252 61 555 0100'),
  SUPPORT_WHATSAPP: z.string().min(3).default('+252 77 555 0100'),
  SUPPORT_EMAIL: z.string().email().default('support@suuq.so'),
  BANK_NAME: z.string().default('Premier Bank Somalia'),
  BANK_ACCOUNT_NAME: z.string().default('Suuq Online Ltd'),
  BANK_ACCOUNT_NUMBER: z.string().default('0201 4455 7788 01'),
  /** Orders one client address may place, and order lookups it may make, per minute (429 beyond). */
  RATE_LIMIT_ORDERS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_TRACKING_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SLOTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** PayPal capture and retry calls per client address: each one calls PayPal, so anonymous callers are held back. */
  RATE_LIMIT_PAYMENTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Load the demo catalog and demo accounts into an empty database; by default everywhere but production. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /**
   * With the demo data, give the demo stores their real Mogadishu opening hours and closures. `false` keeps them
   * open around the clock (their slot settings stay), so journeys and load tests order at any hour of the day.
   */
  SEED_DEMO_HOURS: z.enum(['true', 'false']).default('true'),
  /**
   * Seconds a cached catalog answer (a store's page of products, a search) may be served. Changes to a store drop
   * its answers at once in every process; this only bounds the damage of a lost message. 0 turns the cache off.
   */
  CATALOG_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  /** Store and product pages one client address may have rendered anew per minute; past it, the plain page. */
  PAGE_RENDERS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
  /** Store and product pages rendered anew per minute in all. */
  PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
  /** Memory for cached catalog answers, in MiB per API process; the least recently used go first. */
  CATALOG_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4_096).default(64),
  /**
   * Milliseconds a live socket's right to a private channel (a store's orders, a booking) is trusted before it is
   * checked again; a revoked sign-in, a switched-off account or an expired token loses the channel within this.
   */
  LIVE_ACCESS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Texts (SMS): `log` writes each one to the log instead of sending it (nothing to set up); `http` posts
   * `{to, text}` as JSON to SMS_URL with `Authorization: Bearer SMS_TOKEN` (a generic gateway); `africastalking`
   * sends through Africa's Talking's SMS API with AT_USERNAME and AT_API_KEY.
   */
  SMS_PROVIDER: z.enum(['log', 'http', 'africastalking']).default('log'),
  SMS_URL: optionalUrl.optional(),
  SMS_TOKEN: z.string().optional(),
  /**
   * Africa's Talking: the application's username and API key, the sender ID (short code or alphanumeric name) the
   * account was given, if any, and the API's address (the sandbox's is https://api.sandbox.africastalking.com).
   */
  AT_USERNAME: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional(),
  AT_API_KEY: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional(),
  AT_SENDER_ID: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().max(11).optional())
    .optional(),
  AT_BASE_URL: z.string().trim().url().default('https://api.africastalking.com'),
  /**
   * The secret a gateway delivering shoppers' replies (STOP) to POST /api/sms/inbound must give, as a bearer token
   * or `?token=`; at least 16 characters. Unset: every delivery is refused.
   */
  SMS_INBOUND_TOKEN: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16).max(200).optional())
    .optional(),
  /** Replies delivered to POST /api/sms/inbound per minute from one client address (the gateway's). */
  RATE_LIMIT_SMS_INBOUND_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Texts one phone may get per hour; past it, a text is not sent (kept as skipped, with the reason). */
  SMS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(1_000).default(10),
  /** Milliseconds between two looks of the outbox worker for messages due (a new message wakes it at once). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  /** Seconds a new order may wait unaccepted before the store's phone gets a text about it (once per order). */
  ALERT_AFTER_SECONDS: z.coerce.number().int().min(10).max(86_400).default(120),
  /** Milliseconds between two looks for orders waiting too long (any process may look: each order is told once). */
  ALERT_SWEEP_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  /**
   * Web push's VAPID keys (base64url, as `web-push generate-vapid-keys` prints them). Without them a pair is made
   * once and kept in DATA_DIR/vapid-keys.json. Both or neither.
   */
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who runs this server, for the push services: `mailto:` or `https:`; the support email when not set. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  /** Requests for a password reset code per phone number, and per client address, per hour. */
  PASSWORD_RESETS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESETS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Delivery by captains: how near a store (km, from their last position) an on-duty captain is offered its deliveries. */
  DISPATCH_RADIUS_KM: z.coerce.number().positive().max(100).default(5),
  /**
   * Minutes a delivery may wait for a captain before its store's staff and the operator are told. A fraction is
   * allowed (down to 0.05, three seconds): the browser journeys flag a delivery without waiting minutes.
   */
  DISPATCH_TIMEOUT_MINUTES: z.coerce.number().min(0.05).max(1_440).default(10),
  /** Milliseconds between two looks for deliveries waiting too long (any number of processes may look). */
  DISPATCH_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** The part of an order's delivery fee its captain earns (1: all of it). */
  COURIER_FEE_SHARE: z.coerce.number().min(0).max(1).default(1),
  /** Milliseconds that in-flight requests get to finish after SIGTERM before connections are cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Milliseconds between a stop's first moment (`/api/ready` answers 503) and the closing of the HTTP server, so
   * the proxy's health checks move traffic to the other processes first. 0 on a single process.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** The bearer token `/metrics` asks for; without one, `/metrics` is off (404). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * HTTP port: milliseconds a socket may stay silent before or during a request; for the request headers, and the
   * whole request, to arrive; and for an idle kept-alive connection between requests.
   */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
});

export type Env = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.PAYMENTS_FAKE === '1') {
    throw new Error('Invalid configuration:\n  PAYMENTS_FAKE: the fake wallets never run in production');
  }
  if (parsed.data.SMS_PROVIDER === 'http' && !parsed.data.SMS_URL) {
    throw new Error('Invalid configuration:\n  SMS_URL: is required when SMS_PROVIDER is http');
  }
  if (parsed.data.SMS_PROVIDER === 'africastalking') {
    const missing = (['AT_USERNAME', 'AT_API_KEY'] as const).filter((name) => !parsed.data[name]);
    if (missing.length > 0) {
      const problems = missing.map((name) => `  ${name}: is required when SMS_PROVIDER is africastalking`);
      throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
    }
  }
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: is required in production');
  }
  return parsed.data;
}
