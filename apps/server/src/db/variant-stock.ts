import { sql, type SQL } from 'drizzle-orm';
import { productVariants } from './schema';

/**
 * What a product with variants shows as its stock: the sum of its live variants. Variants staff removed are kept,
 * archived, for the orders that name them; their stock (put back when such an order is cancelled) is never shown.
 * The stock-taking function of the database (migration 0016) sums the same way.
 */
export function liveVariantStock(productId: number): SQL {
  return sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${productId} and not ${productVariants.archived})`;
}
