import type {
  MerchantProduct,
  ProductInput,
  Translatable,
  TranslatableInput,
} from '@suuq/shared/merchant-catalog';
import { numberOf, type Text } from './text-fields';

// The product form holds what staff type (numbers as text, so a half-typed "12," is no surprise) and turns it into
// the request the server takes. Each row has a local key, so React keeps its inputs while rows move.

let nextKey = 0;
const key = () => (nextKey += 1);

export interface ChoiceDraft {
  key: number;
  id: number | undefined;
  item: Text;
  price: string;
}
export interface GroupDraft {
  key: number;
  id: number | undefined;
  title: Text;
  /** Addon groups only: how many choices a shopper may take. */
  limit: string;
  children: ChoiceDraft[];
}
export interface VariantDraft {
  key: number;
  id: number | undefined;
  name: Text;
  price: string;
  stock: string;
  /** The stock as loaded (undefined for a new variant): unchanged, it is not sent, so orders taken meanwhile count. */
  loadedStock: string | undefined;
  values: string[];
  image: string;
}
export interface ProductDraft {
  name: Text;
  short_description: Text;
  tagline: Text;
  description: Text;
  price: string;
  compare: string;
  stock: string;
  /** As for a variant: the product's stock as loaded, undefined for a new product. */
  loadedStock: string | undefined;
  unlimited: boolean;
  saleable: boolean;
  hidden: boolean;
  category: string;
  attributes: string[];
  container: { name: Text; deposit: string } | null;
  variants: VariantDraft[];
  options: GroupDraft[];
  addons: GroupDraft[];
}

const text = (value: Translatable | undefined): Text => ({ en: value?.en ?? '', so: value?.so ?? '' });
const amount = (value: number | null | undefined) => (value == null ? '' : String(value));

export const emptyText = (): Text => ({ en: '', so: '' });
export const newChoice = (): ChoiceDraft => ({ key: key(), id: undefined, item: emptyText(), price: '0' });
export const newGroup = (addon: boolean): GroupDraft => ({
  key: key(),
  id: undefined,
  title: emptyText(),
  limit: addon ? '1' : '',
  children: [newChoice()],
});
export const newVariant = (attributes: number): VariantDraft => ({
  key: key(),
  id: undefined,
  name: emptyText(),
  price: '',
  // No figure until staff give one: a new variant is never sold out (or in stock) by default.
  stock: '',
  loadedStock: undefined,
  values: Array.from({ length: attributes }, () => ''),
  image: '',
});

/** The form's starting point: the product as the server holds it, or an empty one in `categoryId`. */
export function draftOf(product: MerchantProduct | undefined, categoryId?: number): ProductDraft {
  const group =
    (addon: boolean) => (g: MerchantProduct['addons'][number] | MerchantProduct['options'][number]) => ({
      key: key(),
      id: g.id,
      title: text(g.title),
      limit: addon && 'limit' in g ? String(g.limit) : '',
      children: g.children.map((c) => ({ key: key(), id: c.id, item: text(c.item), price: amount(c.price) })),
    });
  return {
    name: text(product?.name),
    short_description: text(product?.short_description),
    tagline: text(product?.tagline),
    description: text(product?.description),
    price: amount(product?.selling_price),
    compare: amount(product?.compare_price),
    // A new product asks for its stock (the rules name an empty box): it is never created sold out unawares.
    stock: amount(product?.stock),
    loadedStock: product ? String(product.stock) : undefined,
    unlimited: product?.unlimited_stock ?? false,
    saleable: product?.saleable ?? true,
    hidden: product?.hidden ?? false,
    category: String(product?.category_id ?? categoryId ?? ''),
    attributes: [...(product?.attributes ?? [])],
    container: product?.container
      ? { name: text(product.container.name), deposit: amount(product.container.deposit) }
      : null,
    variants: (product?.variants ?? []).map((v) => ({
      key: key(),
      id: v.id,
      name: text(v.name),
      price: amount(v.selling_price),
      stock: String(v.stock),
      loadedStock: String(v.stock),
      values: (product?.attributes ?? []).map((_, n) => v.attribute_values[n] ?? ''),
      image: v.image,
    })),
    options: (product?.options ?? []).map(group(false)),
    addons: (product?.addons ?? []).map(group(true)),
  };
}

const sent = (value: Text): TranslatableInput => ({ en: value.en.trim(), so: value.so.trim() });
const withId = (id: number | undefined) => (id === undefined ? {} : { id });
/** The request's field names a change of these draft fields touches (their notes go when they change). */
const BODY_NAMES: Partial<Record<keyof ProductDraft, readonly string[]>> = {
  price: ['selling_price', 'compare_price'],
  compare: ['compare_price'],
  unlimited: ['stock', 'unlimited_stock'],
  category: ['category_id'],
  loadedStock: [],
};

export function fieldsOf(part: Partial<ProductDraft>): string[] {
  return (Object.keys(part) as (keyof ProductDraft)[]).flatMap((name) => BODY_NAMES[name] ?? [name]);
}

/** A stock staff typed: left out when it is the one loaded, so the server keeps what orders left of it. */
const stockOf = (stock: string, loaded: string | undefined) =>
  loaded !== undefined && stock.trim() === loaded ? {} : { stock: numberOf(stock) };
const choices = (children: ChoiceDraft[]) =>
  children.map((c) => ({ ...withId(c.id), item: sent(c.item), price: numberOf(c.price) }));

/** The request for the product as the form holds it now; rows go in the order shown. */
export function inputOf(draft: ProductDraft): ProductInput {
  const attributes = draft.attributes.map((name) => name.trim());
  return {
    name: sent(draft.name),
    short_description: sent(draft.short_description),
    tagline: sent(draft.tagline),
    description: { en: draft.description.en, so: draft.description.so },
    selling_price: numberOf(draft.price),
    compare_price: draft.compare.trim() === '' ? null : numberOf(draft.compare),
    // With variants their stock counts: the product's own box may stay empty.
    ...(draft.unlimited || (draft.variants.length > 0 && draft.stock.trim() === '')
      ? {}
      : stockOf(draft.stock, draft.loadedStock)),
    unlimited_stock: draft.unlimited,
    saleable: draft.saleable,
    hidden: draft.hidden,
    category_id: Number(draft.category),
    attributes,
    container: draft.container
      ? { name: sent(draft.container.name), deposit: numberOf(draft.container.deposit) }
      : null,
    variants: draft.variants.map((v) => ({
      ...withId(v.id),
      name: sent(v.name),
      selling_price: numberOf(v.price),
      ...stockOf(v.stock, v.loadedStock),
      attribute_values: v.values.slice(0, attributes.length).map((value) => value.trim()),
    })),
    options: draft.options.map((g) => ({
      ...withId(g.id),
      title: sent(g.title),
      required: true as const,
      children: choices(g.children),
    })),
    addons: draft.addons.map((g) => ({
      ...withId(g.id),
      title: sent(g.title),
      limit: numberOf(g.limit),
      children: choices(g.children),
    })),
  };
}
