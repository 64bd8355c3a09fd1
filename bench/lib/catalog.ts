/**
 * A synthetic catalog of any size, generated in memory and loaded with batched multi-row INSERTs into a migrated
 * database through the product's Drizzle schema. Proportions follow the demo catalog: about a third of the
 * products are cooked dishes with unlimited stock, one in fourteen has variants, food has option and addon groups.
 * One supermarket holds a tenth of all products (at most 10,000): the "store with many products" of the listing.
 * Names are built from Somali and English words, brands and sizes, so search has real work to do.
 */
import { readdirSync } from 'node:fs';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../apps/server/src/db/client';
import {
  branches,
  categories,
  choiceGroups,
  choiceItems,
  industries,
  productVariants,
  products,
  stores,
} from '../../apps/server/src/db/schema';

type Pair = readonly [en: string, so: string];

/** A comma-separated list written across lines. */
const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
type IndustrySlug = 'food' | 'grocery' | 'water' | 'gas';

/** A deterministic random source, so every database and every run gets the same catalog. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const ITEMS: Record<IndustrySlug, readonly Pair[]> = {
  grocery: [
    ['Basmati Rice', 'Bariis Basmati'],
    ['Long Grain Rice', 'Bariis Dheer'],
    ['Sugar', 'Sonkor'],
    ['Wheat Flour', 'Bur Sarreen'],
    ['Spaghetti', 'Baasto Dheer'],
    ['Macaroni', 'Makarooni'],
    ['Cooking Oil', 'Saliid Cunto'],
    ['Sesame Oil', 'Saliid Macsaro'],
    ['Powdered Milk', 'Caano Budo'],
    ['Camel Milk', 'Caano Geel'],
    ['Black Tea', 'Shaah Madow'],
    ['Green Tea', 'Shaah Cagaar'],
    ['Coffee Beans', 'Bun Qaxwo'],
    ['Dates', 'Timir'],
    ['Red Lentils', 'Misir Cas'],
    ['Kidney Beans', 'Digir Cas'],
    ['Tomato Paste', 'Yaanyo Qasacadeysan'],
    ['Sea Salt', 'Cusbo Badeed'],
    ['Red Onions', 'Basal Cas'],
    ['Potatoes', 'Baradho'],
    ['Bananas', 'Muus'],
    ['Mangoes', 'Cambe'],
    ['Eggs', 'Ukun'],
    ['Ghee', 'Subag'],
    ['Honey', 'Malab'],
    ['Goat Meat', 'Hilib Ari'],
    ['Camel Meat', 'Hilib Geel'],
    ['Chicken', 'Digaag'],
    ['Tuna Can', 'Tuuna Qasacad'],
    ['Biscuits', 'Buskud'],
    ['Bath Soap', 'Saabuun Maydhasho'],
    ['Laundry Detergent', 'Saabuun Dhar'],
    ['Sorghum', 'Masago'],
    ['Maize Flour', 'Bur Galley'],
    ['Cardamom', 'Hayl'],
    ['Cinnamon', 'Qorfe'],
    ['Ginger', 'Sinjibiil'],
    ['Garlic', 'Toon'],
    ['Green Peppers', 'Basbaas Cagaar'],
    ['Lemons', 'Liin Dhanaan'],
    ['Watermelon', 'Qare'],
    ['Papaya', 'Babaay'],
    ['Mango Juice', 'Casiir Cambe'],
    ['Yoghurt', 'Caano Fadhi'],
    ['Noodles', 'Nuudal'],
    ['Peanut Butter', 'Subag Lows'],
  ],
  food: [
    ['Canjeero with Ghee', 'Canjeero Subag'],
    ['Chapati', 'Sabaayad'],
    ['Spiced Rice', 'Bariis Iskukaris'],
    ['Pasta with Sauce', 'Baasto Suugo'],
    ['Beef Suqaar', 'Suqaar Hilib'],
    ['Goat Stew', 'Maraq Ari'],
    ['Sambuusa', 'Sambuusa'],
    ['Malawax', 'Malawax'],
    ['Muufo Bread', 'Muufo'],
    ['Lahooh', 'Lahooh'],
    ['Grilled Fish', 'Kalluun Duban'],
    ['Fried Chicken', 'Digaag Shiilan'],
    ['Spiced Tea', 'Shaah Cadays'],
    ['Halwa', 'Xalwo'],
    ['Kac Kac', 'Kac Kac'],
    ['Sponge Cake', 'Doolsho'],
    ['Beef Burger', 'Burger Hilib'],
    ['Chicken Pizza', 'Bisaaso Digaag'],
    ['Chicken Shawarma', 'Shawarma Digaag'],
    ['French Fries', 'Baradho Shiilan'],
    ['Fresh Juice', 'Casiir Cusub'],
    ['Bajiye', 'Bajiye'],
    ['Lentil Soup', 'Maraq Misir'],
    ['Liver Fry', 'Beer Shiilan'],
  ],
  water: [
    ['Bottled Water', 'Biyo Dhalo'],
    ['Mineral Water', 'Biyo Macdan'],
    ['Water Jerrycan', 'Joog Biyo'],
    ['Water Tanker Delivery', 'Booyad Biyo'],
    ['Dispenser Bottle', 'Dhalo Dispenser'],
    ['Water Dispenser', 'Qaboojiye Biyo'],
  ],
  gas: [
    ['Gas Cylinder', 'Dhalo Gaas'],
    ['Gas Refill', 'Buuxin Gaas'],
    ['Charcoal Sack', 'Joonyad Dhuxul'],
    ['Charcoal Stove', 'Burjiko Dhuxul'],
    ['Gas Stove', 'Burjiko Gaas'],
    ['Gas Regulator', 'Rayguleetar Gaas'],
  ],
};

const BRANDS = words(`
  Daallo, Hormuud, Xamar, Barakaat, Jubba, Shabelle, Gedo, Sanaag, Nugaal, Hiiraan, Banaadir, Kismaayo,
  Berbera, Baydhabo, Afgooye, Marka, Jowhar, Beledweyne, Garoowe, Sahan, Ubax, Hodan, Nasteex, Dalsan,
  Amoud, Golis, Somtel, Raxmo, Barwaaqo, Karaan, Liido, Bakaaro, Tawfiiq, Salaam, Nuur, Olol, Sunrise,
  Royal, Golden, Ocean
`);
const QUALITIES: readonly Pair[] = [
  ['Fresh', 'Cusub'],
  ['Premium', 'Heer Sare'],
  ['Family', 'Qoys'],
  ['Classic', 'Caadi'],
  ['Organic', 'Dabiici'],
  ['Local', 'Dalka'],
  ['Special', 'Gaar ah'],
];
const SIZES: Record<IndustrySlug, readonly string[]> = {
  grocery: [
    '250 g',
    '500 g',
    '1 kg',
    '2 kg',
    '5 kg',
    '10 kg',
    '25 kg',
    '50 kg',
    '1 L',
    '3 L',
    '5 L',
    'pack of 6',
  ],
  food: ['small', 'regular', 'large', 'family', 'half', 'double'],
  water: ['500 ml', '1.5 L', '5 L', '10 L', '20 L', '1,000 L', '5,000 L'],
  gas: ['3 kg', '6 kg', '13 kg', '25 kg', '45 kg', 'one burner', 'two burners'],
};
const PLACES = words(`
  Xamar, Hodan, Waaberi, Wadajir, Hawl Wadaag, Bondhere, Shibis, Karaan, Yaqshid, Dayniile, Kaaraan,
  Shangaani, Xamarweyne, Abdiaziz, Wardhiigley, Dharkenley, Kaxda, Heliwaa, Gubadley, Lido, Taleex,
  Bakaaro, Sayidka, KM4, Tarabuunka, Siinaay, Jaalle Siyaad, Afrik, Daljirka, Nasa Hablod, Barakaat,
  Tawakal, Amaan, Rajo, Horseed, Ilays, Barwaaqo, Hiil, Naruuro
`);
const STORE_KINDS: Record<IndustrySlug, readonly string[]> = {
  grocery: ['Supermarket', 'Family Store', 'Fresh Market', 'Mini Market', 'Wholesale'],
  food: ['Restaurant', 'Cafe', 'Fast Food', 'Bakery', 'Grill'],
  water: ['Water', 'Water Company', 'Water Supply'],
  gas: ['Gas Supply', 'Gas and Charcoal', 'Energy'],
};
const CATEGORY_NAMES: Record<IndustrySlug, readonly Pair[]> = {
  grocery: [
    ['Rice and Grains', 'Bariis iyo Miro'],
    ['Sugar and Tea', 'Sonkor iyo Shaah'],
    ['Oil and Ghee', 'Saliid iyo Subag'],
    ['Dairy and Eggs', 'Caano iyo Ukun'],
    ['Fruit', 'Miro'],
    ['Vegetables', 'Khudaar'],
    ['Meat', 'Hilib'],
    ['Spices', 'Xawaash'],
    ['Household', 'Alaabta Guriga'],
    ['Snacks', 'Cunto Fudud'],
    ['Canned Food', 'Cunto Qasacadeysan'],
    ['Flour and Baking', 'Bur iyo Dubid'],
  ],
  food: [
    ['Breakfast', 'Quraac'],
    ['Rice Dishes', 'Bariis'],
    ['Pasta Dishes', 'Baasto'],
    ['Grills', 'Solid'],
    ['Seafood', 'Cunto Badeed'],
    ['Drinks', 'Cabitaan'],
    ['Sweets', 'Macmacaan'],
    ['Wraps', 'Duub'],
  ],
  water: [
    ['Bottled Water', 'Biyo Dhalo'],
    ['Jerrycans', 'Joogag'],
    ['Tankers', 'Booyado'],
    ['Dispensers', 'Qaboojiyeyaal'],
  ],
  gas: [
    ['Gas Cylinders', 'Dhalooyin Gaas'],
    ['Refills', 'Buuxin'],
    ['Charcoal', 'Dhuxul'],
    ['Accessories', 'Qalab'],
  ],
};
const INDUSTRY_ROWS: { slug: IndustrySlug; name: Pair }[] = [
  { slug: 'food', name: ['Food', 'Cunto'] },
  { slug: 'grocery', name: ['Grocery', 'Raashin'] },
  { slug: 'water', name: ['Water', 'Biyo'] },
  { slug: 'gas', name: ['Gas', 'Gaas'] },
];

/** Rotating search queries: English, Somali, brands, store names, and common typos. */
export const SEARCH_QUERIES: readonly string[] = words(`
  rice, bariis, bariss, basmati, basmatti, sugar, suger, sonkor, milk, caano, cano, camel milk, shaah,
  tea, coffe, gas, gass cylinder, dhalo gaas, dhuxul, charcoal, water, biyo, jerrycan, canjeero, canjero,
  sambuusa, sambusa, malawax, daallo, dalo, spagetti, tomato, tomatto, hilib, goat meat, kalluun, kaluun,
  fish, cooking oil, saliid, timir, dates, honey, malab, xamar, jubba, juba, hormuud supermarket,
  shawarma, burger, pizza, lentils, misir, flour, bur, eggs, ukun, banana, muus, mango, cambe, soap,
  saabuun
`);

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

