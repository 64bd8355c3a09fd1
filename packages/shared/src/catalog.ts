import { z } from 'zod';
import { money, slugParam } from './api';
import { STORE_DETAILS_MAX } from './constants';
import { productContainer } from './containers';
import { closure, hoursRange } from './hours';
import { PAYMENT_METHODS } from './payment-methods';
import { etaWithText } from './eta-schemas';
import { deliveryZone } from './zones';

export const industrySlug = z.enum(['food', 'grocery', 'water', 'gas']);

export const industry = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), image: z.string() })
  .meta({ id: 'Industry' });
export type Industry = z.infer<typeof industry>;

export const category = z
  .object({ id: z.number().int(), name: z.string(), image: z.string(), store_id: z.number().int() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof category>;

export const store = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    branch_id: z.number().int(),
    currency: z.string().length(3),
    min_order_amount: money,
    industry: z.string(),
    image: z.string().meta({ description: 'The cover photo (store tiles, the store page banner).' }),
    logo: z.string().nullable().optional().meta({ description: "The store's logo; null: none uploaded." }),
    phone: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    is_open: z.boolean().meta({ description: 'Open now: the staff switch is on AND the hours say open.' }),
    /** IANA time zone of the store's hours (default `Africa/Mogadishu`). */
    timezone: z.string(),
    /** Weekly opening ranges; a range whose `closes` is at or before `opens` runs past midnight. */
    hours: z.array(hoursRange),
    /** Upcoming dated closures (no times) and special hours (times). */
    closures: z.array(closure),
    next_opening: z.string().nullable().meta({
      description: 'When a closed store next opens by its hours (ISO 8601 with offset); null when open.',
    }),
    /** Whether shoppers may order for a later slot. */
    accepts_scheduled: z.boolean(),
    zones: z.array(deliveryZone).meta({
      description: "The store's delivery zones (only active ones deliver); none: its flat fee everywhere.",
    }),
    payment_methods: z.array(z.enum(PAYMENT_METHODS)).optional().meta({
      description:
        'The payment methods the store takes (always sent); checkout offers those the server takes (`/api/config`).',
    }),
    // Optional for stores kept by older versions of the app (a saved cart); the server always sends both.
    prep_minutes: z.number().int().optional().meta({
      description:
        'Minutes the store takes to get an order ready (its staff set it): pickup is ready after it.',
    }),
    delivery_estimate: etaWithText
      .nullable()
      .optional()
      .meta({
        description:
          'Delivery time from ordering: preparation plus the ride over a typical city distance (3 km), as a range ' +
          "in minutes with its words in the answer's language; null when the store does not deliver.",
      }),
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof store>;

export const storeDetail = store
  .extend({ categories: z.array(category), about: z.string() })
  .meta({ id: 'StoreDetail' });
export type StoreDetail = z.infer<typeof storeDetail>;

export const choice = z
  .object({ id: z.number().int(), item: z.string(), price: money })
  .meta({ id: 'Choice' });
export const choiceGroup = z
  .object({
    key: z.string(),
    title: z.string(),
    limit: z.number().int(),
    required: z.boolean(),
    children: z.array(choice),
  })
  .meta({ id: 'ChoiceGroup' });
export type ChoiceGroup = z.infer<typeof choiceGroup>;

const attributeValues = {
  attribute1_value: z.string().nullable(),
  attribute2_value: z.string().nullable(),
  attribute3_value: z.string().nullable(),
};

export const variant = z
  .object({
    id: z.number().int(),
    name: z.string(),
    short_description: z.string(),
    selling_price: money,
    image: z.string(),
    stock: z.number().int(),
    ...attributeValues,
  })
  .meta({ id: 'Variant' });
export type Variant = z.infer<typeof variant>;

export const product = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    short_description: z.string(),
    tagline: z.string(),
    image: z.string(),
    selling_price: money,
    compare_price: money.nullable(),
    stock: z.number().int(),
    unlimited_stock: z.boolean(),
    currency: z.string(),
    has_variant: z.boolean(),
    is_addon: z.boolean(),
    is_combo: z.boolean(),
    is_deal: z.boolean(),
    saleable: z.boolean(),
    category_id: z.number().int(),
    store_id: z.number().int(),
    childrens: z.array(variant),
    /** A returnable container (jerrycan, gas cylinder) with its deposit; each ordered line picks `container_mode`. */
    container: productContainer.nullable().optional(),
    options: z.array(choiceGroup),
    addons: z.array(choiceGroup),
    attribute1: z.string().nullable(),
    attribute2: z.string().nullable(),
    attribute3: z.string().nullable(),
    ...attributeValues,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof product>;

export const storesRequest = z
  .object({
    industry: industrySlug.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .meta({ id: 'StoresRequest' });
export type StoresRequest = z.infer<typeof storesRequest>;

export const storeProductsRequest = z
  .object({
    store_id: z.number().int().positive(),
    category_id: z.number().int().positive().optional(),
    search: z.string().trim().max(100).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    per_page: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'StoreProductsRequest' });
export type StoreProductsRequest = z.infer<typeof storeProductsRequest>;

export const pageSlug = z.enum(['about', 'privacy', 'terms', 'contact']);
export const page = z.object({ slug: pageSlug, title: z.string(), body: z.string() }).meta({ id: 'Page' });
export type Page = z.infer<typeof page>;

// No component id: query parameters must stay inline in the OpenAPI document.
export const searchRequest = z.object({
  q: z.string().trim().min(1).max(100),
  industry: industrySlug.optional(),
  lang: z.enum(['en', 'so']).optional(),
});
export type SearchRequest = z.infer<typeof searchRequest>;

/** Several stores' details in one request: their slugs, comma-separated. */
export const storeDetailsRequest = z.object({
  slugs: z
    .string()
    .max(STORE_DETAILS_MAX * 201)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(slugParam.shape.slug).min(1).max(STORE_DETAILS_MAX)),
  lang: z.enum(['en', 'so']).optional(),
});
