// Fixtures and a fake server of the operator console's tests: an operator signed in, stores, applications, captains.
import type { AdminCaptain } from '@suuq/shared/captain-applications';
import type { AdminStore, StoreApplication } from '@suuq/shared/operator';
import { mockApi } from '../../test/render';
import { ADMIN_SESSION_STORAGE_KEY } from './admin-session';

/** The demo operator signed in on this device, as the console's session keeps them. */
export function signedInAsOperator() {
  localStorage.setItem(
    ADMIN_SESSION_STORAGE_KEY,
    JSON.stringify({
      access: 'admin-access',
      refresh: 'admin-refresh',
      expires: Date.now() + 3_600_000,
      id: 'admin-9',
      user: { id: 9, name: 'Sagal Osman', role: 'admin', store_id: null },
    }),
  );
}

export function anApplication(overrides: Partial<StoreApplication> = {}): StoreApplication {
  return {
    id: 7,
    store_name: 'Hodan Fresh',
    owner_name: 'Hodan Warsame',
    phone: '+252611234567',
    industry_id: 2,
    address: 'Hodan, near the Tarabuunka roundabout',
    location: { lat: 2.0335, lng: 45.3162 },
    status: 'pending',
    reason: null,
    store_id: null,
    created_at: '2026-11-29T08:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

export function aStore(overrides: Partial<AdminStore> = {}): AdminStore {
  return {
    id: 13,
    slug: 'hodan-fresh',
    name: 'Hodan Fresh',
    industry_id: 2,
    address: 'Hodan, near the Tarabuunka roundabout',
    phone: '+252611234567',
    location: { lat: 2.0335, lng: 45.3162 },
    currency: 'USD',
    commission_percent: 10,
    courier_mode: 'own',
    status: 'active',
    suspended_reason: null,
    is_open: true,
    created_at: '2026-11-29T08:05:00Z',
    ...overrides,
  };
}

export function aCaptain(overrides: Partial<AdminCaptain> = {}): AdminCaptain {
  return {
    id: 21,
    name: 'Abdi Farah',
    phone: '+252612223344',
    vehicle_type: { id: 1, slug: 'bajaj', name: 'Bajaj (tuk-tuk)' },
    plate_number: 'BN 12345',
    status: 'pending',
    reason: null,
    on_duty: false,
    applied_at: '2026-11-28T10:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

export const industries = [
  { id: 1, slug: 'food', name: 'Food', image: '/i/food.png' },
  { id: 2, slug: 'grocery', name: 'Grocery', image: '/i/grocery.png' },
];

/** One request the fake server saw: its method, path, query, token and JSON body. */
export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  auth: string | null;
  body: unknown;
}

type Handler = (request: Request, seen: Seen) => unknown;

/**
 * Answers the console's calls from `handlers` (keyed "METHOD /path"), with the industries always there, and keeps
 * every request it saw.
 */
export function serveAdmin(handlers: Record<string, Handler>) {
  const seen: Seen[] = [];
  const wrapped: Record<string, (request: Request) => unknown> = {
    'GET /api/industries': () => ({ data: industries }),
  };
  for (const [key, handler] of Object.entries({ ...handlers })) {
    wrapped[key] = async (request: Request) => {
      const url = new URL(request.url);
      const body =
        request.method === 'GET'
          ? null
          : await request
              .clone()
              .json()
              .catch(() => null);
      const one: Seen = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        auth: request.headers.get('Authorization'),
        body,
      };
      seen.push(one);
      return handler(request, one);
    };
  }
  mockApi(wrapped);
  return seen;
}

export const page = <T>(data: T[], total = data.length) => ({
  data,
  meta: { page: 1, per_page: 20, total },
});