interface Generated {
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
export function generateCatalog(productCount: number, seed = 20_240_601): Generated {
  const rnd = random(seed ^ productCount);
  const productImages = imageNames('products');
  const categoryImages = imageNames('categories');
  const storeImages = imageNames('stores');
  const out: Generated = {
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

/**
 * Inserts rows in batches of a few thousand as one JSON parameter each (`json_populate_recordset`): far fewer
 * parameters to bind than a multi-row VALUES list, with the same rows, defaults, checks and indexes.
 */
async function insertBatched(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const name = getTableConfig(table).name;
  const keys = Object.keys(rows[0]!);
  const dbNames = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${name} has no column ${key}`);
    return column.name;
  });
  const list = dbNames.map((column) => `"${column}"`).join(', ');
  for (let start = 0; start < rows.length; start += 5_000) {
    const batch = rows.slice(start, start + 5_000).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((key, i) => (out[dbNames[i]!] = row[key] ?? null));
      return out;
    });
    await db.execute(
      sql`insert into ${sql.raw(`"${name}" (${list})`)} select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(`"${name}"`)}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/** Loads a generated catalog into a migrated, empty database; returns the milliseconds it took. */
export async function loadCatalog(db: Db, catalog: Generated): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertBatched(t, industries, catalog.industries);
    await insertBatched(t, stores, catalog.stores);
    await insertBatched(t, branches, catalog.branches);
    await insertBatched(t, categories, catalog.categories);
    await insertBatched(t, products, catalog.products);
    await insertBatched(t, productVariants, catalog.variants);
    await insertBatched(t, choiceGroups, catalog.groups);
    await insertBatched(t, choiceItems, catalog.items);
    // Explicit ids were inserted; move the sequences past them so the app's own inserts do not collide.
    for (const table of [
      'industries',
      'stores',
      'branches',
      'categories',
      'products',
      'product_variants',
      'choice_groups',
      'choice_items',
    ]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
  });
  // What autovacuum does on a live server: planner statistics, visibility map, GIN pending lists merged.
  await db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}
