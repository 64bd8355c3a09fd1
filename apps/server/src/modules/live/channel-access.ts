/**
 * Who may listen to a private channel, proven by a live access token in the subscribe frame: a store's incoming
 * orders (`store.{id}`) are for that store's staff (and admins) only; a booking's progress (`booking.{id}`), with
 * the captain's position, is for that booking's customer and its captain only; the trips waiting for a captain of
 * a vehicle type (`offers.{type_id}`) are for captains on duty with a vehicle of that type; a captain's deliveries
 * (`captain.{id}`) are for that captain. The token check also asks the
 * database that the account is still active and its sign-in not revoked, so the answer changes when they do.
 *
 * The socket server asks again before every delivery on a private channel, so answers are cached briefly (never
 * past the token's expiry): fan-out and a flood of subscribe frames cost a map lookup, not a query. A booking's
 * parties are forgotten whenever its status moves (a captain giving a trip back, another taking it), so a
 * captain who left never hears the next one's positions.
 */
import { decodeJwt } from 'jose';
import type { LiveEvent } from '@suuq/shared/live';
import type { AccessTokens, AuthUser } from '../../plugins/auth';
import type { BookingRepository, OfferAudience } from '../captain/captain-module';

type Parties = { customerId: number; captainId: number | null } | undefined;

interface Cached<T> {
  value: Promise<T>;
  until: number;
}

/** Entries kept per cache at most; past it the oldest go first. */
const MAX_ENTRIES = 20_000;

/** A small time-bounded cache that also shares one pending lookup between concurrent callers. */
class ShortCache<T> {
  private readonly entries = new Map<string, Cached<T>>();

  get(key: string, load: () => Promise<T>, until: (value: T) => number): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    const entry: Cached<T> = { value, until: now + 60_000 };
    this.set(key, entry);
    value.then(
      (loaded) => {
        if (this.entries.get(key) === entry) entry.until = until(loaded);
      },
      () => this.entries.delete(key),
    );
    return value;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  private set(key: string, entry: Cached<T>) {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}

/** When the token stops being valid (ms), from its own claim; the signature is checked by `verify`. */
function expiryOf(token: string): number {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export class ChannelAccess {
  private readonly callers = new ShortCache<AuthUser | undefined>();
  private readonly parties = new ShortCache<Parties>();
  private readonly offerRights = new ShortCache<boolean>();
  private readonly bookingStatus = new Map<string, string>();

  constructor(
    private readonly tokens: Pick<AccessTokens, 'verify'>,
    private readonly bookings: Pick<BookingRepository, 'parties'>,
    /** How long an answer is trusted, in ms. */
    private readonly cacheMs = 5_000,
    /** Who hears offers; without it, nobody does. */
    private readonly offers?: OfferAudience,
  ) {}

  async mayListen(channel: string, token: string | undefined): Promise<boolean> {
    const store = /^store\.(\d+)$/.exec(channel);
    const booking = /^booking\.(\d{1,10})$/.exec(channel);
    const offers = /^offers\.(\d{1,10})$/.exec(channel);
    const captain = /^captain\.(\d{1,10})$/.exec(channel);
    if ((!store && !booking && !offers && !captain) || !token) return false;
    const fresh = () => Date.now() + this.cacheMs;
    const user = await this.callers.get(
      token,
      () => this.tokens.verify(token),
      (found) => (found ? Math.min(fresh(), expiryOf(token)) : fresh()),
    );
    if (!user) return false;
    if (store) return user.role === 'admin' || (user.role === 'staff' && user.storeId === Number(store[1]));
    // A captain's own deliveries (offered near them, assigned, taken back): that captain only.
    if (captain) return user.role === 'captain' && user.id === Number(captain[1]);
    if (offers) {
      const typeId = Number(offers[1]);
      if (user.role !== 'captain' || typeId > 2_147_483_647 || !this.offers) return false;
      // Going off duty or deleting the last vehicle of the type is heard within `cacheMs`.
      const audience = this.offers;
      return this.offerRights.get(`${user.id} ${channel}`, () => audience.mayHear(user.id, typeId), fresh);
    }
    const id = Number(booking![1]);
    if (id > 2_147_483_647) return false;
    const row = await this.parties.get(channel, () => this.bookings.parties(id), fresh);
    return row !== undefined && (row.customerId === user.id || row.captainId === user.id);
  }

  /**
   * Hears every live event first: a booking whose status moved may have changed hands; an account that lost its
   * rights must not be trusted from the cache (every caller is asked again: rare, and cheap).
   */
  noteEvent(event: LiveEvent): void {
    if (event.event === 'access.revoked') {
      // A suspended captain is off duty: their right to hear offers is asked again too.
      this.offerRights.clear();
      return this.callers.clear();
    }
    if (event.event !== 'booking.status') return;
    const last = this.bookingStatus.get(event.channel);
    if (last !== event.data.status) {
      this.parties.delete(event.channel);
      this.bookingStatus.delete(event.channel);
      // Bounded like the caches: the newest statuses are the ones that matter.
      if (this.bookingStatus.size >= MAX_ENTRIES) this.bookingStatus.clear();
      this.bookingStatus.set(event.channel, event.data.status);
    }
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
