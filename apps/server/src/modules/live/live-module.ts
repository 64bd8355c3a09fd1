/**
 * The live module: who may hear a private channel. The socket server itself runs beside the app (see
 * `socket-server.ts`) and asks this module before it lets a socket join or keep a private channel.
 */
import type { Core } from '../../core';
import type { AccessTokens } from '../../plugins/auth';
import type { CaptainDeps } from '../captain/captain-module';
import { ChannelAccess } from './channel-access';

export { mayListen, provideChannelAccess } from './channel-access';
export { startSocketServer } from './socket-server';

export interface LiveDeps {
  channels: ChannelAccess;
}

export function createLiveModule(core: Core, accessTokens: AccessTokens, captain: CaptainDeps): LiveDeps {
  const channels = new ChannelAccess(
    accessTokens,
    captain.bookings,
    core.env.LIVE_ACCESS_CACHE_MS,
    captain.offerAudience,
  );
  // Subscribed while the app is built, before any socket server: the check hears each event before delivery.
  core.bus.subscribe((event) => channels.noteEvent(event));
  return { channels };
}
