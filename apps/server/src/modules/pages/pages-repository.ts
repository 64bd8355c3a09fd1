/** Information pages as stored, in English and Somali. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import type { Tx } from '../../db/tx';

export type PageRow = typeof pages.$inferSelect;

export class PagesRepository {
  constructor(private readonly db: Db) {}

  async bySlug(slug: string, tx?: Tx): Promise<PageRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(pages).where(eq(pages.slug, slug)).limit(1);
    return row;
  }
}
