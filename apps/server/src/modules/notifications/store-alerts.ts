/**
 * A shop that has not accepted a new order in time hears of it on its own phone: one text per order, in Somali (the
 * language of Mogadishu's shops; no English word in it), once the order has waited `ALERT_AFTER_SECONDS`. Any process may
 * look; the message's key makes each order's alert one text however many look at once. Orders for later are left
 * out: they are accepted when their time comes nearer.
 */
import { and, eq, gt, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { orders, outboxMessages, stores } from '../../db/schema';
import { smsRecipient, toSms } from './gsm7';
import type { OutboxService } from './outbox-service';

/** How far back an order still gets an alert: older ones left unaccepted are past helping by text. */
const LOOK_BACK_HOURS = 6;
const BATCH = 50;

export function storeAlertText(orderNumber: string, minutes: number, staffLink: string): string {
  return toSms(
    `Suuq: Dalab cusub ${orderNumber} ayaa sugaya ${minutes} daqiiqo oo lama aqbalin. Ka aqbal looxa: ${staffLink}`,
  );
}

export class StoreAlerts {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly outbox: OutboxService,
    private readonly log: FastifyBaseLogger,
    private readonly options: { afterSeconds: number; sweepMs: number; publicUrl: string },
  ) {}

  /** Writes the alerts due now; answers how many were written (those another process wrote are not counted). */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.options.afterSeconds * 1000);
    const since = new Date(now.getTime() - LOOK_BACK_HOURS * 3_600_000);
    const waiting = await this.db
      .select({
        orderNumber: orders.orderNumber,
        storeId: orders.storeId,
        createdAt: orders.createdAt,
        phone: stores.phone,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(
        and(
          eq(orders.status, 'sent'),
          isNull(orders.scheduledFor),
          lt(orders.createdAt, before),
          gt(orders.createdAt, since),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(outboxMessages)
              .where(eq(outboxMessages.dedupeKey, sql`'store-alert:' || ${orders.orderNumber}`)),
          ),
        ),
      )
      .orderBy(orders.createdAt)
      .limit(BATCH);
    if (waiting.length === 0) return 0;
    const staffLink = `${this.options.publicUrl.replace(/\/+$/, '')}/staff`;
    let written = 0;
    await withTransaction(this.db, async (tx) => {
      for (const order of waiting) {
        const minutes = Math.max(1, Math.floor((now.getTime() - order.createdAt.getTime()) / 60_000));
        const added = await this.outbox.enqueueRow(tx, {
          channel: 'sms',
          recipient: smsRecipient(order.phone),
          body: storeAlertText(order.orderNumber, minutes, staffLink),
          kind: 'store_alert',
          language: 'so',
          dedupeKey: `store-alert:${order.orderNumber}`,
          storeId: order.storeId,
          orderNumber: order.orderNumber,
        });
        if (added) written += 1;
      }
    });
    if (written > 0) this.outbox.committed();
    return written;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .catch((err: unknown) => {
          this.log.error({ err }, 'store alert sweep failed');
          return 0;
        })
        .finally(() => {
          this.running = undefined;
        });
    }, this.options.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
