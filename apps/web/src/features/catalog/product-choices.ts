import type { ChoiceGroup, Product, Variant } from '@suuq/shared/catalog';
import type { ContainerMode } from '@suuq/shared/containers';
import { lineTotal, toMinor } from '@suuq/shared/money';

/** What the shopper picked on a product's detail: a variant, one child per option group, addons, a quantity. */
export interface Choices {
  variantId?: number;
  /** Option group key → the chosen child's id. */
  options: Record<string, number>;
  /** Addon group key → the chosen children's ids. */
  addons: Record<string, number[]>;
  quantity: number;
  /** For a product with a returnable container: hand back an empty, or a new one with its deposit. */
  containerMode?: ContainerMode;
}

export const initialChoices = (): Choices => ({ options: {}, addons: {}, quantity: 1 });

/** Whether a card must open the product's detail instead of adding it at once (the spec's rule). */
export function needsDetail(product: Product): boolean {
  return (
    product.has_variant ||
    product.childrens.length > 0 ||
    product.options.length > 0 ||
    product.addons.length > 0 ||
    Boolean(product.container)
  );
}

export function hasVariants(product: Product): boolean {
  return product.has_variant || product.childrens.length > 0;
}

export function chosenVariant(product: Product, choices: Choices): Variant | undefined {
  return product.childrens.find((variant) => variant.id === choices.variantId);
}

/** How many can be ordered: the chosen variant's stock, else the product's; `null` when the stock is unlimited. */
export function availableStock(product: Product, variant?: Variant): number | null {
  if (product.unlimited_stock) return null;
  return Math.max(0, variant ? variant.stock : product.stock);
}

/** Whether more addons may still be ticked in a group (a limit of 0 or less means no limit). */
export function addonLimitReached(group: ChoiceGroup, choices: Choices): boolean {
  return group.limit > 0 && (choices.addons[group.key]?.length ?? 0) >= group.limit;
}

export function chooseOption(choices: Choices, groupKey: string, childId: number): Choices {
  return { ...choices, options: { ...choices.options, [groupKey]: childId } };
}

/** Ticks or unticks an addon; ticking one more than the group allows changes nothing. */
export function toggleAddon(choices: Choices, group: ChoiceGroup, childId: number): Choices {
  const current = choices.addons[group.key] ?? [];
  if (current.includes(childId)) {
    return { ...choices, addons: { ...choices.addons, [group.key]: current.filter((id) => id !== childId) } };
  }
  if (addonLimitReached(group, choices)) return choices;
  return { ...choices, addons: { ...choices.addons, [group.key]: [...current, childId] } };
}

/**
 * Picks a variant. A quantity above the new variant's stock comes down to it, so the stepper never shows more than
 * can be ordered.
 */
export function chooseVariant(product: Product, choices: Choices, variantId: number): Choices {
  const next = { ...choices, variantId };
  const stock = availableStock(product, chosenVariant(product, next));
  return stock !== null && stock > 0 && next.quantity > stock ? { ...next, quantity: stock } : next;
}

function chosenChildren(groups: ChoiceGroup[], chosen: (group: ChoiceGroup) => number[]) {
  return groups.flatMap((group) => {
    const ids = chosen(group);
    return group.children.filter((child) => ids.includes(child.id));
  });
}

export function optionIds(product: Product, choices: Choices): number[] {
  return chosenChildren(product.options, (group) => {
    const id = choices.options[group.key];
    return id === undefined ? [] : [id];
  }).map((child) => child.id);
}

export function addonIds(product: Product, choices: Choices): number[] {
  return chosenChildren(product.addons, (group) => choices.addons[group.key] ?? []).map((child) => child.id);
}

/** One unit's parts, in minor units: the product or variant price, the options, the addons. */
export function unitPrices(product: Product, choices: Choices) {
  const variant = chosenVariant(product, choices);
  const sum = (groups: ChoiceGroup[], ids: number[]) =>
    groups
      .flatMap((group) => group.children)
      .filter((child) => ids.includes(child.id))
      .reduce((total, child) => total + toMinor(child.price), 0);
  return {
    itemPrice: toMinor(variant?.selling_price ?? product.selling_price),
    optionPrice: sum(product.options, optionIds(product, choices)),
    addonPrice: sum(product.addons, addonIds(product, choices)),
  };
}

/** The line's price as the cart will count it: (item + options + addons) × quantity, in minor units. */
export function linePrice(product: Product, choices: Choices): number {
  return lineTotal({ ...unitPrices(product, choices), quantity: choices.quantity });
}

export type Problem =
  | { key: 'selectVariant' }
  | { key: 'chooseOption'; group: string }
  | { key: 'containerModeRequired' }
  | { key: 'outOfStock' }
  | { key: 'quantityNotAvailable'; n: number };

/**
 * Why the choices cannot go to the cart yet, in the order a shopper fixes them: the variant, each required group,
 * then stock. `undefined` when they can.
 */
export function validateChoices(product: Product, choices: Choices): Problem | undefined {
  if (hasVariants(product) && !chosenVariant(product, choices)) return { key: 'selectVariant' };
  for (const group of product.options)
    if (group.required && choices.options[group.key] === undefined)
      return { key: 'chooseOption', group: group.title };
  for (const group of product.addons)
    if (group.required && (choices.addons[group.key]?.length ?? 0) === 0)
      return { key: 'chooseOption', group: group.title };
  if (product.container && !choices.containerMode) return { key: 'containerModeRequired' };
  const stock = availableStock(product, chosenVariant(product, choices));
  if (stock === 0) return { key: 'outOfStock' };
  if (stock !== null && choices.quantity > stock) return { key: 'quantityNotAvailable', n: stock };
  return undefined;
}
