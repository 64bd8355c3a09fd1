import type { Category, ChoiceGroup, Product, Store, StoreDetail, Variant } from '@suuq/shared/catalog';

/** A demo store for tests; override what the test is about. */
export function makeStore(overrides: Partial<Store> = {}): Store {
  const name = overrides.name ?? 'Hodan Market';
  return {
    id: 1,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    branch_id: 1,
    currency: 'USD',
    min_order_amount: 5,
    industry: 'grocery',
    image: '/images/stores/hodan-market.svg',
    phone: '+252 61 000 0000',
    address: 'Maka Al Mukarama Road, Mogadishu',
    lat: 2.04,
    lng: 45.34,
    is_open: true,
    timezone: 'Africa/Mogadishu',
    hours: [],
    closures: [],
    next_opening: null,
    accepts_scheduled: false,
    zones: [],
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, name: 'Rice', image: '/images/categories/rice.svg', store_id: 1, ...overrides };
}

export function makeStoreDetail(overrides: Partial<StoreDetail> = {}): StoreDetail {
  return {
    ...makeStore(overrides),
    categories: [makeCategory(), makeCategory({ id: 2, name: 'Drinks' })],
    about: '<p>A family shop.</p>',
    ...overrides,
  };
}

export function makeGroup(overrides: Partial<ChoiceGroup> = {}): ChoiceGroup {
  return {
    key: 'rice',
    title: 'Choose your rice',
    limit: 1,
    required: true,
    children: [
      { id: 1, item: 'Spiced rice', price: 0 },
      { id: 2, item: 'Basmati rice', price: 0.5 },
    ],
    ...overrides,
  };
}

export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 11,
    name: '6 kg refill',
    short_description: '',
    selling_price: 12,
    image: '/images/products/gas-6kg.svg',
    stock: 40,
    attribute1_value: '6 kg',
    attribute2_value: null,
    attribute3_value: null,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const name = overrides.name ?? 'Basmati rice';
  return {
    id: 1,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: '<p>Long grains.</p>',
    short_description: 'Long grains, 5 kg',
    tagline: '',
    image: '/images/products/rice.svg',
    selling_price: 7.5,
    compare_price: null,
    stock: 40,
    unlimited_stock: false,
    currency: 'USD',
    has_variant: false,
    is_addon: false,
    is_combo: false,
    is_deal: false,
    saleable: true,
    category_id: 1,
    store_id: 1,
    childrens: [],
    options: [],
    addons: [],
    attribute1: null,
    attribute2: null,
    attribute3: null,
    attribute1_value: null,
    attribute2_value: null,
    attribute3_value: null,
    ...overrides,
  };
}
