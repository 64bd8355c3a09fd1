/**
 * The store owners' catalog: what staff send to create and edit their categories, products (with variants, option
 * and addon groups) and their store's face, and what they get back. Text a shopper reads comes in both languages,
 * `{ en, so }`; an empty Somali text falls back to English in the storefront. Only the shape is checked by the
 * schemas; the rules (lengths, prices, limits) are `categoryProblems`, `productProblems` and `storeProfileProblems`,
 * so their messages come in the caller's language under each field, on the server and in the editor alike.
 */
import { z } from 'zod';
import { id, money } from './api';
import type { MessageKey } from './labels';

/** Largest photo staff may upload: a phone camera's full-size JPEG fits. */
export const CATALOG_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

export const CATALOG_LIMITS = {
  nameMin: 1,
  nameMax: 120,
  shortDescriptionMax: 300,
  taglineMax: 120,
  descriptionMax: 20_000,
  aboutMax: 20_000,
  addressMax: 200,
  phoneMax: 30,
  attributeMax: 60,
  priceMax: 1_000_000,
  stockMax: 1_000_000,
  variantsMax: 50,
  groupsMax: 20,
  childrenMax: 50,
  attributesMax: 3,
} as const;

const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

/** A text in both languages as staff send it; `so` empty, null or absent: the storefront shows `en`. */
export const translatableInput = z
  .object({
    en: z.string().max(CATALOG_LIMITS.descriptionMax),
    so: z.string().max(CATALOG_LIMITS.descriptionMax).optional().nullable(),
  })
  .meta({ id: 'TranslatableText' });
export type TranslatableInput = z.infer<typeof translatableInput>;

/** A text in both languages as the merchant answers give it (`so` empty when not translated). */
export const translatable = z.object({ en: z.string(), so: z.string() });
export type Translatable = z.infer<typeof translatable>;

// ---------------------------------------------------------------- categories

export const merchantCategory = z
  .object({
    id: z.number().int(),
    name: translatable,
    image: z.string(),
    position: z.number().int(),
    hidden: z.boolean(),
    product_count: z.number().int(),
  })
  .meta({ id: 'MerchantCategory' });
export type MerchantCategory = z.infer<typeof merchantCategory>;

export const categoryInput = z
  .object({
    name: translatableInput,
    position: described(z.number().int().min(0).max(10_000).optional(), 'Where it shows; absent: last.'),
    hidden: described(z.boolean().optional(), 'Hidden categories and their products leave the storefront.'),
  })
  .meta({ id: 'CategoryRequest' });
export type CategoryInput = z.infer<typeof categoryInput>;

/** `PUT /api/merchant/categories/order`: every category's id in the order to show them. */
export const categoryOrderInput = z
  .object({ ids: z.array(id).min(1).max(500) })
  .meta({ id: 'CategoryOrderRequest' });
export type CategoryOrderInput = z.infer<typeof categoryOrderInput>;

// ---------------------------------------------------------------- products

const attributeValuesInput = z
  .array(z.string().max(CATALOG_LIMITS.attributeMax))
  .max(CATALOG_LIMITS.attributesMax);

export const variantInput = z.object({
  id: described(
    id.optional().nullable(),
    "One of the product's variants keeps its id; without one, a new one.",
  ),
  name: translatableInput,
  selling_price: money,
  stock: described(
    z.number().int().optional(),
    'Absent: a kept variant keeps its stock, a new one has none.',
  ),
  attribute_values: described(
    attributeValuesInput.optional(),
    "Values of the product's `attributes`, in order.",
  ),
});
export type VariantInput = z.infer<typeof variantInput>;

export const choiceInput = z.object({
  id: id.optional().nullable(),
  item: translatableInput,
  price: money,
});
export type ChoiceInput = z.infer<typeof choiceInput>;

export const optionGroupInput = z.object({
  id: id.optional().nullable(),
  title: translatableInput,
  required: described(z.literal(true).optional(), 'Option groups are single choice and always required.'),
  children: z.array(choiceInput).max(CATALOG_LIMITS.childrenMax),
});
export type OptionGroupInput = z.infer<typeof optionGroupInput>;

export const addonGroupInput = z.object({
  id: id.optional().nullable(),
  title: translatableInput,
  limit: z.number().int(),
  children: z.array(choiceInput).max(CATALOG_LIMITS.childrenMax),
});
export type AddonGroupInput = z.infer<typeof addonGroupInput>;

export const containerInput = z.object({ name: translatableInput, deposit: money });

