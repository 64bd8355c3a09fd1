/**
 * A synthetic catalog of any size, generated in memory as rows of the product's Drizzle schema (catalog-load.ts
 * puts them into a database; catalog-words.ts holds the vocabulary). Proportions follow the demo catalog: about a
 * third of the products are cooked dishes with unlimited stock, one in fourteen has variants, food has option and
 * addon groups. One supermarket holds a tenth of all products (at most 10,000): the "store with many products" of
 * the listing. Names are built from Somali and English words, brands and sizes, so search has real work to do.
 */
import { readdirSync } from 'node:fs';
import type {
  branches,
  categories,
  choiceGroups,
  choiceItems,
  industries,
  productVariants,
  products,
  stores,
} from '../../apps/server/src/db/schema';
import {
  BRANDS,
  CATEGORY_NAMES,
  INDUSTRY_ROWS,
  ITEMS,
  PLACES,
  QUALITIES,
  SIZES,
  STORE_KINDS,
  type IndustrySlug,
  type Pair,
} from './catalog-words';
import { random } from './random';

export interface CatalogShape {
  products: number;
  stores: number;
  categories: number;
  variants: number;
  groups: number;
  items: number;
  /** The store the listing pages through. */
  bigStore: { id: number; categoryIds: number[]; products: number; branchId: number };
}

export interface GeneratedCatalog {
  industries: (typeof industries.$inferInsert)[];
  stores: (typeof stores.$inferInsert)[];
  branches: (typeof branches.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  variants: (typeof productVariants.$inferInsert)[];
  groups: (typeof choiceGroups.$inferInsert)[];
  items: (typeof choiceItems.$inferInsert)[];
  shape: CatalogShape;
}

function imageNames(folder: string): string[] {
  const dir = new URL(`../../apps/server/assets/images/${folder}/`, import.meta.url);
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => `/images/${folder}/${name}`);
  return names.length ? names : [`/images/${folder}/placeholder.svg`];
}

const slugPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Generates a catalog of `productCount` products; the same count always gives the same catalog. */
export function generateCatalog(productCount: number, seed = 20_240_601): GeneratedCatalog {
  const rnd = random(seed ^ productCount);
  const productImages = imageNames('products');
  const categoryImages = imageNames('categories');
  const storeImages = imageNames('stores');
  const out: GeneratedCatalog = {
    industries: INDUSTRY_ROWS.map((row, sort) => ({
      id: sort + 1,
      slug: row.slug,
      nameEn: row.name[0],
      nameSo: row.name[1],
      image: `/images/industries/${row.slug}.svg`,
      sort,
    })),
    stores: [],
    branches: [],
    categories: [],
    products: [],
    variants: [],
    groups: [],
    items: [],
    shape: undefined as unknown as CatalogShape,
  };
  const industryId = (slug: IndustrySlug) => INDUSTRY_ROWS.findIndex((row) => row.slug === slug) + 1;

  // Store sizes: one big supermarket, then stores of 20 to 180 products (about 100 on average).
  const bigSize = Math.min(10_000, Math.round(productCount / 10));
  const sizes = [bigSize];
  let left = productCount - bigSize;
  while (left > 0) {
    const size = Math.min(left, rnd.int(20, 180));
    sizes.push(size);
    left -= size;
  }

  let categoryId = 0;
  let productId = 0;
  let variantId = 0;
  let groupId = 0;
  let itemId = 0;
  const usedStoreSlugs = new Set<string>();
  let bigStore: CatalogShape['bigStore'] | undefined;

  sizes.forEach((size, index) => {
    const id = index + 1;
    const roll = rnd.next();
    const industry: IndustrySlug =
      index === 0 ? 'grocery' : roll < 0.45 ? 'grocery' : roll < 0.8 ? 'food' : roll < 0.9 ? 'water' : 'gas';
    const place = rnd.pick(PLACES);
    let name = `${place} ${rnd.pick(STORE_KINDS[industry])}`;
    if (usedStoreSlugs.has(slugPart(name))) name = `${name} ${id}`;
    usedStoreSlugs.add(slugPart(name));
    const lat = 2.03 + rnd.next() * 0.06;
    const lng = 45.3 + rnd.next() * 0.06;
    const address = `${place}, Mogadishu`;
    out.stores.push({
      id,
      slug: slugPart(name),
      name,
      industryId: industryId(industry),
      currency: 'USD',
      minOrderAmount: index === 0 ? 0 : rnd.pick([0, 200, 500, 1_000]),
      deliveryFee: rnd.pick([0, 50, 100, 150, 200]),
      dineIn: industry === 'food',
      pickup: true,
      delivery: true,
      image: rnd.pick(storeImages),
      phone: `+25261${String(1_000_000 + id).padStart(7, '0')}`,
      address,
      lat,
      lng,
      isOpen: index === 0 || rnd.chance(0.9),
      aboutEn: `<p>${name} serves ${place} and the nearby districts every day.</p>`,
      aboutSo: `<p>${name} waxay u adeegtaa ${place} iyo xaafadaha u dhow maalin kasta.</p>`,
    });
    out.branches.push({ id, storeId: id, nameEn: `${place} main branch`, address, lat, lng, isMain: true });

    const categoryPool = CATEGORY_NAMES[industry];
    const categoryCount =
      index === 0
        ? Math.min(50, Math.max(4, Math.round(size / 200)))
        : Math.min(categoryPool.length, 3 + (size >> 5));
    const storeCategoryIds: number[] = [];
    for (let c = 0; c < categoryCount; c += 1) {
      categoryId += 1;
      storeCategoryIds.push(categoryId);
      const base = categoryPool[c % categoryPool.length]!;
      const round = Math.floor(c / categoryPool.length);
      out.categories.push({
        id: categoryId,
        storeId: id,
        nameEn: round ? `${base[0]} ${round + 1}` : base[0],
        nameSo: round ? `${base[1]} ${round + 1}` : base[1],
        image: rnd.pick(categoryImages),
        sort: c,
      });
    }
    if (index === 0) bigStore = { id, categoryIds: storeCategoryIds, products: size, branchId: id };

    for (let p = 0; p < size; p += 1) {
      productId += 1;
      const item = rnd.pick(ITEMS[industry]);
      const brand = rnd.pick(BRANDS);
      const quality = rnd.chance(0.4) ? rnd.pick(QUALITIES) : undefined;
      const sizeLabel = rnd.pick(SIZES[industry]);
      const nameEn = `${brand} ${quality ? `${quality[0]} ` : ''}${item[0]} ${sizeLabel}`;
      const nameSo = `${item[1]} ${brand}${quality ? ` ${quality[1]}` : ''} ${sizeLabel}`;
      const dish = industry === 'food' && rnd.chance(0.9);
      const price = rnd.int(25, 6_000);
      const withVariants = !dish && rnd.chance(0.07);
      const variantStocks: number[] = [];
      if (withVariants) {
        const count = rnd.int(2, 4);
        for (let v = 0; v < count; v += 1) {
          variantId += 1;
          const stock = rnd.int(0, 120);
          variantStocks.push(stock);
          const label = SIZES[industry][v % SIZES[industry].length]!;
          out.variants.push({
            id: variantId,
            productId,
            nameEn: label,
            shortDescriptionEn: `${item[0]}, ${label}`,
            shortDescriptionSo: `${item[1]}, ${label}`,
            image: rnd.pick(productImages),
            sellingPrice: Math.round(price * (1 + v * 0.8)),
            stock,
            attribute1Value: label,
            sort: v,
          });
        }
      }
      const stock = withVariants
        ? variantStocks.reduce((a, b) => a + b, 0)
        : rnd.chance(0.05)
          ? 0
          : rnd.int(1, 250);
      out.products.push({
        id: productId,
        storeId: id,
        categoryId: storeCategoryIds[rnd.int(0, storeCategoryIds.length - 1)]!,
        slug: `${slugPart(nameEn)}-${productId}`,
        nameEn,
        nameSo,
        descriptionEn: `<p>${nameEn} from ${name}. ${item[0]} chosen for families in ${place}; delivered the same day.</p>`,
        descriptionSo: `<p>${nameSo} oo ka yimid ${name}. Waxaa loo doortay qoysaska ${place}; isla maalinta ayaa la keenaa.</p>`,
        shortDescriptionEn: `${item[0]} by ${brand}, ${sizeLabel}`,
        shortDescriptionSo: `${item[1]} ${brand}, ${sizeLabel}`,
        taglineEn: quality ? `${quality[0]} quality` : '',
        taglineSo: quality ? quality[1] : null,
        image: rnd.pick(productImages),
        sellingPrice: price,
        comparePrice: rnd.chance(0.2) ? Math.round(price * 1.2) : null,
        stock: dish ? 100 : stock,
        unlimitedStock: dish,
        hasVariant: withVariants,
        isDeal: rnd.chance(0.05),
        attribute1: withVariants ? 'Size' : null,
        sort: p,
      });

      const groupChance = industry === 'food' ? 0.6 : 0.05;
      if (rnd.chance(groupChance)) {
        groupId += 1;
        out.groups.push({
          id: groupId,
          productId,
          kind: 'option',
          key: 'size',
          titleEn: 'Choose a size',
          titleSo: 'Dooro cabbirka',
          limit: 1,
          required: true,
          sort: 0,
        });
        const count = rnd.int(2, 4);
        for (let i = 0; i < count; i += 1) {
          itemId += 1;
          const label = SIZES[industry][i % SIZES[industry].length]!;
          out.items.push({ id: itemId, groupId, itemEn: label, itemSo: label, price: i * 50, sort: i });
        }
      }
      if (industry === 'food' && rnd.chance(0.25)) {
        groupId += 1;
        out.groups.push({
          id: groupId,
          productId,
          kind: 'addon',
          key: 'extras',
          titleEn: 'Extras',
          titleSo: 'Wax dheeri ah',
          limit: rnd.int(2, 3),
          required: false,
          sort: 1,
        });
        const extras: Pair[] = [
          ['Extra sauce', 'Suugo dheeri ah'],
          ['Banana', 'Muus'],
          ['Chili', 'Basbaas'],
          ['Cheese', 'Jiis'],
          ['Salad', 'Saladh'],
        ];
        const count = rnd.int(3, 5);
        for (let i = 0; i < count; i += 1) {
          itemId += 1;
          const extra = extras[i]!;
          out.items.push({
            id: itemId,
            groupId,
            itemEn: extra[0],
            itemSo: extra[1],
            price: 25 + i * 25,
            sort: i,
          });
        }
      }
    }
  });

  out.shape = {
    products: out.products.length,
    stores: out.stores.length,
    categories: out.categories.length,
    variants: out.variants.length,
    groups: out.groups.length,
    items: out.items.length,
    bigStore: bigStore!,
  };
  return out;
}
