/**
 * Loads the demo catalog, with its demo accounts, into an empty database. Runs on every start; does nothing once
 * industries exist, and takes a transaction-scoped advisory lock so two processes starting together seed once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  branches,
  categories,
  choiceGroups,
  choiceItems,
  industries,
  pages,
  productVariants,
  products,
  stores,
} from '../schema';
import { catalog } from './catalog-data';
import { pages as seedPages } from './pages-data';
import { seedCaptain } from './seed-captain';
import { containerColumns } from './seed-containers';
import { seedHours } from './seed-hours';
import { seedUsers } from './seed-users';
import { seedZones } from './seed-zones';
import type { SeedCatalog, SeedChoiceGroup, SeedIndustrySlug, SeedProduct, SeedText } from './types';
import { slugify } from '@suuq/shared/slug';

const SEED_LOCK_ID = 7_740_002;
/** The demo stores' preparation times, in minutes, by what they sell. */
const SEED_PREP_MINUTES: Record<SeedIndustrySlug, number> = { food: 25, grocery: 15, water: 10, gas: 10 };

/** Somali text only where it differs from English: the API falls back to English when it is null. */
function so(text: SeedText | undefined): string | null {
  return text?.so && text.so !== text.en ? text.so : null;
}

export function uniqueSlug(name: string, taken: Set<string>): string {
  const base = slugify(name) || 'item';
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

export interface SeedResult {
  seeded: boolean;
  stores: number;
  products: number;
}

/**
 * `hours: 'real'` gives the demo stores their opening hours and slot settings (the server's start asks for them);
 * `'slots'` only their slot settings. Without hours a store is open whenever its switch is on: tests, journeys and
 * load tests order at any time of day.
 */
export async function seedIfEmpty(
  db: Db,
  data: SeedCatalog = { ...catalog, pages: seedPages },
  options: { hours?: 'real' | 'slots' } = {},
) {
  return db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(industries);
    if (count > 0) return { seeded: false, stores: 0, products: 0 };

    const industryRows = await tx
      .insert(industries)
      .values(
        data.industries.map((industry, sort) => ({
          slug: industry.slug,
          nameEn: industry.name.en,
          nameSo: so(industry.name),
          image: industry.image,
          sort,
        })),
      )
      .returning({ id: industries.id, slug: industries.slug });
    const industryId = new Map(industryRows.map((row) => [row.slug, row.id]));

    const slugs = new Set<string>();
    let productCount = 0;
    for (const store of data.stores) {
      const id = industryId.get(store.industry);
      if (id === undefined) throw new Error(`Store ${store.slug} names unknown industry ${store.industry}`);
      const [storeRow] = await tx
        .insert(stores)
        .values({
          slug: store.slug,
          name: store.name,
          industryId: id,
          currency: store.currency,
          minOrderAmount: store.minOrder,
          deliveryFee: store.deliveryFee,
          dineIn: store.deliveryMethods.dineIn,
          pickup: store.deliveryMethods.pickup,
          delivery: store.deliveryMethods.delivery,
          image: store.image,
          phone: store.phone,
          address: store.address,
          addressSo: store.addressSo,
          lat: store.lat,
          lng: store.lng,
          isOpen: store.isOpen,
          // Food is cooked to order; water and gas only need loading.
          prepMinutes: SEED_PREP_MINUTES[store.industry],
          aboutEn: store.about.en,
          aboutSo: so(store.about),
        })
        .returning({ id: stores.id });
      if (!storeRow) throw new Error(`Store ${store.slug} was not inserted`);
      const storeId = storeRow.id;
      await tx.insert(branches).values({
        storeId,
        nameEn: store.branch.en,
        nameSo: so(store.branch),
        address: store.address,
        lat: store.lat,
        lng: store.lng,
        isMain: true,
      });
      if (store.deliveryMethods.delivery) await seedZones(tx, storeId, store);
      if (options.hours) await seedHours(tx, storeId, store.slug, { week: options.hours === 'real' });

      const categoryRows = await tx
        .insert(categories)
        .values(
          store.categories.map((category, sort) => ({
            storeId,
            nameEn: category.name.en,
            nameSo: so(category.name),
            image: category.image,
            sort,
          })),
        )
        .returning({ id: categories.id });

      const flat: { product: SeedProduct; categoryId: number; sort: number }[] = [];
      store.categories.forEach((category, index) => {
        const categoryId = categoryRows[index]?.id;
        if (categoryId === undefined) throw new Error('Category was not inserted');
        category.products.forEach((product, sort) => flat.push({ product, categoryId, sort }));
      });
      if (flat.length === 0) continue;
      productCount += flat.length;

      const productRows = await tx
        .insert(products)
        .values(
          flat.map(({ product, categoryId, sort }) => ({
            storeId,
            categoryId,
            slug: uniqueSlug(product.name.en, slugs),
            nameEn: product.name.en,
            nameSo: so(product.name),
            descriptionEn: product.description.en,
            descriptionSo: so(product.description),
            shortDescriptionEn: product.shortDescription.en,
            shortDescriptionSo: so(product.shortDescription),
            taglineEn: product.tagline?.en ?? '',
            taglineSo: so(product.tagline),
            image: product.image,
            sellingPrice: product.price,
            comparePrice: product.comparePrice ?? null,
            ...containerColumns(product.name.en),
            stock: product.variants?.length
              ? product.variants.reduce((sum, v) => sum + v.stock, 0)
              : product.stock,
            unlimitedStock: product.unlimitedStock ?? false,
            hasVariant: Boolean(product.variants?.length),
            isAddon: product.isAddon ?? false,
            isCombo: product.isCombo ?? false,
            isDeal: product.isDeal ?? false,
            attribute1: product.attributes?.[0] ?? null,
            attribute2: product.attributes?.[1] ?? null,
            attribute3: product.attributes?.[2] ?? null,
            sort,
          })),
        )
        .returning({ id: products.id });

      const variantValues: (typeof productVariants.$inferInsert)[] = [];
      const groups: { productId: number; kind: 'option' | 'addon'; group: SeedChoiceGroup; sort: number }[] =
        [];
      flat.forEach(({ product }, index) => {
        const productId = productRows[index]?.id;
        if (productId === undefined) throw new Error('Product was not inserted');
        product.variants?.forEach((variant, sort) =>
          variantValues.push({
            productId,
            nameEn: variant.name.en,
            nameSo: so(variant.name),
            shortDescriptionEn: variant.shortDescription?.en ?? '',
            shortDescriptionSo: so(variant.shortDescription),
            image: variant.image ?? product.image,
            sellingPrice: variant.price,
            stock: variant.stock,
            attribute1Value: variant.values[0] ?? null,
            attribute2Value: variant.values[1] ?? null,
            attribute3Value: variant.values[2] ?? null,
            sort,
          }),
        );
        product.options?.forEach((group, sort) => groups.push({ productId, kind: 'option', group, sort }));
        product.addons?.forEach((group, sort) => groups.push({ productId, kind: 'addon', group, sort }));
      });
      if (variantValues.length) await tx.insert(productVariants).values(variantValues);
      if (groups.length) {
        const groupRows = await tx
          .insert(choiceGroups)
          .values(
            groups.map(({ productId, kind, group, sort }) => ({
              productId,
              kind,
              key: group.key,
              titleEn: group.title.en,
              titleSo: so(group.title),
              limit: group.limit,
              required: group.required,
              sort,
            })),
          )
          .returning({ id: choiceGroups.id });
        const itemValues = groups.flatMap(({ group }, index) => {
          const groupId = groupRows[index]?.id;
          if (groupId === undefined) throw new Error('Choice group was not inserted');
          return group.items.map((item, sort) => ({
            groupId,
            itemEn: item.item.en,
            itemSo: so(item.item),
            price: item.price,
            sort,
          }));
        });
        if (itemValues.length) await tx.insert(choiceItems).values(itemValues);
      }
    }

    await seedUsers(tx, data.stores);
    await seedCaptain(tx);

    if (data.pages.length) {
      await tx.insert(pages).values(
        data.pages.map((page) => ({
          slug: page.slug,
          titleEn: page.title.en,
          titleSo: so(page.title),
          bodyEn: page.body.en,
          bodySo: page.body.so,
        })),
      );
    }
    return { seeded: true, stores: data.stores.length, products: productCount };
  });
}
