/**
 * The shape of the demo catalog. Money is in integer minor units (US cents); text is English with an optional
 * Somali form (omitted where the two are the same, e.g. brand names).
 */
export interface SeedText {
  en: string;
  so?: string;
}

export interface SeedChoice {
  item: SeedText;
  /** Extra per unit, in cents (0 for a free choice). */
  price: number;
}

export interface SeedChoiceGroup {
  /** Stable key within the product, e.g. "size" or "extras". */
  key: string;
  title: SeedText;
  /** Options: 1. Addons: the most a shopper may tick. */
  limit: number;
  /** Options are always required (single choice); addons never. */
  required: boolean;
  items: SeedChoice[];
}

export interface SeedVariant {
  name: SeedText;
  shortDescription?: SeedText;
  price: number;
  stock: number;
  /** Path under /images, e.g. "/images/products/gas-cylinder-13kg.svg"; defaults to the product's. */
  image?: string;
  /** Values for the product's attribute1..3, in order. */
  values: string[];
}

export interface SeedProduct {
  name: SeedText;
  shortDescription: SeedText;
  tagline?: SeedText;
  /** Merchant HTML (simple tags: p, ul, li, strong, em). */
  description: SeedText;
  image: string;
  price: number;
  comparePrice?: number;
  stock: number;
  unlimitedStock?: boolean;
  isDeal?: boolean;
  isCombo?: boolean;
  isAddon?: boolean;
  /** Names of attribute1..3, e.g. ["Size"]; required when there are variants. */
  attributes?: string[];
  variants?: SeedVariant[];
  options?: SeedChoiceGroup[];
  addons?: SeedChoiceGroup[];
}

export interface SeedCategory {
  name: SeedText;
  image: string;
  products: SeedProduct[];
}

export type SeedIndustrySlug = 'food' | 'grocery' | 'water' | 'gas';

export interface SeedIndustry {
  slug: SeedIndustrySlug;
  name: SeedText;
  image: string;
}

export interface SeedStore {
  slug: string;
  name: string;
  industry: SeedIndustrySlug;
  image: string;
  phone: string;
  /** Street and district in Mogadishu. */
  address: string;
  /** The same in Somali: districts and landmarks as Somalis write them, in Muqdisho. */
  addressSo: string;
  lat: number;
  lng: number;
  currency: 'USD';
  /** Minimum order in cents; 0 for none. */
  minOrder: number;
  /** Delivery fee in cents. */
  deliveryFee: number;
  deliveryMethods: { dineIn: boolean; pickup: boolean; delivery: boolean };
  isOpen: boolean;
  /** Merchant HTML about the store. */
  about: SeedText;
  /** Name of the main branch, e.g. "Hodan branch". */
  branch: SeedText;
  categories: SeedCategory[];
}

export interface SeedPage {
  slug: 'about' | 'privacy' | 'terms' | 'contact';
  title: SeedText;
  /** HTML body, with both languages written out in full (so is required here). */
  body: Required<SeedText>;
}

export interface SeedCatalog {
  industries: SeedIndustry[];
  stores: SeedStore[];
  pages: SeedPage[];
}
