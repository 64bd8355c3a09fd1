import { describe, expect, it } from 'vitest';
import { bottledWater, cartLine, gasRefill, riceWithChicken, softDrink } from '../../test/cart-fixtures';
import { buildLine, cartKeyOf, maxQuantity, quantityProblem } from './cart-rules';

describe('building a cart line', () => {
  it('prices the product with its chosen options and addons', () => {
    const built = buildLine({ product: riceWithChicken, optionIds: [23, 25], addonIds: [28, 27] }, 'en');
    expect(built).toMatchObject({
      ok: true,
      value: {
        cartKey: '3::23.25:27.28',
        productId: 3,
        itemPrice: 4.5,
        optionPrice: 0.5,
        addonPrice: 1.75,
        option: [
          { id: 23, group: 'Choose your rice', item: 'Basmati rice', price: 0.5 },
          { id: 25, group: 'Spice level', item: 'Mild', price: 0 },
        ],
        addons: [
          { id: 27, item: 'Banana' },
          { id: 28, item: 'Extra meat' },
        ],
        storeId: 1,
      },
    });
  });

  it('gives the same cartKey for the same choices in any order', () => {
    expect(cartKeyOf(3, null, [25, 23], [28, 27])).toBe(cartKeyOf(3, null, [23, 25], [27, 28]));
    expect(cartKeyOf(170, 23, [], [])).not.toBe(cartKeyOf(170, 24, [], []));
  });

  it('asks for a variant when the product has variants', () => {
    expect(buildLine({ product: gasRefill, optionIds: [], addonIds: [] }, 'en')).toEqual({
      ok: false,
      message: 'Please select a variant.',
    });
    expect(buildLine({ product: gasRefill, optionIds: [], addonIds: [] }, 'so')).toEqual({
      ok: false,
      message: 'Fadlan dooro nooca.',
    });
  });

  it('uses the variant price, stock and image', () => {
    const built = buildLine(
      { product: gasRefill, variant: gasRefill.childrens[0], optionIds: [], addonIds: [] },
      'en',
    );
    expect(built).toMatchObject({
      ok: true,
      value: { itemPrice: 12, stock: 2, variant: { id: 23, name: '6 kg refill' } },
    });
  });

  it('needs an answer for each required option group, and only one', () => {
    expect(buildLine({ product: riceWithChicken, optionIds: [23], addonIds: [] }, 'en')).toEqual({
      ok: false,
      message: 'Please make a choice for “Spice level”.',
    });
    expect(
      buildLine({ product: riceWithChicken, optionIds: [21, 23, 25], addonIds: [] }, 'en'),
    ).toMatchObject({
      ok: false,
      message: 'One of the chosen options does not belong to this item.',
    });
  });

  it('refuses more addons than the group allows, and choices of another product', () => {
    expect(
      buildLine({ product: riceWithChicken, optionIds: [23, 25], addonIds: [27, 28, 30] }, 'en'),
    ).toEqual({
      ok: false,
      message: 'You can choose up to 2 in “Extras”.',
    });
    expect(
      buildLine({ product: riceWithChicken, optionIds: [23, 25, 999], addonIds: [] }, 'en'),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe('stock limits', () => {
  const soda = { cartKey: '17:::', productId: 17, variant: null, stock: 3, unlimitedStock: false };

  it('says "Item is out of stock." at zero stock, in both languages', () => {
    const water = { ...soda, productId: bottledWater.id, stock: 0 };
    expect(quantityProblem([], water, 1, 'en')).toBe('Item is out of stock.');
    expect(quantityProblem([], water, 1, 'so')).toBe('Alaabtani kaydka way ka dhammaatay.');
  });

  it('refuses more than the stock with the maximum, in both languages', () => {
    expect(quantityProblem([], soda, 3, 'en')).toBeUndefined();
    expect(quantityProblem([], soda, 4, 'en')).toBe('Quantity not available. Maximum stock: 3');
    expect(quantityProblem([], soda, 4, 'so')).toBe('Tiradaas lama heli karo. Kaydka ugu badan: 3');
  });

  it('counts other lines of the same product against the same stock', () => {
    const other = cartLine({ id: 2, cartKey: '17:::x', productId: softDrink.id, quantity: 2 });
    expect(maxQuantity([other], soda)).toBe(1);
    expect(quantityProblem([other], soda, 2, 'en')).toBe('Quantity not available. Maximum stock: 1');
  });

  it('lets unlimited stock through up to what one order line may hold', () => {
    const unlimited = { ...soda, stock: 0, unlimitedStock: true };
    expect(quantityProblem([], unlimited, 500, 'en')).toBeUndefined();
    expect(maxQuantity([], unlimited)).toBe(999);
  });
});
