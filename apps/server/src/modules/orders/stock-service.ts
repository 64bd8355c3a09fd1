/**
 * The rules of stock: checking a cart against it, taking it for an order inside the order's transaction, giving it
 * back when an order is cancelled, and staff setting it. Stock is taken with conditional updates (an update that
 * finds too little changes nothing and the order rolls back); isolation levels alone are not trusted for this.
 */
import type { SQL } from 'drizzle-orm';
import type { StockShortfall } from '@suuq/shared/orders';
import type { Db } from '../../db/client';
import { pgError } from '../../db/pg-errors';
import { withTransaction, type Tx } from '../../db/tx';
import { ConflictError, NotFoundError } from '../../lib/domain-error';
import type { OrderEvents } from './order-events';
import { stockDemand, type CatalogSnapshot, type PricedLine } from './pricing';
import { STOCK_SHORT, takeStatement, type StockRepository } from './stock-repository';
import type { StoreRepository } from '../stores/stores-module';

/** A stock shortfall, with what is left of each line that fell short (the contract's objects under `items`). */
export function stockConflict(shortfalls: StockShortfall[]) {
  return new ConflictError('quantityConflict', {}, { items: shortfalls });
}

/** Stock to take for an order: the rows it changes, in the one lock order (`lockOrder`). */
export type StockTake = ReturnType<typeof lockOrder>;

/** A line as stock sees it: what to take from (or give back to) which product or variant. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

export class StockService {
  constructor(
    private readonly db: Db,
    private readonly stock: StockRepository,
    private readonly stores: StoreRepository,
    private readonly events: OrderEvents,
  ) {}

  catalog(productIds: number[]): Promise<CatalogSnapshot> {
    return this.stock.catalog(productIds);
  }

  async verifyQuantity(
    storeId: number,
    items: { product_id: number; variant_id?: number | null | undefined; quantity: number }[],
  ) {
    if (!(await this.stores.find(storeId))) throw new NotFoundError();
    const catalog = await this.stock.catalog(items.map((i) => i.product_id));
    const demand = stockDemand(
      items.map((i) => ({ productId: i.product_id, variantId: i.variant_id ?? null, quantity: i.quantity })),
    );
    const shortfalls = demand.flatMap((line): StockShortfall[] => {
      const product = catalog.products.get(line.productId);
      if (!product || product.storeId !== storeId || !product.saleable || product.hidden) {
        return [{ product_id: line.productId, variant_id: line.variantId, available: 0 }];
      }
      if (product.unlimitedStock) return [];
      const variant = line.variantId ? catalog.variants.get(line.variantId) : undefined;
      if (line.variantId && (variant?.productId !== product.id || variant.archived)) {
        return [{ product_id: line.productId, variant_id: line.variantId, available: 0 }];
      }
      const available = variant ? variant.stock : product.stock;
      return available >= line.quantity
        ? []
        : [{ product_id: line.productId, variant_id: line.variantId, available }];
    });
    if (shortfalls.length) throw stockConflict(shortfalls);
    return { available: true as const };
  }

  /**
   * Refuses, without a transaction, lines the snapshot already shows too little stock for: once a product sells
   * out, a rush of late buyers costs one read each instead of a queue of transactions for a locked row.
   */
  checkSnapshot(lines: readonly PricedLine[], catalog: CatalogSnapshot): void {
    const shortfalls = stockDemand(lines.filter((line) => !line.unlimited)).flatMap((line) => {
      const available = line.variantId
        ? (catalog.variants.get(line.variantId)?.stock ?? 0)
        : (catalog.products.get(line.productId)?.stock ?? 0);
      return available >= line.quantity
        ? []
        : [{ product_id: line.productId, variant_id: line.variantId, available }];
    });
    if (shortfalls.length) throw stockConflict(shortfalls);
  }

  /**
   * The stock an order's limited lines take (undefined when they take none), taken by `takeStatement` as the order's
   * last statement, or by `take` inside its transaction. Either locks the rows in one fixed order, the same in every
   * transaction that changes stock: every variant row by id, then each product row once by id. Two orders that share
   * rows then queue instead of deadlocking.
   */
  toTake(lines: readonly StockLine[]): StockTake | undefined {
    const take = lockOrder(lines);
    return take.products.length === 0 ? undefined : take;
  }

  /** The statement that takes `take`, to end the order's transaction with (see `withTransaction`). */
  takeStatement(take: StockTake): SQL {
    return takeStatement(take.variants, take.products);
  }

  /** Takes `take` inside the order's transaction. */
  async take(take: StockTake, tx: Tx): Promise<void> {
    await this.stock.take(take.variants, take.products, tx);
  }

  /**
   * The 409 for a take that found too little stock (the transaction has rolled back), with what was left of each line
   * that fell short once its row was locked; undefined for any other error.
   */
  shortfall(error: unknown, take: StockTake): ConflictError | undefined {
    const detail = stockShortDetail(error);
    if (!detail) return undefined;
    const shortfalls = detail.flatMap(([kind, id, available]): StockShortfall[] => {
      if (kind === 'v') {
        const line = take.variants.find((v) => v.variantId === id);
        return line ? [{ product_id: line.productId, variant_id: id, available }] : [];
      }
      return [{ product_id: id, variant_id: null, available }];
    });
    return stockConflict(shortfalls);
  }

  /**
   * Gives back a cancelled order's stock inside the cancelling transaction: exactly what each line took, whatever
   * the product's stock settings are now (a line placed while it was unlimited took nothing, and gives nothing).
   */
  async giveBackOrder(lines: readonly (StockLine & { stockTaken: number })[], tx: Tx): Promise<void> {
    await this.giveBack(
      lines
        .filter((line) => line.stockTaken > 0)
        .map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.stockTaken })),
      tx,
    );
  }

  /** Gives back stock inside the cancelling transaction, locking rows in the same order as `take`. */
  async giveBack(lines: readonly StockLine[], tx: Tx): Promise<void> {
    const { variants, products } = lockOrder(lines);
    for (const line of variants) await this.stock.addToVariant(line.variantId, line.quantity, tx);
    for (const product of products) {
      if (product.hasVariants) await this.stock.syncProductStock(product.productId, tx);
      else await this.stock.addToProduct(product.productId, product.quantity, tx);
    }
  }

  /** Staff set a product's (or one of its variants') stock, or make it unlimited. */
  async setStock(
    storeId: number,
    productId: number,
    change: { stock: number; unlimited?: boolean | undefined; variantId?: number | undefined },
  ) {
    const result = await withTransaction(this.db, async (tx) => {
      // Read without a lock: the updates below lock the variant, then the product, as taking stock does.
      const product = await this.stock.productOfStore(productId, storeId, tx);
      if (!product) throw new NotFoundError();
      if (
        change.variantId &&
        !(await this.stock.setVariantStock(product.id, change.variantId, change.stock, tx))
      ) {
        throw new NotFoundError();
      }
      const row = await this.stock.setProductStock(
        product.id,
        product.hasVariant ? 'sum-of-variants' : change.stock,
        change.unlimited,
        tx,
      );
      return row!;
    });
    await this.events.catalogChanged(storeId);
    return result;
  }
}

