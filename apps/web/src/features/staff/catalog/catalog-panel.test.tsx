import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantCategory, MerchantProduct, ProductInput } from '@suuq/shared/merchant-catalog';
import { resetConfig } from '../../../lib/use-config';
import { mockApi, renderWithRouter, Reply } from '../../../test/render';
import { nasiib } from '../../../test/cart-fixtures';
import { StaffPage } from '../staff-page';
import { staffSignedIn } from '../staff-test-kit';

vi.mock('../../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {}, status: () => 'open' }),
}));
vi.mock('../beep', () => ({ beep: vi.fn(), unlockSound: vi.fn() }));

const category = (id: number, en: string, so: string, count: number): MerchantCategory => ({
  id,
  name: { en, so },
  image: '',
  position: id,
  hidden: false,
  product_count: count,
});
const drinks = category(5, 'Drinks', 'Cabbitaanno', 1);
const meals = category(6, 'Meals', 'Cuntooyin', 0);

const text = (value: { en: string; so?: string | null } | undefined) => ({
  en: value?.en ?? '',
  so: value?.so ?? '',
});

/** The product as the server would hold it after `body`, ids given to every new row. */
function productFrom(id: number, body: ProductInput, onOrders = false): MerchantProduct {
  let next = id * 100;
  return {
    id,
    slug: `product-${id}`,
    name: text(body.name),
    short_description: text(body.short_description),
    tagline: text(body.tagline),
    description: text(body.description),
    image: '',
    selling_price: body.selling_price,
    compare_price: body.compare_price ?? null,
    stock: body.stock ?? 0,
    unlimited_stock: body.unlimited_stock ?? false,
    saleable: body.saleable ?? true,
    hidden: body.hidden ?? false,
    category_id: body.category_id,
    position: 0,
    currency: 'USD',
    attributes: body.attributes ?? [],
    container: body.container ? { name: text(body.container.name), deposit: body.container.deposit } : null,
    variants: (body.variants ?? []).map((v) => ({
      id: v.id ?? (next += 1),
      name: text(v.name),
      selling_price: v.selling_price,
      stock: v.stock ?? 0,
      image: '',
      attribute_values: v.attribute_values ?? [],
    })),
    options: (body.options ?? []).map((g) => ({
      id: g.id ?? (next += 1),
      title: text(g.title),
      required: true,
      children: g.children.map((c) => ({ id: c.id ?? (next += 1), item: text(c.item), price: c.price })),
    })),
    addons: (body.addons ?? []).map((g) => ({
      id: g.id ?? (next += 1),
      title: text(g.title),
      limit: g.limit,
      children: g.children.map((c) => ({ id: c.id ?? (next += 1), item: text(c.item), price: c.price })),
    })),
    on_orders: onOrders,
  };
}

const tea = productFrom(
  31,
  {
    name: { en: 'Tea', so: 'Shaah' },
    selling_price: 1,
    category_id: 5,
    variants: [{ name: { en: 'Cup', so: 'Koob' }, selling_price: 1, stock: 10 }],
  },
  true,
);

const face = {
  id: 1,
  slug: 'nasiib-restaurant',
  name: 'Nasiib Restaurant',
  currency: 'USD',
  min_order_amount: 5,
  industry: 'food',
  image: '/images/stores/nasiib.svg',
  logo: null,
  phone: '+252 61 523 4471',
  address: 'Maka Al Mukarama Road',
  address_so: null,
  about: { en: '<p>Since 1998.</p>', so: '' },
};

interface Call {
  call: string;
  auth: string | null;
  body: unknown;
}

