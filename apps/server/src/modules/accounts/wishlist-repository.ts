/** The wish list: product ids per user, answered as full products through the catalog. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Product } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { notFound } from '../../lib/domain-error';
import type { CatalogRepository } from '../catalog/catalog-module';

export class WishlistRepository {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogRepository,
  ) {}

  /** Newest first. */
  async list(userId: number, lang: Language): Promise<Product[]> {
    const rows = await this.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    return this.catalog.productsByIds(
      rows.map((row) => row.productId),
      lang,
    );
  }

  /** Adds a product (again is fine); 404 for a product that does not exist. */
  async add(userId: number, productId: number): Promise<void> {
    const [product] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!product) throw notFound();
    await this.db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  }

  async remove(userId: number, productId: number): Promise<void> {
    await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  }

  /** Adds the products of a list kept while signed out; ids of products that no longer exist are skipped. */
  async merge(userId: number, productIds: readonly number[]): Promise<void> {
    const unique = [...new Set(productIds)];
    if (unique.length === 0) return;
    const existing = await this.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, unique));
    if (existing.length === 0) return;
    await this.db
      .insert(wishlistItems)
      .values(existing.map((row) => ({ userId, productId: row.id })))
      .onConflictDoNothing();
  }
}
