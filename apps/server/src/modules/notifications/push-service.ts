/**
 * Who may subscribe to which pushes: signed-in staff to their store's new orders and captains to their offers;
 * anyone holding an order's view key (given to whoever placed it) to that order's changes, and to nothing else.
 * A browser's endpoint is one subscription: subscribing again takes it over.
 */
import type { AuthUser } from '../../plugins/auth';
import type { PushScope, PushSubscriptionInput } from '@suuq/shared/push';
import { InvalidError, NotAllowedError, UnauthenticatedError } from '../../lib/domain-error';
import type { PushRepository } from './push-repository';

export interface PushCaller {
  auth: AuthUser | undefined;
  /** Whether the caller sent the view key of the order it names. */
  holdsOrderKey: (orderNumber: string) => boolean;
}

export class PushService {
  constructor(
    private readonly repository: PushRepository,
    /** Plain `http:` endpoints are taken only outside production (a local push service in tests). */
    private readonly allowHttp: boolean,
  ) {}

  async subscribe(
    input: PushSubscriptionInput,
    caller: PushCaller,
  ): Promise<{ endpoint: string; scope: PushScope }> {
    const protocol = new URL(input.endpoint).protocol;
    if (protocol !== 'https:' && !(this.allowHttp && protocol === 'http:')) {
      throw new InvalidError('pushEndpointNotSecure');
    }
    const base = {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      language: input.language ?? ('en' as const),
    };
    if (input.order_number !== undefined) {
      const orderNumber = input.order_number.trim().toUpperCase();
      if (!caller.holdsOrderKey(orderNumber)) throw new NotAllowedError('pushOrderKeyRequired');
      await this.repository.save({ ...base, userId: null, orderNumber });
      return { endpoint: input.endpoint, scope: 'order' };
    }
    if (!caller.auth) throw new UnauthenticatedError('signInRequired');
    const { role, id } = caller.auth;
    if (role !== 'staff' && role !== 'captain') throw new NotAllowedError('pushWhoRequired');
    await this.repository.save({ ...base, userId: id, orderNumber: null });
    return { endpoint: input.endpoint, scope: role };
  }

  unsubscribe(endpoint: string): Promise<boolean> {
    return this.repository.remove(endpoint);
  }
}
