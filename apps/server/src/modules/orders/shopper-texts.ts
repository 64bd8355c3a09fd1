/**
 * The orders module's side of the shoppers' texts: the facts of an order (its store's name, the shopper's phone and
 * language) handed to the notifications module's templates, written in the transaction of the change.
 */
import type { Tx } from '../../db/tx';
import type { OrderTextEvent, OrderTexts } from '../notifications/notifications-module';
import type { StoreRow } from '../stores/stores-module';
import type { OrderRow } from './order-repository';

type TextFacts = Pick<OrderRow, 'orderNumber' | 'storeId' | 'customerPhone' | 'language' | 'deliveryMethod'>;

export class ShopperTexts {
  constructor(
    private readonly texts: OrderTexts,
    private readonly stores: { find(storeId: number, tx?: Tx): Promise<StoreRow | undefined> },
  ) {}

  /** The "placed" text's outbox row, written by the placement's own statement. */
  placed(order: TextFacts, storeName: string) {
    return this.texts.message('placed', { ...order, storeName });
  }

  /** The staff's "new order" push, written by the placement's own statement to each subscribed staff browser. */
  newOrderPush(orderNumber: string, storeId: number) {
    return this.texts.newOrderPush(orderNumber, storeId);
  }

  /** Writes an event's text in `tx` (the store's name read in it); an event told once is not told again. */
  async send(
    tx: Tx,
    event: OrderTextEvent,
    order: TextFacts,
    extra?: { courier?: { name: string; phone: string }; discriminator?: string },
  ): Promise<void> {
    const store = await this.stores.find(order.storeId, tx);
    await this.texts.send(tx, event, { ...order, storeName: store?.name ?? 'Suuq' }, extra);
  }

  /** After the commit: the texts leave now. */
  committed(): void {
    this.texts.committed();
  }
}
