/**
 * Who may listen to a private channel, proven by a live access token in the subscribe frame: a store's incoming
 * orders (`store.{id}`) are for that store's staff (and admins) only; a booking's progress (`booking.{id}`), with
 * the captain's position, is for that booking's customer and its captain only. The token check also asks the
 * database that the account is still active and its sign-in not revoked, so the answer changes when they do.
 */
import type { AccessTokens } from '../../plugins/auth';
import type { BookingRepository } from '../captain/booking-repository';

export class ChannelAccess {
  constructor(
    private readonly tokens: Pick<AccessTokens, 'verify'>,
    private readonly bookings: Pick<BookingRepository, 'parties'>,
  ) {}

  async mayListen(channel: string, token: string | undefined): Promise<boolean> {
    const store = /^store\.(\d+)$/.exec(channel);
    const booking = /^booking\.(\d{1,10})$/.exec(channel);
    if ((!store && !booking) || !token) return false;
    const user = await this.tokens.verify(token);
    if (!user) return false;
    if (store) return user.role === 'admin' || (user.role === 'staff' && user.storeId === Number(store[1]));
    const id = Number(booking![1]);
    if (id > 2_147_483_647) return false;
    const row = await this.bookings.parties(id);
    return row !== undefined && (row.customerId === user.id || row.captainId === user.id);
  }
}

/** The channel check of each built app, for the socket server started beside it. */
const accessOfApp = new WeakMap<object, ChannelAccess>();

export function provideChannelAccess(app: object, access: ChannelAccess): void {
  accessOfApp.set(app, access);
}

/** Whether `token` may listen to `channel` on this app (false for an app built without a channel check). */
export async function mayListen(app: object, channel: string, token: string | undefined): Promise<boolean> {
  return (await accessOfApp.get(app)?.mayListen(channel, token)) ?? false;
}
