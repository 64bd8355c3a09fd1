/** Staff opening or closing their store: shoppers on the home page see it change live. */
import type { StoreEvents } from '../../lib/store-events';
import { openNow, type HoursRepository } from '../hours/hours-module';
import type { StoreRepository } from './store-repository';

export class StoreStatusService {
  constructor(
    private readonly stores: StoreRepository,
    private readonly events: StoreEvents,
    private readonly hours: HoursRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Sets the staff switch (the answer is the switch). What storefronts are told is whether the store is open now:
   * the switch AND its hours, so a store switched on outside its hours still shows closed.
   */
  async setOpen(storeId: number, isOpen: boolean): Promise<{ store_id: number; is_open: boolean }> {
    await this.stores.setOpen(storeId, isOpen);
    await this.events.catalogChanged(storeId);
    const store = await this.stores.find(storeId);
    const now = this.now();
    const open = store ? openNow(store, (await this.hours.times([storeId], now)).get(storeId), now) : isOpen;
    await this.events.storeStatus(storeId, open);
    return { store_id: storeId, is_open: isOpen };
  }
}
