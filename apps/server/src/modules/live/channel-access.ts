import type { FastifyInstance } from 'fastify';

/**
 * Who may listen to a private channel: a store's incoming orders (`store.{id}`) are for that store's staff (and
 * admins) only, proven by a live access token in the subscribe frame.
 */
export async function mayListen(
  app: Pick<FastifyInstance, 'accessTokens'>,
  channel: string,
  token: string | undefined,
): Promise<boolean> {
  const store = /^store\.(\d+)$/.exec(channel);
  if (!store || !token) return false;
  const user = await app.accessTokens.verify(token);
  if (!user) return false;
  return user.role === 'admin' || (user.role === 'staff' && user.storeId === Number(store[1]));
}
