/**
 * Prepares a data folder for the XSS journey: migrates and seeds it, then stores hostile HTML where merchants and
 * editors write HTML (product descriptions, store stories, page bodies) and as plain text where the storefront shows
 * text (short descriptions). Prints, as JSON, which product carries which payload and the names of the stores.
 *
 *   tsx apps/server/scripts/store-untrusted-html.ts <data folder> <payloads.json>
 *
 * payloads.json: { "payloads": string[], "safe": string }
 */
import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { pages, products, stores } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed/seed';

const [dataDir, corpusFile] = process.argv.slice(2);
if (!dataDir || !corpusFile) {
  console.error('usage: store-untrusted-html.ts <data folder> <payloads.json>');
  process.exit(2);
}
const { payloads, safe } = JSON.parse(readFileSync(corpusFile, 'utf8')) as {
  payloads: string[];
  safe: string;
};

const database = openDatabase({ dataDir });
try {
  await database.migrate();
  await seedIfEmpty(database.db);
  const { db } = database;
  const all = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .orderBy(asc(products.id));
  if (all.length < payloads.length)
    throw new Error(`Only ${all.length} products for ${payloads.length} payloads`);
  const carriers: { slug: string; payload: number }[] = [];
  for (const [n, payload] of payloads.entries()) {
    const product = all[n]!;
    await db
      .update(products)
      .set({
        descriptionEn: `${safe}${payload}`,
        descriptionSo: `${safe}${payload}`,
        shortDescriptionEn: payload,
        shortDescriptionSo: payload,
      })
      .where(eq(products.id, product.id));
    carriers.push({ slug: product.slug, payload: n });
  }
  const everything = safe + payloads.join('<hr>');
  await db.update(stores).set({ aboutEn: everything, aboutSo: everything });
  await db.update(pages).set({ bodyEn: everything, bodySo: everything });
  const storeNames = (await db.select({ name: stores.name }).from(stores)).map((row) => row.name);
  const pageSlugs = (await db.select({ slug: pages.slug }).from(pages)).map((row) => row.slug);
  console.log(JSON.stringify({ products: carriers, stores: storeNames, pages: pageSlugs }));
} finally {
  await database.close();
}
