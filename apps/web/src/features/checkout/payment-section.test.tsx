import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../lib/use-config';
import { Reply } from '../../test/render';
import { fillDetails, placeOrder, setup } from './checkout-test-kit';
import { stopOrderQueue } from './order-queue';

vi.mock('../../components/map/address-map', async () => ({
  AddressMap: (await import('./checkout-test-kit')).PinnableMap,
}));

const wallets = {
  'GET /api/config': () => ({
    data: {
      ws_port: 6001,
      app_key: 'suuq',
      map_tile_url: '/tiles/{z}/{x}/{y}.png',
      payment_methods: ['cash', 'bank_transfer', 'evc_plus', 'zaad'],
    },
  }),
};

describe('paying by mobile money at checkout', () => {
  beforeEach(() => resetConfig());
  afterEach(() => {
    stopOrderQueue();
    sessionStorage.clear();
  });

  it('offers the configured wallets first, and asks the wallet’s number only for them', async () => {
    setup({ extra: wallets });
    const payment = await screen.findByRole('radiogroup', { name: 'Payment' });
    await waitFor(() =>
      expect(
        within(payment)
          .getAllByRole<HTMLInputElement>('radio')
          .map((radio) => radio.value),
      ).toEqual(['evc_plus', 'zaad', 'cash', 'bank_transfer']),
    );
    expect(screen.queryByLabelText(/EVC Plus number/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^EVC Plus/ }));
    expect(screen.getByLabelText(/EVC Plus number/)).toBeTruthy();
  });

  it('picks the wallet from the number’s prefix, checks the number, and sends it in the wallets’ form', async () => {
    const { placed } = setup({ extra: wallets });
    await fillDetails();
    fireEvent.click(await screen.findByRole('radio', { name: /^EVC Plus/ }));
    const phone = screen.getByLabelText(/EVC Plus number/);

    placeOrder();
    expect(await screen.findByText('Enter the phone number of the wallet to pay with.')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '61 12' } });
    placeOrder();
    expect(await screen.findByText('Enter a Somali mobile number, for example 61 1234567.')).toBeTruthy();
    expect(placed).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '063 111 1111' } });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Zaad/ }).checked).toBe(true);
    placeOrder();
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]?.body).toMatchObject({ payment_method: 'zaad', payer_phone: '252631111111' });
  });

  it('shows the store’s refusal of the number on its field', async () => {
    setup({
      extra: wallets,
      place: () =>
        new Reply(422, {
          message: 'The given data was invalid.',
          errors: { payer_phone: ['Enter a Somali mobile number, for example 61 1234567.'] },
        }),
    });
    await fillDetails();
    fireEvent.click(await screen.findByRole('radio', { name: /^EVC Plus/ }));
    const phone = screen.getByLabelText(/EVC Plus number/);
    fireEvent.change(phone, { target: { value: '0611111111' } });
    placeOrder();
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a Somali mobile number, for example 61 1234567.')).toBeTruthy();
  });
});