export const productInput = z
  .object({
    name: translatableInput,
    short_description: translatableInput.optional(),
    tagline: translatableInput.optional(),
    description: described(translatableInput.optional(), 'Merchant HTML; the storefront sanitizes it.'),
    selling_price: money,
    compare_price: described(
      money.optional().nullable(),
      'The price before a discount: above `selling_price`.',
    ),
    stock: z.number().int().optional(),
    unlimited_stock: z.boolean().optional(),
    saleable: z.boolean().optional(),
    hidden: z.boolean().optional(),
    category_id: id,
    position: z.number().int().min(0).max(100_000).optional(),
    attributes: described(
      z.array(z.string().max(CATALOG_LIMITS.attributeMax)).max(CATALOG_LIMITS.attributesMax).optional(),
      'Names of what the variants differ by (size, colour), up to three.',
    ),
    container: described(
      containerInput.optional().nullable(),
      'A returnable container sold with it (a jerrycan, a gas cylinder) and its deposit; null: none.',
    ),
    variants: z.array(variantInput).max(CATALOG_LIMITS.variantsMax).optional(),
    options: z.array(optionGroupInput).max(CATALOG_LIMITS.groupsMax).optional(),
    addons: z.array(addonGroupInput).max(CATALOG_LIMITS.groupsMax).optional(),
  })
  .meta({ id: 'ProductRequest' });
export type ProductInput = z.infer<typeof productInput>;

export const merchantVariant = z.object({
  id: z.number().int(),
  name: translatable,
  selling_price: money,
  stock: z.number().int(),
  image: z.string(),
  attribute_values: z.array(z.string()),
});
export type MerchantVariant = z.infer<typeof merchantVariant>;

export const merchantChoice = z.object({ id: z.number().int(), item: translatable, price: money });
export const merchantOptionGroup = z.object({
  id: z.number().int(),
  title: translatable,
  required: z.boolean(),
  children: z.array(merchantChoice),
});
export const merchantAddonGroup = z.object({
  id: z.number().int(),
  title: translatable,
  limit: z.number().int(),
  children: z.array(merchantChoice),
});
export type MerchantOptionGroup = z.infer<typeof merchantOptionGroup>;
export type MerchantAddonGroup = z.infer<typeof merchantAddonGroup>;

export const merchantProduct = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: translatable,
    short_description: translatable,
    tagline: translatable,
    description: translatable,
    image: z.string(),
    selling_price: money,
    compare_price: money.nullable(),
    stock: z.number().int(),
    unlimited_stock: z.boolean(),
    saleable: z.boolean(),
    hidden: z.boolean(),
    category_id: z.number().int(),
    position: z.number().int(),
    currency: z.string(),
    attributes: z.array(z.string()),
    container: z.object({ name: translatable, deposit: money }).nullable(),
    variants: z.array(merchantVariant),
    options: z.array(merchantOptionGroup),
    addons: z.array(merchantAddonGroup),
    on_orders: described(z.boolean(), 'Ordered at least once: deleting it hides it instead.'),
  })
  .meta({ id: 'MerchantProduct' });
export type MerchantProduct = z.infer<typeof merchantProduct>;

export const merchantProductsQuery = z.object({
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
export type MerchantProductsQuery = z.infer<typeof merchantProductsQuery>;

// ---------------------------------------------------------------- the store's face

export const storeProfileInput = z
  .object({
    name: z.string().max(500).optional(),
    address: z.string().max(1000).optional(),
    /** The address in Somali; empty or null shows the English one to Somali shoppers. */
    address_so: z.string().max(1000).nullable().optional(),
    phone: z.string().max(100).optional(),
    min_order_amount: money.optional(),
    about: translatableInput.optional(),
  })
  .meta({ id: 'StoreProfileRequest' });
export type StoreProfileInput = z.infer<typeof storeProfileInput>;

export const merchantStore = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    currency: z.string(),
    min_order_amount: money,
    industry: z.string(),
    image: described(z.string(), 'The cover photo (store tiles and the store page banner).'),
    logo: z.string().nullable(),
    phone: z.string(),
    address: z.string(),
    address_so: described(z.string().nullable(), 'The address in Somali; null when the store has none.'),
    about: translatable,
  })
  .meta({ id: 'MerchantStore' });
export type MerchantStore = z.infer<typeof merchantStore>;

// ---------------------------------------------------------------- rules

