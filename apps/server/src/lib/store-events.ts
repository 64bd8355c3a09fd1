/**
 * What a change to a store tells the live channels after it commits: shoppers see it open or close, and every API
 * process drops its cached answers of the store. Hours, stores and orders all change what a store shows, so this
 * lives below them. An event that cannot be published is logged; the change itself stands.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@suuq/shared/live';
import { catalogChanged } from './catalog-changes';
import type { LiveBus } from './live-bus';

export class StoreEvents {
  constructor(
    protected readonly bus: LiveBus,
    protected readonly log: FastifyBaseLogger,
  ) {}

  protected async publish(event: LiveEvent): Promise<void> {
    await this.bus.publish(event).catch((err: unknown) => {
      this.log.warn({ err, event }, 'live event not published');
    });
  }

  /** Shoppers on the home page see a store open or close. */
  async storeStatus(storeId: number, isOpen: boolean): Promise<void> {
    await this.publish({
      event: 'store.status',
      channel: 'stores',
      data: { store_id: storeId, is_open: isOpen },
    });
  }

  /** Cached listings of the store are dropped here and in every other API process (stock or opening changed). */
  async catalogChanged(storeId: number): Promise<void> {
    await catalogChanged(this.bus, storeId);
  }
}
