import type { ServerFrame } from '@suuq/shared/live';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nasiib } from '../../test/cart-fixtures';
import { setup } from '../../features/checkout/checkout-test-kit';
import { settle, waitingToSettle } from '../../test/settle-by-hand';

vi.mock('../../components/map/address-map', async () => ({
  AddressMap: (await import('../../features/checkout/checkout-test-kit')).PinnableMap,
}));

// The page settles when the test says so.
vi.mock('../../lib/settled', async (actual) =>
  (await import('../../test/settle-by-hand')).settledByHand(await actual()),
);

// A fake live socket: the test speaks for the server.
const socket = vi.hoisted(() => ({
  listeners: new Map<string, (frame: ServerFrame) => void>(),
  subscribe(channel: string, listener: (frame: ServerFrame) => void) {
    this.listeners.set(channel, listener);
    return () => this.listeners.delete(channel);
  },
  onStatus: () => () => undefined,
}));
vi.mock('../../lib/live-socket', () => ({ liveSocket: () => socket }));

const radio = (name: RegExp | string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('checkout while the store opens or closes', () => {
  it('stops offering as soon as possible when the store closes by its hours, without a reload', async () => {
    setup({
      store: { ...nasiib, accepts_scheduled: true },
      extra: { 'GET /v1/api/stores/1/slots': () => ({ data: [] }) },
    });
    await waitFor(() => expect(radio('As soon as possible').checked).toBe(true));
    // Not while the form is first drawn: only once the page has settled.
    expect(socket.listeners.has('stores')).toBe(false);
    await waitFor(() => expect(waitingToSettle()).toBe(1));
    act(() => settle());
    await waitFor(() => expect(socket.listeners.has('stores')).toBe(true), { timeout: 5_000 });

    act(() =>
      socket.listeners.get('stores')!({
        event: 'store.status',
        channel: 'stores',
        data: { store_id: nasiib.id, is_open: false },
      }),
    );
    await waitFor(() => expect(radio(/As soon as possible/).disabled).toBe(true));
    expect(radio('At a later time').checked).toBe(true);
    expect(screen.getByText(/is closed now\./)).toBeTruthy();
    expect(screen.getByText(/You can still order now for a time when it is open/)).toBeTruthy();
  });
});
