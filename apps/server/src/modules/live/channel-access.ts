import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings } from '../../db/schema';

/**
 * Who may listen to a private channel, proven by a live access token in the subscribe frame: a store's incoming
 * orders (`store.{id}`) are for that store's staff (and admins) only; a booking's progress (`booking.{id}`), with
 * the captain's position, is for that booking's customer and its captain only.
 */
export async function mayListen(
  app: Pick<FastifyInstance, 'accessTokens' | 'db'>,
  channel: string,
  token: string | undefined,
): Promise<boolean> {
  const store = /^store\.(\d+)$/.exec(channel);
  const booking = /^booking\.(\d{1,10})$/.exec(channel);
  if ((!store && !booking) || !token) return false;
  const user = await app.accessTokens.verify(token);
  if (!user) return false;
  if (store) return user.role === 'admin' || (user.role === 'staff' && user.storeId === Number(store[1]));

  const id = Number(booking![1]);
  if (id > 2_147_483_647) return false;
  const [row] = await app.db
    .select({ customerId: bookings.customerId, captainId: bookings.captainId })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  return row !== undefined && (row.customerId === user.id || row.captainId === user.id);
}
