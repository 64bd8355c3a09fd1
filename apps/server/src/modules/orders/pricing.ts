/**
 * Reprices an order from the database: the client's prices are never trusted. Each line is checked against the
 * product it names (store, saleable, variant, required single-choice options, addon limits) and priced as
 * (item + options + addons) × quantity in minor units.
 */
import { lineTotal } from '@suuq/shared/money';
import type { OrderLineRequest } from '@suuq/shared/orders';
import type { Language, MessageKey } from '@suuq/shared/labels';
import { InvalidError, type MessageParams } from '../../lib/domain-error';
import { localized } from '../../lib/lang';
import type { ChosenSnapshot } from './order-view';

export interface CatalogProduct {
  id: number;
  storeId: number;
  nameEn: string;
  nameSo: string | null;
  sellingPrice: number;
  stock: number;
  unlimitedStock: boolean;
  hasVariant: boolean;
  saleable: boolean;
  /** Hidden by staff (itself or its category): not sold any more. */
  hidden: boolean;
  image: string;
  /** The returnable container's deposit (minor units); null when the product has no container. */
  containerDeposit: number | null;
}
export interface CatalogVariant {
  id: number;
  productId: number;
  nameEn: string;
  nameSo: string | null;
  sellingPrice: number;
  stock: number;
  /** Removed by staff while on past orders: not sold any more. */
  archived: boolean;
}
export interface CatalogGroup {
  id: number;
  productId: number;
  kind: 'option' | 'addon';
  titleEn: string;
  titleSo: string | null;
  limit: number;
  required: boolean;
}
export interface CatalogItem {
  id: number;
  groupId: number;
  itemEn: string;
  itemSo: string | null;
  price: number;
}

export interface CatalogSnapshot {
  products: Map<number, CatalogProduct>;
  variants: Map<number, CatalogVariant>;
  groups: Map<number, CatalogGroup>;
  /** Choice items by id. */
  items: Map<number, CatalogItem>;
  /** Group ids by product id. */
  groupsByProduct: Map<number, CatalogGroup[]>;
}

export interface PricedLine {
  productId: number;
  variantId: number | null;
  /** The product's name (and its variant's) in English, and in Somali (each part falling back to English). */
  name: string;
  nameSo: string;
  quantity: number;
  unitPrice: number;
  optionPrice: number;
  addonPrice: number;
  total: number;
  options: ChosenSnapshot[];
  addons: ChosenSnapshot[];
  unlimited: boolean;
  /** For a product with a container: handed back or taken new; null otherwise. */
  containerMode: 'exchange' | 'new' | null;
  /** The deposits of a `new` line (deposit × quantity), apart from `total`. */
  depositTotal: number;
}

function itemError(index: number, key: MessageKey, params: MessageParams = {}) {
  return new InvalidError(key, params, { [`items.${index}`]: [key] });
}

export function priceLines(
  lines: readonly OrderLineRequest[],
  storeId: number,
  catalog: CatalogSnapshot,
  lang: Language,
): PricedLine[] {
  return lines.map((line, index) => {
    const product = catalog.products.get(line.product_id);
    if (!product || product.storeId !== storeId || !product.saleable || product.hidden)
      throw itemError(index, 'productUnavailable');

    let unitPrice = product.sellingPrice;
    let name = product.nameEn;
    let nameSo = localized('so', product.nameEn, product.nameSo);
    let variantId: number | null = null;
    if (product.hasVariant) {
      if (!line.variant_id) throw itemError(index, 'selectVariant');
      const variant = catalog.variants.get(line.variant_id);
      if (!variant || variant.productId !== product.id || variant.archived) {
        throw itemError(index, 'selectVariant');
      }
      unitPrice = variant.sellingPrice;
      variantId = variant.id;
      name = `${name} (${variant.nameEn})`;
      nameSo = `${nameSo} (${localized('so', variant.nameEn, variant.nameSo)})`;
    } else if (line.variant_id) {
      throw itemError(index, 'invalidChoice');
    }

    const groups = catalog.groupsByProduct.get(product.id) ?? [];
    const pick = (ids: readonly number[] | undefined, kind: 'option' | 'addon') => {
      const unique = [...new Set(ids ?? [])];
      if (unique.length !== (ids ?? []).length) throw itemError(index, 'invalidChoice');
      const chosen = unique.map((id) => {
        const item = catalog.items.get(id);
        const group = item ? catalog.groups.get(item.groupId) : undefined;
        if (!item || !group || group.productId !== product.id || group.kind !== kind) {
          throw itemError(index, 'invalidChoice');
        }
        return { item, group };
      });
      for (const group of groups.filter((g) => g.kind === kind)) {
        const inGroup = chosen.filter((c) => c.group.id === group.id).length;
        const title = localized(lang, group.titleEn, group.titleSo);
        // Options are single choice; a required group needs exactly one.
        const limit = kind === 'option' ? 1 : group.limit;
        if (group.required && inGroup === 0) throw itemError(index, 'chooseOption', { group: title });
        if (inGroup > limit) {
          throw kind === 'option'
            ? itemError(index, 'chooseOption', { group: title })
            : itemError(index, 'addonLimit', { n: limit, group: title });
        }
      }
      return chosen.map(({ item, group }): ChosenSnapshot => ({
        id: item.id,
        group: group.titleEn,
        item: item.itemEn,
        group_so: localized('so', group.titleEn, group.titleSo),
        item_so: localized('so', item.itemEn, item.itemSo),
        price: item.price,
      }));
    };
    const options = pick(line.option_ids, 'option');
    const addons = pick(line.addon_ids, 'addon');
    // A returnable container: the shopper hands back an empty, or pays the deposit of a new one.
    const hasContainer = product.containerDeposit !== null;
    if (hasContainer && !line.container_mode) {
      throw new InvalidError(
        'containerModeRequired',
        {},
        {
          [`items.${index}.container_mode`]: ['containerModeRequired'],
        },
      );
    }
    const containerMode = hasContainer ? (line.container_mode ?? null) : null;
    const depositTotal = containerMode === 'new' ? (product.containerDeposit ?? 0) * line.quantity : 0;
    const optionPrice = options.reduce((sum, o) => sum + o.price, 0);
    const addonPrice = addons.reduce((sum, a) => sum + a.price, 0);
    return {
      productId: product.id,
      variantId,
      name,
      nameSo,
      quantity: line.quantity,
      unitPrice,
      optionPrice,
      addonPrice,
      total: lineTotal({ itemPrice: unitPrice, optionPrice, addonPrice, quantity: line.quantity }),
      options,
      addons,
      unlimited: product.unlimitedStock,
      containerMode,
      depositTotal,
    };
  });
}

/** Units wanted per product or variant, summed over lines, in a fixed order so row locks are always taken alike. */
export function stockDemand(
  lines: readonly { productId: number; variantId: number | null; quantity: number }[],
) {
  const demand = new Map<string, { productId: number; variantId: number | null; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId ?? 0}`;
    const existing = demand.get(key);
    if (existing) existing.quantity += line.quantity;
    else demand.set(key, { productId: line.productId, variantId: line.variantId, quantity: line.quantity });
  }
  return [...demand.values()].sort(
    (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
  );
}
