/** The log of messages: a store's for its staff, every one for the operator, each shown as `toLogEntry` shows it. */
import type { NotificationLogEntry, NotificationStatus } from '@suuq/shared/notification-log';
import type { OutboxRepository } from './outbox-repository';
import { STATUS_ROWS, toLogEntry } from './notification-view';

export interface LogQuery {
  page: number;
  perPage: number;
  status?: NotificationStatus | undefined;
  kind?: string | undefined;
}

export class NotificationLog {
  constructor(private readonly repository: OutboxRepository) {}

  /** The messages about one store's orders and alerts, newest first. */
  ofStore(storeId: number, query: LogQuery): Promise<{ rows: NotificationLogEntry[]; total: number }> {
    return this.list({ ...query, kind: undefined }, storeId);
  }

  /** Every message, newest first. */
  all(query: LogQuery): Promise<{ rows: NotificationLogEntry[]; total: number }> {
    return this.list(query, undefined);
  }

  private async list(query: LogQuery, storeId: number | undefined) {
    const { rows, total } = await this.repository.page({
      storeId,
      statuses: query.status ? STATUS_ROWS[query.status] : undefined,
      kind: query.kind,
      page: query.page,
      perPage: query.perPage,
    });
    return { rows: rows.map(toLogEntry), total };
  }
}
