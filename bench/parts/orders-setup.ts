/**
 * The orders part's store and buyers: stock set on a few products of the synthetic store (plenty on most, a
 * product with variants, one with a required option, and one scarce product that sells out), and the carts sent.
 */
import { eq, inArray } from 'drizzle-orm';
import { choiceGroups, choiceItems, productVariants, products } from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';
import { random } from '../lib/random';

export const PLENTY = 1_000_000;
export const SCARCE = 100;

export interface Stockable {
  productId: number;
  variantId: number | null;
}

export async function setUp(db: Db, storeId: number) {
  const rows = await db
    .select({ id: products.id, hasVariant: products.hasVariant, unlimited: products.unlimitedStock })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(products.id);
  const groups = await db
    .select({ productId: choiceGroups.productId, id: choiceGroups.id, kind: choiceGroups.kind })
    .from(choiceGroups)
    .where(
      inArray(
        choiceGroups.productId,
        rows.map((r) => r.id),
      ),
    );
  const withGroups = new Set(groups.map((g) => g.productId));
  const plain = rows.filter((r) => !r.hasVariant && !withGroups.has(r.id) && !r.unlimited).map((r) => r.id);
  const variantProduct = rows.find((r) => r.hasVariant && !withGroups.has(r.id))?.id;
  const optionGroup = groups.find((g) => g.kind === 'option');
  if (plain.length < 6 || !variantProduct || !optionGroup) {
    throw new Error('the synthetic store lacks plain, variant or option products');
  }
  const plenty = plain.slice(0, 5);
  const scarce = plain[5]!;
  const optionProduct = optionGroup.productId;
  const options = await db
    .select({ id: choiceItems.id })
    .from(choiceItems)
    .where(eq(choiceItems.groupId, optionGroup.id));
  const variants = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, variantProduct));

  await db
    .update(products)
    .set({ stock: PLENTY, saleable: true, unlimitedStock: false })
    .where(inArray(products.id, [...plenty, optionProduct]));
  await db.update(products).set({ stock: SCARCE, saleable: true }).where(eq(products.id, scarce));
  await db
    .update(productVariants)
    .set({ stock: PLENTY })
    .where(eq(productVariants.productId, variantProduct));
  await db
    .update(products)
    .set({ stock: PLENTY * variants.length, saleable: true })
    .where(eq(products.id, variantProduct));

  const stockables: Stockable[] = [
    // The product with variants shows their sum: its own row must follow them.
    ...[...plenty, optionProduct, scarce, variantProduct].map((productId) => ({
      productId,
      variantId: null,
    })),
    ...variants.map((v) => ({ productId: variantProduct, variantId: v.id })),
  ];
  return {
    plenty,
    scarce,
    optionProduct,
    optionIds: options.map((o) => o.id),
    variantProduct,
    variantIds: variants.map((v) => v.id),
    stockables,
  };
}

export type Setup = Awaited<ReturnType<typeof setUp>>;

export function carts(setup: Setup, branchId: number, withScarce = true): string[] {
  const rnd = random(11);
  const bodies: string[] = [];
  for (let i = 0; i < 500; i += 1) {
    const chosen = new Set<number>();
    const items: Record<string, unknown>[] = [];
    const lines = rnd.int(1, 3);
    for (let l = 0; l < lines; l += 1) {
      const product = rnd.pick(setup.plenty);
      if (chosen.has(product)) continue;
      chosen.add(product);
      items.push({ product_id: product, quantity: rnd.int(1, 3) });
    }
    if (rnd.chance(0.2)) {
      items.push({ product_id: setup.variantProduct, variant_id: rnd.pick(setup.variantIds), quantity: 1 });
    }
    if (rnd.chance(0.2)) {
      items.push({
        product_id: setup.optionProduct,
        option_ids: [rnd.pick(setup.optionIds)],
        quantity: rnd.int(1, 2),
      });
    }
    if (withScarce && rnd.chance(0.15)) items.push({ product_id: setup.scarce, quantity: rnd.int(1, 2) });
    const delivery = rnd.chance(0.5);
    bodies.push(
      JSON.stringify({
        branch_id: branchId,
        delivery_method: delivery ? 'delivery' : 'pickup',
        payment_method: rnd.chance(0.7) ? 'cash' : 'bank_transfer',
        customer: { name: `Buyer ${i}`, phone: `+25261${String(3_000_000 + i)}` },
        ...(delivery
          ? {
              address: {
                line: `House ${i}, Hodan, Mogadishu`,
                lat: 2.04 + i / 1e5,
                lng: 45.31,
                notes: 'Blue gate',
              },
            }
          : {}),
        items,
      }),
    );
  }
  return bodies;
}
