import { describe, expect, it } from 'vitest';
import {
  addonIds,
  addonLimitReached,
  availableStock,
  chooseOption,
  chooseVariant,
  initialChoices,
  linePrice,
  needsDetail,
  optionIds,
  toggleAddon,
  unitPrices,
  validateChoices,
} from './product-choices';
import { makeGroup, makeProduct, makeVariant } from '../../test/catalog-fixtures';

const rice = makeGroup();
const extras = makeGroup({
  key: 'extras',
  title: 'Extras',
  limit: 2,
  required: false,
  children: [
    { id: 7, item: 'Banana', price: 0.25 },
    { id: 8, item: 'Extra meat', price: 1.5 },
    { id: 9, item: 'Sambuusa', price: 0.3 },
  ],
});
const plate = makeProduct({
  name: 'Rice with goat meat',
  selling_price: 5.5,
  options: [rice],
  addons: [extras],
});
const gas = makeProduct({
  name: 'Cooking gas refill',
  has_variant: true,
  selling_price: 12,
  stock: 50,
  childrens: [
    makeVariant({ id: 11, name: '6 kg', selling_price: 12, stock: 40 }),
    makeVariant({ id: 12, name: '25 kg', selling_price: 45, stock: 0 }),
    makeVariant({ id: 13, name: '13 kg', selling_price: 25, stock: 3 }),
  ],
});

describe('product choices', () => {
  it('sends products with variants, options or addons to their detail, and adds simple ones at once', () => {
    expect(needsDetail(makeProduct())).toBe(false);
    expect(needsDetail(plate)).toBe(true);
    expect(needsDetail(gas)).toBe(true);
    expect(needsDetail(makeProduct({ addons: [extras] }))).toBe(true);
  });

  it('keeps one child per option group (single choice)', () => {
    let choices = chooseOption(initialChoices(), 'rice', 1);
    choices = chooseOption(choices, 'rice', 2);
    expect(optionIds(plate, choices)).toEqual([2]);
  });

  it('ticks addons up to the group limit and no further, and unticks them', () => {
    let choices = toggleAddon(initialChoices(), extras, 7);
    choices = toggleAddon(choices, extras, 8);
    expect(addonLimitReached(extras, choices)).toBe(true);
    expect(toggleAddon(choices, extras, 9)).toBe(choices);
    choices = toggleAddon(choices, extras, 7);
    expect(addonLimitReached(extras, choices)).toBe(false);
    choices = toggleAddon(choices, extras, 9);
    expect(addonIds(plate, choices)).toEqual([8, 9]);
  });

  it('treats a limit of 0 as no limit', () => {
    const open = { ...extras, limit: 0 };
    let choices = initialChoices();
    for (const child of open.children) choices = toggleAddon(choices, open, child.id);
    expect(choices.addons.extras).toEqual([7, 8, 9]);
  });

  it('prices a line as (item + options + addons) × quantity, in minor units', () => {
    let choices = chooseOption(initialChoices(), 'rice', 2);
    choices = toggleAddon(choices, extras, 7);
    choices = toggleAddon(choices, extras, 8);
    expect(unitPrices(plate, choices)).toEqual({ itemPrice: 550, optionPrice: 50, addonPrice: 175 });
    expect(linePrice(plate, { ...choices, quantity: 3 })).toBe(2325);
  });

  it('takes the price and the stock from the chosen variant', () => {
    const choices = chooseVariant(gas, initialChoices(), 13);
    expect(unitPrices(gas, choices).itemPrice).toBe(2500);
    expect(linePrice(gas, { ...choices, quantity: 2 })).toBe(5000);
    expect(availableStock(gas, gas.childrens[2])).toBe(3);
    expect(availableStock(gas)).toBe(50);
    expect(availableStock({ ...gas, unlimited_stock: true }, gas.childrens[2])).toBeNull();
  });

  it('brings the quantity down to the stock of a newly chosen variant', () => {
    const choices = chooseVariant(gas, { ...initialChoices(), quantity: 10 }, 13);
    expect(choices.quantity).toBe(3);
  });

  it('asks for the variant first, then each required group, then checks stock', () => {
    expect(validateChoices(gas, initialChoices())).toEqual({ key: 'selectVariant' });
    expect(validateChoices(gas, chooseVariant(gas, initialChoices(), 12))).toEqual({ key: 'outOfStock' });
    expect(validateChoices(gas, { ...chooseVariant(gas, initialChoices(), 13), quantity: 4 })).toEqual({
      key: 'quantityNotAvailable',
      n: 3,
    });
    expect(validateChoices(gas, chooseVariant(gas, initialChoices(), 11))).toBeUndefined();

    expect(validateChoices(plate, initialChoices())).toEqual({
      key: 'chooseOption',
      group: 'Choose your rice',
    });
    expect(validateChoices(plate, chooseOption(initialChoices(), 'rice', 1))).toBeUndefined();
    const requiredAddon = makeProduct({ addons: [{ ...extras, required: true }] });
    expect(validateChoices(requiredAddon, initialChoices())).toEqual({
      key: 'chooseOption',
      group: 'Extras',
    });
  });

  it('refuses a product with no stock, unless its stock is unlimited', () => {
    expect(validateChoices(makeProduct({ stock: 0 }), initialChoices())).toEqual({ key: 'outOfStock' });
    expect(
      validateChoices(makeProduct({ stock: 0, unlimited_stock: true }), initialChoices()),
    ).toBeUndefined();
  });
});
