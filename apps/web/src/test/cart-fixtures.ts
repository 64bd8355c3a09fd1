// Catalog data for the cart, checkout and order tests (shaped like the demo catalog), never used by the app.
import type { Product, Store } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import type { CartItem } from '../features/cart/cart-slice';
import { makeProduct } from './catalog-fixtures';

export const nasiib: Store = {
  id: 1,
  slug: 'nasiib-restaurant',
  name: 'Nasiib Restaurant',
  branch_id: 11,
  currency: 'USD',
  min_order_amount: 5,
  industry: 'food',
  image: '/images/stores/nasiib.svg',
  phone: '+252 61 523 4471',
  address: 'Maka Al Mukarama Road',
  lat: 2.0371,
  lng: 45.3438,
  is_open: true,
  timezone: 'Africa/Mogadishu',
  hours: [],
  closures: [],
  next_opening: null,
  accepts_scheduled: false,
  zones: [],
};

export const barwaaqo: Store = {
  ...nasiib,
  id: 6,
  slug: 'barwaaqo-supermarket',
  name: 'Barwaaqo Supermarket',
  branch_id: 66,
  min_order_amount: 10,
  industry: 'grocery',
};

// The catalog's product fixture, blanked: each cart fixture below names only what it needs.
const base: Product = makeProduct({
  id: 0,
  name: '',
  description: '',
  short_description: '',
  image: '/images/products/plate.svg',
  selling_price: 0,
  stock: 10,
});

export const riceWithChicken: Product = {
  ...base,
  id: 3,
  name: 'Rice with chicken',
  slug: 'rice-with-chicken',
  selling_price: 4.5,
  options: [
    {
      key: 'rice',
      title: 'Choose your rice',
      limit: 1,
      required: true,
      children: [
        { id: 21, item: 'Spiced rice', price: 0 },
        { id: 23, item: 'Basmati rice', price: 0.5 },
      ],
    },
    {
      key: 'spice',
      title: 'Spice level',
      limit: 1,
      required: true,
      children: [
        { id: 24, item: 'No chili', price: 0 },
        { id: 25, item: 'Mild', price: 0 },
      ],
    },
  ],
  addons: [
    {
      key: 'extras',
      title: 'Extras',
      limit: 2,
      required: false,
      children: [
        { id: 27, item: 'Banana', price: 0.25 },
        { id: 28, item: 'Extra meat', price: 1.5 },
        { id: 30, item: 'Cold drink', price: 0.75 },
      ],
    },
  ],
};

export const softDrink: Product = {
  ...base,
  id: 17,
  name: 'Soft drink (330 ml can)',
  slug: 'soft-drink-330-ml-can',
  selling_price: 0.75,
  stock: 3,
};

export const bottledWater: Product = {
  ...softDrink,
  id: 18,
  name: 'Bottled water',
  slug: 'bottled-water',
  stock: 0,
};

export const gasRefill: Product = {
  ...base,
  id: 170,
  name: 'Cooking gas refill',
  slug: 'cooking-gas-refill',
  selling_price: 12,
  stock: 2,
  has_variant: true,
  store_id: 1,
  childrens: [
    {
      id: 23,
      name: '6 kg refill',
      short_description: '',
      selling_price: 12,
      image: '/images/products/gas.svg',
      stock: 2,
      attribute1_value: null,
      attribute2_value: null,
      attribute3_value: null,
    },
    {
      id: 24,
      name: '13 kg refill',
      short_description: '',
      selling_price: 25,
      image: '/images/products/gas.svg',
      stock: 0,
      attribute1_value: null,
      attribute2_value: null,
      attribute3_value: null,
    },
  ],
};

export const basmatiSack: Product = {
  ...base,
  id: 75,
  name: 'Basmati rice (5 kg)',
  slug: 'basmati-rice-5-kg',
  selling_price: 7.5,
  stock: 40,
  store_id: 6,
};

/** A cart line as the slice keeps it. */
export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    cartKey: '17:::',
    productId: 17,
    name: 'Soft drink (330 ml can)',
    itemPrice: 0.75,
    price: 0.75,
    quantity: 1,
    total: 0.75,
    variant: null,
    image: '/images/products/can.svg',
    stock: 3,
    unlimitedStock: false,
    currency: 'USD',
    storeId: 1,
    branchId: 11,
    option: [],
    optionPrice: 0,
    addons: [],
    addonPrice: 0,
    ...overrides,
  };
}

/** An order as the server answers it. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_number: 'K7QX-3M9D',
    status: 'sent',
    status_history: [{ status: 'sent', at: '2026-03-01T09:00:00.000Z' }],
    store: { id: 1, name: 'Nasiib Restaurant', slug: 'nasiib-restaurant', phone: '+252 61 523 4471' },
    items: [
      {
        product_id: 3,
        variant_id: null,
        name: 'Rice with chicken',
        image: '/images/products/plate.svg',
        quantity: 2,
        unit_price: 4.5,
        option_price: 0.5,
        addon_price: 1.5,
        total: 13,
        options: [{ id: 23, group: 'Choose your rice', item: 'Basmati rice', price: 0.5 }],
        addons: [{ id: 28, group: 'Extras', item: 'Extra meat', price: 1.5 }],
      },
    ],
    subtotal: 13,
    delivery_fee: 1,
    total: 14,
    currency: 'USD',
    delivery_method: 'delivery',
    payment_method: 'cash',
    payment_status: 'pending',
    scheduled_for: null,
    created_at: '2026-03-01T09:00:00.000Z',
    bank_details: null,
    approve_url: null,
    ...overrides,
  };
}
