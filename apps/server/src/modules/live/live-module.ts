/**
 * The live module: who may hear a private channel. The socket server itself runs beside the app (see
 * `socket-server.ts`) and asks this module before it lets a socket join or keep a private channel.
 */
import type { Core } from '../../core';
import type { AccessTokens } from '../../plugins/auth';
import type { CaptainDeps } from '../captain/captain-module';
import { ChannelAccess } from './channel-access';

export interface LiveDeps {
  channels: ChannelAccess;
}

export function createLiveModule(_core: Core, accessTokens: AccessTokens, captain: CaptainDeps): LiveDeps {
  return { channels: new ChannelAccess(accessTokens, captain.bookings) };
}
