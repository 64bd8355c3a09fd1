/**
 * A delivery's money, written in the transaction that hands it over: its fee credited to the captain's wallet, and
 * the cash taken from the shopper recorded as held by the captain for Suuq (out of the balance, which may go below
 * zero: then the captain owes it). The ledger's partial unique indexes take each once per delivery, so a second
 * write for the same delivery fails and rolls the handover back instead of paying twice.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { walletTransactions, wallets } from '../../db/schema';

export interface DeliveryMoney {
  captainId: number;
  deliveryId: number;
  /** Minor units. */
  fee: number;
  cash: number;
  currency: string;
  at: Date;
}

async function change(
  tx: Tx,
  money: DeliveryMoney,
  kind: 'delivery_fee' | 'delivery_cash',
  amount: number,
): Promise<number> {
  const [row] = await tx
    .insert(wallets)
    .values({ userId: money.captainId, balance: amount, currency: money.currency, updatedAt: money.at })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balance: sql`${wallets.balance} + ${amount}`, updatedAt: money.at },
    })
    .returning({ balance: wallets.balance, currency: wallets.currency });
  if (!row) throw new Error(`Wallet of captain ${money.captainId} was not written`);
  if (row.currency !== money.currency) {
    // Amounts in different currencies never add up: refuse rather than mix them.
    throw new Error(`Wallet of captain ${money.captainId} is in ${row.currency}, not ${money.currency}`);
  }
  await tx.insert(walletTransactions).values({
    userId: money.captainId,
    kind,
    amount,
    balanceAfter: row.balance,
    deliveryId: money.deliveryId,
    createdAt: money.at,
  });
  return row.balance;
}

/** Credits the fee and records the cash; answers the balance after. Must run in the handover's transaction. */
export async function settleDelivery(money: DeliveryMoney, tx: Tx): Promise<number> {
  let balance = await change(tx, money, 'delivery_fee', money.fee);
  if (money.cash > 0) balance = await change(tx, money, 'delivery_cash', -money.cash);
  return balance;
}
