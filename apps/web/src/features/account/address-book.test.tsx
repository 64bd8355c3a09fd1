import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@suuq/shared/accounts';
import { resetConfig } from '../../lib/use-config';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, Reply } from '../../test/render';
import { AddressBookPage } from './address-book-page';
import { CITY_CENTRE } from '@suuq/shared/saved-address';
import { renderAt, signedIn } from './account-test-kit';

// Leaflet needs a real layout engine (the browser journeys use the real map); here a tap on the map is a button.
vi.mock('../../components/map/address-map', () => ({
  AddressMap: ({ onPin, label }: { onPin: (point: { lat: number; lng: number }) => void; label: string }) => (
    <button type="button" onClick={() => onPin({ lat: 2.0312, lng: 45.3051 })}>
      {label}
    </button>
  ),
}));

const home: Address = {
  id: 1,
  label: 'Home',
  line: 'Hodan, near Tarabuunka',
  lat: 2.03,
  lng: 45.31,
  notes: 'Blue gate',
  last_used_at: null,
  created_at: '2026-03-01T09:00:00.000Z',
};

function setup(initial: Address[] = [home], { tiles = true } = {}) {
  signedIn();
  resetConfig();
  if (!tiles) vi.spyOn(console, 'error').mockImplementation(() => {});
  let book = [...initial];
  const saved: Record<string, unknown>[] = [];
  const deleted: unknown[] = [];
  const api = mockApi({
    'GET /api/config': () =>
      tiles
        ? { data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '/t/{z}/{x}/{y}.png' } }
        : new Reply(500, {}),
    'GET /api/address/getall': () => ({ data: book }),
    'POST /api/address/save': async (request) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      saved.push(body);
      const address = { ...home, ...body, id: (body.id as number | undefined) ?? 2 } as Address;
      book = [address, ...book.filter((entry) => entry.id !== address.id)];
      return new Reply(body.id ? 200 : 201, { data: address });
    },
    'POST /api/address/delete': async (request) => {
      const { id } = (await request.clone().json()) as { id: number };
      deleted.push(id);
      book = book.filter((entry) => entry.id !== id);
      return { message: 'The address has been deleted.' };
    },
    'GET /api/geocode/reverse': (request) => {
      const url = new URL(request.url);
      return {
        data: {
          line: `Wadajir, Mogadishu (${url.searchParams.get('lat')}, ${url.searchParams.get('lng')})`,
          district: 'Wadajir',
          source: 'offline',
        },
      };
    },
  });
  renderAt(<AddressBookPage />, '/address-book');
  return { saved, deleted, calls: api.calls };
}

describe('address book', () => {
  it('lists the saved addresses with their notes', async () => {
    setup();
    const card = (await screen.findByRole('heading', { name: 'Home' })).closest('li')!;
    expect(within(card).getByText('Hodan, near Tarabuunka')).toBeTruthy();
    expect(within(card).getByText('Blue gate')).toBeTruthy();
  });

  it('invites to add one when the book is empty', async () => {
    setup([]);
    expect(await screen.findByText(/No addresses yet/)).toBeTruthy();
  });

  it('asks for the pin before saving: a delivery address needs it, as checkout does', async () => {
    const { saved } = setup([], { tiles: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    expect(
      await screen.findByText(/^The map cannot be shown right now, and an address needs its pin/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Work' }));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: ' KM4, behind the bank ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    const missing = await screen.findByText(/^Put the pin on the map where your door is/);
    await waitFor(() => expect(document.activeElement).toBe(missing));
    expect(saved).toEqual([]);
  });

  it('shows an address saved without a pin as needing one, and takes its pin', async () => {
    const { saved } = setup([{ ...home, ...CITY_CENTRE }]);
    const card = (await screen.findByRole('heading', { name: /Home/ })).closest('li')!;
    expect(within(card).getByText('Needs a pin')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Add the pin of Home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Map of the delivery area' }));
    expect(screen.getByText('Pin on the map.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('“Home” has been saved.');
    expect(saved).toEqual([
      { id: 1, label: 'Home', line: 'Hodan, near Tarabuunka', lat: 2.0312, lng: 45.3051, notes: 'Blue gate' },
    ]);
    expect(screen.queryByText('Needs a pin')).toBeNull();
  });

  it('shows the suggested names in the language read now, whichever they were saved in', async () => {
    await changeLanguage('so');
    setup([
      home,
      { ...home, id: 2, label: 'Hoyga' },
      { ...home, id: 3, label: 'Shaqada' },
      { ...home, id: 4, label: 'Aabo' },
    ]);
    expect(await screen.findAllByRole('heading', { name: 'Guriga' })).toHaveLength(2);
    await changeLanguage('en');
    expect(await screen.findAllByRole('heading', { name: 'Home' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Work' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aabo' })).toBeTruthy();
  });

  it('asks for the name and the line before sending', async () => {
    const { saved } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    fireEvent.change(screen.getByLabelText('Name of the place'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Please give the place a name, for example Home.')).toBeTruthy();
    expect(screen.getByText('Please write the address.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('pins the door on the map, names the place with "Use this location", and saves the pin', async () => {
    const { saved, calls } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Map of the delivery area' }));
    expect(screen.getByText('Pin on the map.')).toBeTruthy();
    expect(screen.queryByText(/2\.0312/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use this location' }));

    await waitFor(() =>
      expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(
        'Wadajir, Mogadishu (2.0312, 45.3051)',
      ),
    );
    expect(calls.some((call) => new URL(call.url).pathname === '/api/geocode/reverse')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('“Home” has been saved.');
    expect(saved[0]).toMatchObject({ label: 'Home', lat: 2.0312, lng: 45.3051 });
  });

  it('changes an address in place', async () => {
    const { saved } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home' }));
    expect(screen.getByRole('heading', { name: 'Change address' })).toBeTruthy();
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('Hodan, near Tarabuunka');
    fireEvent.change(screen.getByLabelText('Directions for the driver (optional)'), {
      target: { value: 'Green gate' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('“Home” has been saved.');
    expect(saved).toEqual([
      { id: 1, label: 'Home', line: 'Hodan, near Tarabuunka', lat: 2.03, lng: 45.31, notes: 'Green gate' },
    ]);
  });

  it('deletes only after the shopper confirms', async () => {
    const { deleted } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(
      within(dialog).getByText('“Home”, Hodan, near Tarabuunka, will be removed from your address book.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([1]);
    expect(await screen.findByText(/No addresses yet/)).toBeTruthy();
  });
});
