/**
 * Returnable containers after the order: staff count the new (deposit) containers that came back, and a customer
 * sees the containers they still hold with the deposits paid for them. Returns are counted per order; an order's
 * count is spread over its lines in order, so a held kind is always a whole number of containers.
 */
import type { HeldContainer, HeldContainers } from '@suuq/shared/containers';
import type { Language } from '@suuq/shared/labels';
import { fromMinor } from '@suuq/shared/money';
import { ConflictError, InvalidError, notFound } from '../../lib/domain-error';
import { localized } from '../../lib/lang';
import type { ContainerRepository, DepositLine } from './container-repository';
import type { OrderEvents } from './order-events';
import type { OrderRepository } from './order-repository';

export class ContainerService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly containers: ContainerRepository,
    private readonly events: OrderEvents,
  ) {}

  /** Sets the number of the order's new containers that came back (0 up to the number taken new). */
  async recordReturned(orderNumber: string, storeId: number, returned: number): Promise<void> {
    const order = await this.orders.rowInStore(orderNumber, storeId);
    if (!order) throw notFound();
    if (order.status === 'cancelled') throw new ConflictError('orderCancelled');
    const taken = (await this.containers.newLines(order.id)).reduce((sum, line) => sum + line.quantity, 0);
    if (returned > taken) {
      // The contract names the rule under `returned` by its key, as it is.
      throw new InvalidError(
        'containersReturnedTooMany',
        { n: taken },
        { returned: ['containersReturnedTooMany'] },
      );
    }
    if (!(await this.containers.setReturned(order.id, returned))) throw new ConflictError('orderCancelled');
    await this.events.storeOrder(storeId, orderNumber);
  }

  /** The containers a customer holds (taken new, not yet returned) and the deposits paid for them. */
  async held(userId: number, lang: Language): Promise<HeldContainers> {
    const lines = await this.containers.depositLines(userId);
    const kinds = new Map<string, { name: string; held: number; deposit: number; currency: string }>();
    for (const { line, held } of stillHeld(lines)) {
      if (held === 0) continue;
      const deposit = Math.round(line.depositTotal / line.quantity);
      const key = `${line.productId}:${deposit}:${line.currency}`;
      const kind = kinds.get(key) ?? {
        name: localized(lang, line.nameEn ?? '', line.nameSo),
        held: 0,
        deposit,
        currency: line.currency,
      };
      kind.held += held;
      kinds.set(key, kind);
    }
    const containers: HeldContainer[] = [...kinds.values()].map((kind) => ({
      name: kind.name,
      held: kind.held,
      deposit: fromMinor(kind.deposit),
      deposit_total: fromMinor(kind.deposit * kind.held),
      currency: kind.currency,
    }));
    const byCurrency = new Map<string, number>();
    for (const kind of kinds.values()) {
      byCurrency.set(kind.currency, (byCurrency.get(kind.currency) ?? 0) + kind.deposit * kind.held);
    }
    return {
      containers,
      deposits: [...byCurrency].map(([currency, amount]) => ({ amount: fromMinor(amount), currency })),
    };
  }
}

/** Each line with how many of its containers are still out, the order's returns taken from its first lines. */
function stillHeld(lines: DepositLine[]): { line: DepositLine; held: number }[] {
  const left = new Map<number, number>();
  return lines.map((line) => {
    const returned = left.get(line.orderId) ?? line.containersReturned;
    const back = Math.min(returned, line.quantity);
    left.set(line.orderId, returned - back);
    return { line, held: line.quantity - back };
  });
}
