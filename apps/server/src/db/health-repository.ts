/** The health check's one query: whether the database answers at all. */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export class HealthRepository {
  constructor(private readonly db: Db) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
