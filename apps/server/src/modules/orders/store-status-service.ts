/** Staff opening or closing their store: shoppers on the home page see it change live. */
import type { OrderEvents } from './order-events';
import type { StoreRepository } from './store-repository';

export class StoreStatusService {
  constructor(
    private readonly stores: StoreRepository,
    private readonly events: OrderEvents,
  ) {}

  async setOpen(storeId: number, isOpen: boolean): Promise<{ store_id: number; is_open: boolean }> {
    await this.stores.setOpen(storeId, isOpen);
    await this.events.catalogChanged(storeId);
    await this.events.storeStatus(storeId, isOpen);
    return { store_id: storeId, is_open: isOpen };
  }
}