function serve(refuse: Record<string, () => Reply | undefined> = {}, store: Partial<typeof face> = {}) {
  const calls: Call[] = [];
  const record =
    (call: string, answer: (body: never, request: Request) => unknown) => async (request: Request) => {
      const type = request.headers.get('Content-Type') ?? '';
      const body: unknown = type.includes('json') ? await request.json() : null;
      calls.push({ call, auth: request.headers.get('Authorization'), body });
      return refuse[call]?.() ?? { data: answer(body as never, request) };
    };
  mockApi({
    'GET /api/config': () => ({ data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '' } }),
    'GET /api/user/get': () => ({
      data: {
        id: 3,
        name: 'Nasiib staff',
        phone: '+252610000101',
        email: null,
        avatar: null,
        role: 'staff',
        store_id: 1,
      },
    }),
    'GET /api/merchant/orders': () => ({ data: [], meta: { page: 1, per_page: 100, total: 0 } }),
    'POST /api/stores': () => ({ data: [nasiib] }),
    'GET /api/merchant/categories': () => ({ data: [drinks, meals] }),
    'GET /api/merchant/products': () => ({ data: [tea], meta: { page: 1, per_page: 100, total: 1 } }),
    'POST /api/merchant/products': record('create', (body: ProductInput) => productFrom(40, body)),
    'PUT /api/merchant/products/31': record('update', (body: ProductInput) => productFrom(31, body, true)),
    'DELETE /api/merchant/products/31': record('delete', () => ({ id: 31, hidden: true })),
    'DELETE /api/merchant/categories/5': record('delete category', () => null),
    'PUT /api/merchant/categories/order': record('order', () => null),
    'POST /api/merchant/categories/5/image': record('category photo', () => drinks),
    'GET /api/merchant/store': () => ({ data: { ...face, ...store } }),
    'PUT /api/merchant/store/profile': record('profile', (body: object) => ({ ...face, ...body })),
  });
  return { calls };
}