/** A price staff may type: 0 or more, at most two decimals, within reason. */
export function validPrice(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= CATALOG_LIMITS.priceMax &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

function validStock(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= CATALOG_LIMITS.stockMax;
}

type Problems = Record<string, MessageKey>;

function checkText(
  problems: Problems,
  field: string,
  text: TranslatableInput | undefined,
  max: number,
  required: boolean,
  key: MessageKey,
): void {
  const en = text?.en.trim() ?? '';
  const so = text?.so?.trim() ?? '';
  if ((required && en.length < CATALOG_LIMITS.nameMin) || en.length > max) problems[`${field}.en`] = key;
  if (so.length > max) problems[`${field}.so`] = key;
}

export function categoryProblems(input: CategoryInput): Problems {
  const problems: Problems = {};
  checkText(problems, 'name', input.name, CATALOG_LIMITS.nameMax, true, 'catalogNameLength');
  return problems;
}

function checkChoices(problems: Problems, at: string, children: readonly ChoiceInput[]): void {
  if (children.length === 0) problems[`${at}.children`] = 'catalogGroupEmpty';
  children.forEach((child, index) => {
    checkText(
      problems,
      `${at}.children.${index}.item`,
      child.item,
      CATALOG_LIMITS.nameMax,
      true,
      'catalogNameLength',
    );
    if (!validPrice(child.price)) problems[`${at}.children.${index}.price`] = 'catalogPrice';
  });
}

/**
 * What is wrong with a product as staff send it, as `{ "variants.0.selling_price": messageKey }` (empty when all is
 * well). Field paths name the translated part too (`name.en`).
 */
export function productProblems(input: ProductInput): Problems {
  const problems: Problems = {};
  checkText(problems, 'name', input.name, CATALOG_LIMITS.nameMax, true, 'catalogNameLength');
  checkText(
    problems,
    'short_description',
    input.short_description,
    CATALOG_LIMITS.shortDescriptionMax,
    false,
    'catalogTextLength',
  );
  checkText(problems, 'tagline', input.tagline, CATALOG_LIMITS.taglineMax, false, 'catalogTextLength');
  checkText(
    problems,
    'description',
    input.description,
    CATALOG_LIMITS.descriptionMax,
    false,
    'catalogTextLength',
  );
  if (!validPrice(input.selling_price)) problems.selling_price = 'catalogPrice';
  if (input.compare_price != null) {
    if (!validPrice(input.compare_price)) problems.compare_price = 'catalogPrice';
    else if (!(input.compare_price > input.selling_price)) problems.compare_price = 'catalogComparePrice';
  }
  if (input.stock != null && !validStock(input.stock)) problems.stock = 'catalogStock';
  (input.attributes ?? []).forEach((name, index) => {
    if (name.trim().length < 1) problems[`attributes.${index}`] = 'catalogNameLength';
  });
  if (input.container) {
    checkText(
      problems,
      'container.name',
      input.container.name,
      CATALOG_LIMITS.nameMax,
      true,
      'catalogNameLength',
    );
    if (!validPrice(input.container.deposit)) problems['container.deposit'] = 'catalogPrice';
  }
  (input.variants ?? []).forEach((variant, index) => {
    const at = `variants.${index}`;
    checkText(problems, `${at}.name`, variant.name, CATALOG_LIMITS.nameMax, true, 'catalogNameLength');
    if (!validPrice(variant.selling_price)) problems[`${at}.selling_price`] = 'catalogPrice';
    if (variant.stock !== undefined && !validStock(variant.stock)) problems[`${at}.stock`] = 'catalogStock';
    if ((variant.attribute_values?.length ?? 0) > (input.attributes?.length ?? 0)) {
      problems[`${at}.attribute_values`] = 'catalogAttributeValues';
    }
  });
  (input.options ?? []).forEach((group, index) => {
    const at = `options.${index}`;
    checkText(problems, `${at}.title`, group.title, CATALOG_LIMITS.nameMax, true, 'catalogNameLength');
    checkChoices(problems, at, group.children);
  });
  (input.addons ?? []).forEach((group, index) => {
    const at = `addons.${index}`;
    checkText(problems, `${at}.title`, group.title, CATALOG_LIMITS.nameMax, true, 'catalogNameLength');
    checkChoices(problems, at, group.children);
    if (group.children.length > 0 && !(group.limit >= 1 && group.limit <= group.children.length)) {
      problems[`${at}.limit`] = 'catalogAddonLimit';
    }
  });
  return problems;
}

export function storeProfileProblems(input: StoreProfileInput): Problems {
  const problems: Problems = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name.length < CATALOG_LIMITS.nameMin || name.length > CATALOG_LIMITS.nameMax) {
      problems.name = 'catalogNameLength';
    }
  }
  if (input.address !== undefined) {
    const address = input.address.trim();
    if (address.length < 1 || address.length > CATALOG_LIMITS.addressMax)
      problems.address = 'catalogTextLength';
  }
  if (input.address_so && input.address_so.trim().length > CATALOG_LIMITS.addressMax) {
    problems.address_so = 'catalogTextLength';
  }
  if (input.phone !== undefined && !/^\+?[0-9 ()-]{6,30}$/.test(input.phone.trim())) {
    problems.phone = 'catalogPhone';
  }
  if (input.min_order_amount !== undefined && !validPrice(input.min_order_amount)) {
    problems.min_order_amount = 'catalogPrice';
  }
  if (input.about)
    checkText(problems, 'about', input.about, CATALOG_LIMITS.aboutMax, false, 'catalogTextLength');
  return problems;
}
