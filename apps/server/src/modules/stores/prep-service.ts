/**
 * The store's preparation time, which staff set: how long an order takes to get ready. Every time estimate starts
 * from it (store answers, delivery options, the window an order promises when it is placed). Orders already placed
 * keep the window they were promised.
 */
import type { PrepSettings } from '@suuq/shared/eta-schemas';
import { notFound } from '../../lib/domain-error';
import type { StoreEvents } from '../../lib/store-events';
import type { StoreRepository } from './store-repository';

export class PrepService {
  constructor(
    private readonly stores: StoreRepository,
    private readonly events: StoreEvents,
  ) {}

  async get(storeId: number): Promise<PrepSettings> {
    const store = await this.stores.find(storeId);
    if (!store) throw notFound();
    return { prep_minutes: store.prepMinutes };
  }

  /** Sets it (the route's schema has checked the range: 422 on `prep_minutes` otherwise); effective at once. */
  async set(storeId: number, settings: PrepSettings): Promise<PrepSettings> {
    if (!(await this.stores.setPrepMinutes(storeId, settings.prep_minutes))) throw notFound();
    // Cached store answers carry the estimate: dropped here and in every other API process.
    await this.events.catalogChanged(storeId);
    return { prep_minutes: settings.prep_minutes };
  }
}
