import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog-data';
import { pages } from './pages-data';
import type { SeedChoiceGroup, SeedProduct, SeedText } from './types';

// Image paths are URLs under /images; the files live in apps/server/assets/images.
const ASSETS = new URL('../../../assets/', import.meta.url);
const fileFor = (path: string) => fileURLToPath(new URL(`.${path}`, ASSETS));

const stores = catalog.stores;
const categories = stores.flatMap((store) => store.categories);
const products: SeedProduct[] = categories.flatMap((category) => category.products);
const variants = products.flatMap((product) => product.variants ?? []);
const options: SeedChoiceGroup[] = products.flatMap((product) => product.options ?? []);
const addonGroups: SeedChoiceGroup[] = products.flatMap((product) => product.addons ?? []);

const texts = (): SeedText[] => [
  ...catalog.industries.map((industry) => industry.name),
  ...stores.flatMap((store) => [store.about, store.branch]),
  ...categories.map((category) => category.name),
  ...products.flatMap((product) => [product.name, product.shortDescription, product.description]),
  ...variants.map((v) => v.name),
  ...[...options, ...addonGroups].flatMap((group) => [
    group.title,
    ...group.items.map((choice) => choice.item),
  ]),
];

describe('demo catalog', () => {
  it('is big enough to feel like a real marketplace', () => {
    expect(stores.length).toBeGreaterThanOrEqual(8);
    expect(products.length).toBeGreaterThanOrEqual(150);
  });

  it('has the four industries, each with at least two stores', () => {
    expect(catalog.industries.map((industry) => industry.slug).sort()).toEqual([
      'food',
      'gas',
      'grocery',
      'water',
    ]);
    for (const industry of catalog.industries) {
      expect(stores.filter((store) => store.industry === industry.slug).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has one large store and smaller ones', () => {
    expect(stores.some((store) => store.categories.length > 5)).toBe(true);
    for (const store of stores) expect(store.categories.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every store a unique ASCII slug derived from its name', () => {
    const slugs = stores.map((store) => store.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const store of stores) {
      expect(store.slug).toMatch(/^[a-z0-9-]+$/);
      expect(store.slug).toBe(store.name.toLowerCase().replace(/ /g, '-'));
    }
  });

  it('places stores in Mogadishu with Somali phone numbers', () => {
    for (const store of stores) {
      expect(store.lat).toBeGreaterThan(2.0);
      expect(store.lat).toBeLessThan(2.09);
      expect(store.lng).toBeGreaterThan(45.28);
      expect(store.lng).toBeLessThan(45.38);
      expect(store.phone).toMatch(/^\+252 (61|77) \d{3} \d{4}$/);
      expect(store.currency).toBe('USD');
    }
  });

  it('writes every store address in Somali too, in Muqdisho', () => {
    for (const store of stores) {
      expect(store.address).toMatch(/, Mogadishu$/);
      expect(store.addressSo).toMatch(/, Muqdisho$/);
      expect(store.addressSo).not.toMatch(/Mogadishu|Road|Street|Market|near/);
    }
  });

  it('covers the store settings the shop front has to handle', () => {
    expect(stores.some((store) => store.minOrder > 0)).toBe(true);
    expect(stores.some((store) => store.minOrder === 0)).toBe(true);
    expect(stores.some((store) => !store.isOpen)).toBe(true);
    expect(stores.some((store) => !store.deliveryMethods.pickup && !store.deliveryMethods.delivery)).toBe(
      true,
    );
    for (const store of stores) {
      expect(Number.isInteger(store.minOrder) && store.minOrder >= 0).toBe(true);
      expect(Number.isInteger(store.deliveryFee) && store.deliveryFee >= 0).toBe(true);
    }
  });

  it('covers the product features the shop front has to handle', () => {
    expect(variants.length).toBeGreaterThan(0);
    expect(options.length).toBeGreaterThan(0);
    expect(addonGroups.length).toBeGreaterThan(0);
    expect(products.some((p) => p.stock === 0 && !p.unlimitedStock)).toBe(true);
    expect(products.some((p) => p.unlimitedStock)).toBe(true);
    expect(products.some((p) => p.comparePrice !== undefined)).toBe(true);
    expect(products.some((p) => p.isDeal)).toBe(true);
  });

  it('prices everything in positive whole cents', () => {
    for (const product of products) {
      expect(Number.isInteger(product.price) && product.price > 0, product.name.en).toBe(true);
      if (product.comparePrice !== undefined) expect(product.comparePrice).toBeGreaterThan(product.price);
      expect(Number.isInteger(product.stock) && product.stock >= 0).toBe(true);
    }
    for (const v of variants) {
      expect(Number.isInteger(v.price) && v.price > 0, v.name.en).toBe(true);
      expect(Number.isInteger(v.stock) && v.stock >= 0).toBe(true);
    }
    for (const group of [...options, ...addonGroups]) {
      for (const choice of group.items)
        expect(Number.isInteger(choice.price) && choice.price >= 0).toBe(true);
    }
  });

  it('makes options a required single choice and addons an optional capped choice', () => {
    for (const group of options) {
      expect(group.required).toBe(true);
      expect(group.limit).toBe(1);
      expect(group.items.length).toBeGreaterThanOrEqual(2);
    }
    for (const group of addonGroups) {
      expect(group.required).toBe(false);
      expect(group.limit).toBeGreaterThanOrEqual(1);
      expect(group.limit).toBeLessThanOrEqual(group.items.length);
    }
  });

  it('names the attributes of every product with variants', () => {
    for (const product of products.filter((p) => p.variants?.length)) {
      expect(product.attributes?.length, product.name.en).toBeGreaterThanOrEqual(1);
      expect(product.attributes?.length).toBeLessThanOrEqual(3);
      for (const v of product.variants ?? []) expect(v.values).toHaveLength(product.attributes?.length ?? -1);
    }
  });

  it('writes Somali where it differs from English', () => {
    for (const text of texts()) {
      expect(text.en.trim().length).toBeGreaterThan(0);
      if (text.so !== undefined) expect(text.so).not.toBe(text.en);
    }
    for (const product of products) expect(product.description.so, product.name.en).toBeDefined();
    for (const store of stores) expect(store.about.so).toBeDefined();
  });

  it('points every image at an SVG file that exists', () => {
    const paths = new Set([
      ...catalog.industries.map((industry) => industry.image),
      ...stores.map((store) => store.image),
      ...categories.map((category) => category.image),
      ...products.map((product) => product.image),
      ...variants.flatMap((v) => (v.image ? [v.image] : [])),
    ]);
    for (const path of paths) {
      expect(path).toMatch(/^\/images\/(industries|stores|categories|products)\/[a-z0-9-]+\.svg$/);
      expect(existsSync(fileFor(path)), path).toBe(true);
      expect(readFileSync(fileFor(path), 'utf8')).toMatch(
        /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      );
    }
    const productArt = [...paths].filter((path) => path.startsWith('/images/products/'));
    expect(productArt.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stores.map((store) => store.image)).size).toBe(stores.length);
  });

  it('gives every product a picture of its own: two different products never share one', () => {
    const namesByImage = new Map<string, Set<string>>();
    for (const product of products) {
      const names = namesByImage.get(product.image) ?? new Set<string>();
      namesByImage.set(product.image, names.add(product.name.en));
    }
    const shared = [...namesByImage].filter(([, names]) => names.size > 1);
    expect(shared.map(([image, names]) => `${image}: ${[...names].join(', ')}`)).toEqual([]);
  });

  it('keeps no product picture that nothing in the catalog shows', () => {
    const used = new Set([
      ...products.map((product) => product.image),
      ...variants.flatMap((v) => v.image ?? []),
    ]);
    for (const path of used) expect(existsSync(fileFor(path)), path).toBe(true);
    const files = readdirSync(fileFor('/images/products/')).map((file) => `/images/products/${file}`);
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });
});

describe('static pages', () => {
  it('has about, privacy, terms and contact in both languages', () => {
    expect(pages.map((page) => page.slug).sort()).toEqual(['about', 'contact', 'privacy', 'terms']);
    for (const page of pages) {
      expect(page.title.so).toBeDefined();
      expect(page.body.en.length).toBeGreaterThan(300);
      expect(page.body.so.length).toBeGreaterThan(300);
      expect(page.body.so).not.toBe(page.body.en);
    }
  });

  it('leaves a place for the contact details, which the server writes in from its configuration', () => {
    const contact = pages.find((page) => page.slug === 'contact');
    expect(contact?.body.en).toContain('{{contact}}');
    expect(contact?.body.so).toContain('{{contact}}');
    // One source of truth: no number or address written into the page itself.
    expect(contact?.body.en).not.toMatch(/\+252|@suuq\.so/);
  });
});
