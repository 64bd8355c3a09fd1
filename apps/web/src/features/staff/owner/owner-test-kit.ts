import type { ServerFrame } from '@suuq/shared/live';
import type { Statement } from '@suuq/shared/ledger';
import type { StaffMember } from '@suuq/shared/operator';
import { mockApi, Reply } from '../../../test/render';
import { nasiib } from '../../../test/cart-fixtures';
import { STAFF_SESSION_STORAGE_KEY } from '../staff-session';

export type { ServerFrame };

/** Nasiib's owner (or, with `false`, one of its staff) signed in on the board; `'unknown'`: a sign-in kept before. */
export function ownerSignedIn(isOwner: boolean | 'unknown' = true): void {
  localStorage.setItem(
    STAFF_SESSION_STORAGE_KEY,
    JSON.stringify({
      accessToken: 'access-owner',
      refreshToken: 'refresh-owner',
      expires: Date.now() + 60 * 60 * 1000,
      user: {
        id: 3,
        name: 'Nasiib owner',
        role: 'staff',
        store_id: 1,
        ...(isOwner === 'unknown' ? {} : { is_owner: isOwner }),
      },
    }),
  );
}

export const ownerMember: StaffMember = {
  user_id: 3,
  name: 'Nasiib owner',
  phone: '+252610000101',
  is_owner: true,
  created_at: '2026-11-01T08:00:00Z',
};

export const aStatement = (over: Partial<Statement> = {}): Statement => ({
  store_id: 1,
  currency: 'USD',
  from: '2026-11-01',
  to: '2026-11-29',
  methods: [
    { method: 'evc_plus', collected_by: 'suuq', orders: 3, collected: 60, refunds: 5 },
    { method: 'cash', collected_by: 'store', orders: 1, collected: 20, refunds: 0 },
  ],
  collected_by_store: 20,
  collected_by_suuq: 60,
  refunds_by_suuq: 5,
  refunds_by_store: 0,
  delivered_items_total: 75,
  delivery_fees: 4,
  deposits: 0,
  commission_percent: 10,
  commission: 7.5,
  payouts: 10,
  balance: 37.5,
  ...over,
});

export interface Call {
  method: string;
  path: string;
  search: string;
  auth: string | null;
  body: unknown;
}

/** The board's server for an owner: its team (changed by the calls), its statement, and an empty order list. */
export function serveOwner({
  team = [ownerMember] as StaffMember[],
  me = { is_owner: true } as Record<string, unknown>,
  add = (): unknown => undefined,
  remove = (): unknown => undefined,
  statement = (_from: string, _to: string): unknown => ({ data: aStatement() }),
} = {}) {
  const calls: Call[] = [];
  let members = team;
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      auth: request.headers.get('Authorization'),
      body,
    });
    return url;
  };
  const handlers: Record<string, (request: Request) => unknown> = {
    'GET /api/user/get': async (request) => {
      await record(request);
      return {
        data: {
          id: 3,
          name: 'Nasiib owner',
          phone: '+252610000101',
          email: null,
          avatar: null,
          role: 'staff',
          store_id: 1,
          ...me,
        },
      };
    },
    // A texted code signs in as the owner.
    'POST /api/oauth/sign-in-code': async (request) => {
      await record(request);
      return {
        token_type: 'Bearer',
        access_token: 'access-code',
        refresh_token: 'refresh-code',
        expires_in: 900,
      };
    },
    'GET /api/merchant/orders': () => ({ data: [], meta: { page: 1, per_page: 100, total: 0 } }),
    'POST /api/stores': () => ({ data: [nasiib] }),
    'GET /api/merchant/staff': async (request) => {
      await record(request);
      return { data: members };
    },
    'POST /api/merchant/staff': async (request) => {
      await record(request);
      const answer = add();
      if (answer instanceof Reply) return answer;
      const { name, phone } = calls.at(-1)!.body as { name: string; phone: string };
      const member = {
        user_id: 40 + members.length,
        name,
        phone: `+252${phone.replace(/\D/g, '').slice(1)}`,
        is_owner: false,
        created_at: '2026-11-29T09:00:00Z',
      };
      members = [...members, member];
      return new Reply(201, { data: member });
    },
    'GET /api/merchant/statement': async (request) => {
      const url = await record(request);
      return statement(url.searchParams.get('from')!, url.searchParams.get('to')!);
    },
  };
  for (const member of [...team, { user_id: 41 }, { user_id: 42 }])
    handlers[`DELETE /api/merchant/staff/${member.user_id}`] = async (request) => {
      await record(request);
      const answer = remove();
      if (answer instanceof Reply) return answer;
      members = members.filter((m) => m.user_id !== member.user_id);
      return { data: { removed: true } };
    };
  mockApi(handlers);
  return { calls };
}
