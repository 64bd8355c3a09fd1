import type { ChoiceGroup, Product, Variant } from '@suuq/shared/catalog';
import type { ContainerMode } from '@suuq/shared/containers';
import { message, type Language } from '@suuq/shared/labels';
import { fromMinor, toMinor } from '@suuq/shared/money';
import { MAX_LINE_QUANTITY, type CartChoice, type CartItem, type NewCartLine } from './cart-slice';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (text: string): { ok: false; message: string } => ({ ok: false, message: text });

const byNumber = (a: number, b: number) => a - b;

/** Identifies a product with its chosen variant, options and addons: the same choice again is the same line. */
export function cartKeyOf(
  productId: number,
  variantId: number | null,
  optionIds: number[],
  addonIds: number[],
  containerMode?: ContainerMode,
) {
  const ids = (list: number[]) => [...new Set(list)].sort(byNumber).join('.');
  const key = `${productId}:${variantId ?? ''}:${ids(optionIds)}:${ids(addonIds)}`;
  // An exchange and a new container of one product are two lines: only the second pays a deposit.
  return containerMode ? `${key}:${containerMode}` : key;
}

function choose(
  groups: ChoiceGroup[],
  ids: number[],
  lang: Language,
  rule: (group: ChoiceGroup, chosen: number) => string | undefined,
): Checked<CartChoice[]> {
  const wanted = new Set(ids);
  const chosen: CartChoice[] = [];
  for (const group of groups) {
    const picked = group.children.filter((child) => wanted.has(child.id));
    const problem = rule(group, picked.length);
    if (problem) return refuse(problem);
    for (const child of picked) {
      wanted.delete(child.id);
      chosen.push({ id: child.id, group: group.title, item: child.item, price: child.price });
    }
  }
  // An id that belongs to none of the product's groups.
  if (wanted.size > 0) return refuse(message('invalidChoice', lang));
  return { ok: true, value: chosen };
}

const sum = (choices: CartChoice[]) => fromMinor(choices.reduce((total, c) => total + toMinor(c.price), 0));

/**
 * The cart line for a product with the shopper's choices, or the reason it cannot be added: a missing variant, a
 * required option group left empty or given two answers, too many addons, a returnable container without the
 * shopper's choice (exchange or new), or a product not for sale.
 */
export function buildLine(
  input: {
    product: Product;
    variant?: Variant | undefined;
    optionIds: number[];
    addonIds: number[];
    containerMode?: ContainerMode | undefined;
  },
  lang: Language,
): Checked<Omit<NewCartLine, 'branchId'>> {
  const { product, variant } = input;
  if (!product.saleable) return refuse(message('notAvailable', lang));
  if (product.has_variant && !variant) return refuse(message('selectVariant', lang));
  if (variant && !product.childrens.some((child) => child.id === variant.id)) {
    return refuse(message('invalidChoice', lang));
  }
  // Option groups are single choice; a required one needs its answer.
  const options = choose(product.options, input.optionIds, lang, (group, chosen) => {
    if (chosen > 1) return message('invalidChoice', lang);
    if (chosen === 0 && group.required) return message('chooseOption', lang, { group: group.title });
    return undefined;
  });
  if (!options.ok) return options;
  // Addon groups are multiple choice, up to their limit.
  const addons = choose(product.addons, input.addonIds, lang, (group, chosen) =>
    group.limit > 0 && chosen > group.limit
      ? message('addonLimit', lang, { n: group.limit, group: group.title })
      : undefined,
  );
  if (!addons.ok) return addons;
  const { container } = product;
  if (container && !input.containerMode) return refuse(message('containerModeRequired', lang));
  const containerMode = container ? input.containerMode : undefined;

  return {
    ok: true,
    value: {
      cartKey: cartKeyOf(
        product.id,
        variant?.id ?? null,
        options.value.map((c) => c.id),
        addons.value.map((c) => c.id),
        containerMode,
      ),
      productId: product.id,
      name: product.name,
      itemPrice: variant ? variant.selling_price : product.selling_price,
      variant: variant ? { id: variant.id, name: variant.name } : null,
      image: variant?.image || product.image,
      stock: variant ? variant.stock : product.stock,
      unlimitedStock: product.unlimited_stock,
      currency: product.currency,
      storeId: product.store_id,
      option: options.value,
      optionPrice: sum(options.value),
      addons: addons.value,
      addonPrice: sum(addons.value),
      container:
        container && containerMode
          ? { name: container.name, deposit: container.deposit, mode: containerMode }
          : null,
    },
  };
}

type StockLine = Pick<CartItem, 'cartKey' | 'productId' | 'variant' | 'stock' | 'unlimitedStock'>;

/**
 * The most this line may hold: its stock less what other lines of the same product (and variant) already take,
 * since they all draw on one shelf.
 */
export function maxQuantity(items: readonly CartItem[], line: StockLine): number {
  if (line.unlimitedStock) return MAX_LINE_QUANTITY;
  const variantId = line.variant?.id ?? null;
  const elsewhere = items
    .filter(
      (item) =>
        item.cartKey !== line.cartKey &&
        item.productId === line.productId &&
        (item.variant?.id ?? null) === variantId,
    )
    .reduce((total, item) => total + item.quantity, 0);
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, line.stock - elsewhere));
}

/** Why `quantity` of this line cannot be in the cart ("Item is out of stock.", "... Maximum stock: n"), if it cannot. */
export function quantityProblem(
  items: readonly CartItem[],
  line: StockLine,
  quantity: number,
  lang: Language,
): string | undefined {
  if (!line.unlimitedStock && line.stock <= 0) return message('outOfStock', lang);
  const max = maxQuantity(items, line);
  return quantity > max ? message('quantityNotAvailable', lang, { n: max }) : undefined;
}