async function openCatalog(section?: string) {
  renderWithRouter(<StaffPage />, { path: '/staff' });
  fireEvent.click(await screen.findByRole('button', { name: 'Catalog' }));
  if (section) fireEvent.click(await screen.findByRole('button', { name: section }));
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeEach(() => {
  resetConfig();
  staffSignedIn('access-1', 'refresh-1');
});

describe('the staff catalog editor', () => {
  it('creates a product with a variant and an option group, sending every field as typed', async () => {
    const { calls } = serve();
    await openCatalog();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a product' }));
    const form = await screen.findByRole('form', { name: 'New product' });
    const about = within(form).getByRole('group', { name: 'Name and description' });
    type(within(about).getByLabelText('Name (English)'), ' Mango juice ');
    type(within(about).getByLabelText('Name (Somali)'), 'Casiir cambe');
    const money = within(form).getByRole('group', { name: 'Price and stock' });
    type(within(money).getByLabelText('Category'), '5');
    type(within(money).getByLabelText('Price'), '2,5');
    type(within(money).getByLabelText('Stock'), '40');

    fireEvent.click(within(form).getByRole('button', { name: 'Add a variant' }));
    const variant = within(form).getByRole('group', { name: 'Variant 1' });
    type(within(variant).getByLabelText('Variant name (English)'), 'Large');
    type(within(variant).getByLabelText('Price'), '3');
    type(within(variant).getByLabelText('Stock'), '12');

    fireEvent.click(within(form).getByRole('button', { name: 'Add a choice group' }));
    const group = within(form).getByRole('group', { name: 'Choice group 1' });
    type(within(group).getByLabelText('Group title (English)'), 'Ice');
    type(within(group).getByLabelText('Group title (Somali)'), 'Baraf');
    type(within(group).getByLabelText('Item (English)'), 'No ice');
    fireEvent.click(within(group).getByRole('button', { name: 'Add an item to Ice' }));
    const second = within(group).getByRole('group', { name: 'Item 2 in Ice' });
    type(within(second).getByLabelText('Item (English)'), 'Extra ice');
    type(within(second).getByLabelText('Extra price'), '0.25');
    // The second item goes first.
    fireEvent.click(within(group).getByRole('button', { name: 'Move Extra ice up' }));

    fireEvent.click(within(form).getByRole('button', { name: 'Create the product' }));
    expect(await screen.findByText('Product created. Shoppers see it now.')).toBeTruthy();
    expect(calls).toEqual([
      {
        call: 'create',
        auth: 'Bearer access-1',
        body: {
          name: { en: 'Mango juice', so: 'Casiir cambe' },
          short_description: { en: '', so: '' },
          tagline: { en: '', so: '' },
          description: { en: '', so: '' },
          selling_price: 2.5,
          compare_price: null,
          stock: 40,
          unlimited_stock: false,
          saleable: true,
          hidden: false,
          category_id: 5,
          attributes: [],
          container: null,
          variants: [{ name: { en: 'Large', so: '' }, selling_price: 3, stock: 12, attribute_values: [] }],
          options: [
            {
              title: { en: 'Ice', so: 'Baraf' },
              required: true,
              children: [
                { item: { en: 'Extra ice', so: '' }, price: 0.25 },
                { item: { en: 'No ice', so: '' }, price: 0 },
              ],
            },
          ],
          addons: [],
        } satisfies ProductInput,
      },
    ]);
    // The product exists now: the form edits it, and its saved variant may get a photo.
    expect(await screen.findByRole('form', { name: 'Edit Mango juice' })).toBeTruthy();
    expect((screen.getByLabelText('Take a photo: Photo of Large') as HTMLInputElement).disabled).toBe(false);
  });

  it('checks the shared rules before sending and shows their note under the field', async () => {
    const { calls } = serve();
    await openCatalog();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a product' }));
    const form = await screen.findByRole('form', { name: 'New product' });
    type(within(form).getAllByLabelText('Name (English)')[0]!, 'Lemonade');
    const money = within(form).getByRole('group', { name: 'Price and stock' });
    const price = within(money).getByLabelText('Price');
    type(price, '1.255');
    fireEvent.click(within(form).getByRole('button', { name: 'Create the product' }));
    expect(
      await within(money).findByText('Enter a price of 0 or more with at most 2 decimals.'),
    ).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe(
      'Some fields need a change: see the notes under them.',
    );
    expect(calls).toEqual([]);
  });

  it('shows the server’s note under the variant field it names', async () => {
    const { calls } = serve({
      update: () =>
        new Reply(422, {
          message: 'The given data was invalid.',
          errors: { 'variants.0.selling_price': ['Enter a price the server likes.'] },
        }),
    });
    await openCatalog();
    const row = await screen.findByRole('listitem', { name: 'Tea' });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Tea' }));
    const form = await screen.findByRole('form', { name: 'Edit Tea' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the product' }));
    const variant = within(form).getByRole('group', { name: 'Cup' });
    expect(await within(variant).findByText('Enter a price the server likes.')).toBeTruthy();
    expect(within(variant).getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toContain('The given data was invalid.');
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as ProductInput).variants).toEqual([
      // Its stock, unchanged, is left out: orders may be taking it meanwhile.
      { id: 3101, name: { en: 'Cup', so: 'Koob' }, selling_price: 1, attribute_values: [] },
    ]);
  });

  it('says a product on past orders was hidden rather than deleted', async () => {
    const { calls } = serve();
    await openCatalog();
    const row = await screen.findByRole('listitem', { name: 'Tea' });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Tea' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, delete Tea' }));
    expect(
      await screen.findByText(
        'Tea is on past orders, so it was hidden instead of deleted. Shoppers no longer see it.',
      ),
    ).toBeTruthy();
    expect(calls.map((c) => c.call)).toEqual(['delete']);
  });

  it('shows why a category with products cannot be deleted', async () => {
    serve({
      'delete category': () => new Reply(409, { message: 'This category still has products.' }),
    });
    await openCatalog('Categories');
    const row = await screen.findByRole('listitem', { name: 'Drinks' });
    expect(within(row).getByText('1 product')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Drinks' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, delete Drinks' }));
    const said = await screen.findByText('That did not work: This category still has products.');
    expect(said.getAttribute('role')).toBe('alert');
  });

  it('asks a new product for its stock, and a note goes once its field is changed', async () => {
    const { calls } = serve();
    await openCatalog();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a product' }));
    const form = await screen.findByRole('form', { name: 'New product' });
    type(within(form).getAllByLabelText('Name (English)')[0]!, 'Mango juice');
    const money = within(form).getByRole('group', { name: 'Price and stock' });
    type(within(money).getByLabelText('Category'), '5');
    type(within(money).getByLabelText('Price'), '2');
    const stock = within(money).getByLabelText('Stock');
    expect((stock as HTMLInputElement).value).toBe('');
    fireEvent.click(within(form).getByRole('button', { name: 'Create the product' }));
    expect(await within(money).findByText('Enter a whole number of 0 or more.')).toBeTruthy();
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    type(stock, '25');
    expect(within(money).queryByText('Enter a whole number of 0 or more.')).toBeNull();
    expect(stock.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: 'Create the product' }));
    expect(await screen.findByText('Product created. Shoppers see it now.')).toBeTruthy();
    expect(calls[0]!.body).toMatchObject({ stock: 25 });
  });

  it('moves a category with the buttons and saves the new order', async () => {
    const { calls } = serve();
    await openCatalog('Categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Meals up' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ call: 'order', auth: 'Bearer access-1', body: { ids: [6, 5] } });
    const rows = screen.getAllByRole('listitem').map((row) => row.getAttribute('aria-label'));
    expect(rows).toEqual(['Meals', 'Drinks']);
  });

  it('refuses a photo over the limit before sending it, in the server’s words', async () => {
    const { calls } = serve();
    await openCatalog('Categories');
    const row = await screen.findByRole('listitem', { name: 'Drinks' });
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(row).getByLabelText('Choose a file: Photo of Drinks'), {
      target: { files: [big] },
    });
    expect(await within(row).findByText('The picture is too large. The limit is 8 MB.')).toBeTruthy();
    const small = new File([new Uint8Array(10)], 'small.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(row).getByLabelText('Take a photo: Photo of Drinks'), {
      target: { files: [small] },
    });
    expect(await screen.findByText('Photo saved. Shoppers see it now.')).toBeTruthy();
    expect(calls.map((c) => c.call)).toEqual(['category photo']);
  });

  it('shows saved HTML in the editor through the allowlist: nothing of a script or a handler comes in', async () => {
    const saved = '<p onclick="x()">Hi <img src=x onerror="y()"><script>z()</script><i>there</i></p>';
    serve({}, { about: { en: saved, so: '' } });
    await openCatalog('Store page');
    const about = await screen.findByRole('textbox', { name: 'About the store (English)' });
    expect(about.innerHTML).toBe('<p>Hi <i>there</i></p>');
  });

  it('checks the store’s face with the shared rules, then saves it', async () => {
    const { calls } = serve();
    await openCatalog('Store page');
    const phone = await screen.findByLabelText('Phone');
    type(phone, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save the store page' }));
    expect(await screen.findByText('Enter a phone number of 6 to 30 digits.')).toBeTruthy();
    expect(calls).toEqual([]);
    type(phone, '+252 61 000 1111');
    const aboutEn = screen.getByRole('textbox', { name: 'About the store (English)' });
    expect(aboutEn.innerHTML).toBe('<p>Since 1998.</p>');
    const aboutSo = screen.getByRole('textbox', { name: 'About the store (Somali)' });
    aboutSo.innerHTML = '<p>Tan iyo <b>1998</b>.</p>';
    fireEvent.input(aboutSo);
    type(screen.getByLabelText('Address (Somali)'), ' Waddada Maka Al-Mukarama, Muqdisho ');
    fireEvent.click(screen.getByRole('button', { name: 'Save the store page' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    expect(calls[0]!.body).toEqual({
      name: 'Nasiib Restaurant',
      address: 'Maka Al Mukarama Road',
      address_so: 'Waddada Maka Al-Mukarama, Muqdisho',
      phone: '+252 61 000 1111',
      min_order_amount: 5,
      about: { en: '<p>Since 1998.</p>', so: '<p>Tan iyo <b>1998</b>.</p>' },
    });
  });

  it('asks before leaving a product with changes not saved', async () => {
    serve();
    await openCatalog();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tea' }));
    const form = await screen.findByRole('form', { name: 'Edit Tea' });
    type(within(form).getAllByLabelText('Name (Somali)')[0]!, 'Shaah cusub');
    fireEvent.click(within(form).getByRole('button', { name: 'Back to the list' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Back to the list' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('listitem', { name: 'Tea' })).toBeTruthy();
  });
});
