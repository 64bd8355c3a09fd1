/** What the hours tests share: a store with its staff, setting its hours and slots, and placing orders there. */
import type { Store } from '@suuq/shared/catalog';
import type { StoreHoursRequest, SlotSettings } from '@suuq/shared/hours';
import type { PlaceOrderRequest } from '@suuq/shared/orders';
import { addDays, localMoment } from '@suuq/shared/time-zone';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import type { TestContext } from '../../test/test-app';
import { orderKit } from '../orders/order-test-kit';
import type { HoursFields } from './store-hours-view';

export const TZ = 'Africa/Mogadishu';
export const today = () => localMoment(new Date(), TZ).date;
export const tomorrow = () => addDays(today(), 1);
export const ALL_WEEK = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens, closes }));

export async function hoursKit(ctx: TestContext, pick: (stores: Store[]) => Store | undefined) {
  const fixtures: Fixtures = await loadFixtures(ctx.app);
  const store = pick(fixtures.stores.filter((s) => s.is_open));
  if (!store) throw new Error('No store for the hours tests');
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug);
  if (!demo) throw new Error(`No demo staff for ${store.slug}`);
  const staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
  const kit = orderKit(() => ({ app: ctx.app, fixtures }));
  const { line } = await kit.simpleLine(store);

  const putHours = (body: StoreHoursRequest | Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/merchant/hours', headers: staff, payload: body });
  const putSlots = (body: SlotSettings | Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/merchant/slots', headers: staff, payload: body });
  const slots = async (query = '') =>
    (await ctx.app.inject(`/v1/api/stores/${store.id}/slots${query}`)).json<{
      data: { start: string; end: string; capacity: number; remaining: number }[];
    }>().data;
  const order = async (overrides: Partial<PlaceOrderRequest> = {}, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/v1/api/stores/${store.id}/placeOrder?lang=${lang}`,
      payload: await kit.orderBody(store, [line], overrides),
    });
  const storeAnswer = async () =>
    (await ctx.app.inject(`/api/stores/${store.slug}`)).json<{ data: Store & HoursFields }>().data;

  return { store, staff, putHours, putSlots, slots, order, storeAnswer, fixtures };
}