/**
 * The rows a set of lines changes, in the one order every stock transaction locks them: variants by id, then each
 * product once by id (a product with variants is set to their sum; one without loses or gains the quantity).
 */
export function lockOrder(lines: readonly StockLine[]) {
  const variants = new Map<number, { productId: number; variantId: number; quantity: number }>();
  const products = new Map<number, { productId: number; hasVariants: boolean; quantity: number }>();
  for (const line of lines) {
    const product = products.get(line.productId) ?? {
      productId: line.productId,
      hasVariants: false,
      quantity: 0,
    };
    products.set(line.productId, product);
    if (line.variantId === null) {
      product.quantity += line.quantity;
      continue;
    }
    product.hasVariants = true;
    const variant = variants.get(line.variantId);
    if (variant) variant.quantity += line.quantity;
    else
      variants.set(line.variantId, {
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
      });
  }
  return {
    variants: [...variants.values()].sort((a, b) => a.variantId - b.variantId),
    products: [...products.values()].sort((a, b) => a.productId - b.productId),
  };
}

/** The rows `take_stock` found short (`[kind, id, stock]`), when the error is its refusal. */
function stockShortDetail(error: unknown): ['v' | 'p', number, number][] | undefined {
  const raised = pgError(error, STOCK_SHORT);
  if (!raised || typeof raised.detail !== 'string') return undefined;
  return JSON.parse(raised.detail) as ['v' | 'p', number, number][];
}
