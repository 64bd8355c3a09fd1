import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { makeStore } from '../../lib/store';
import { anOrder } from '../../test/cart-fixtures';
import { mockApi, renderApp } from '../../test/render';
import { ordersApi } from './orders-api';

// The live socket is not what these tests look at: it opens, and says nothing.
vi.mock('./live-updates', () => ({ listen: async () => () => {} }));

let fetches: number;
beforeEach(() => {
  fetches = 0;
  mockApi({
    'GET /v1/api/orders/K7QX-3M9D': () => {
      fetches += 1;
      return {
        data: anOrder({
          status: 'accepted',
          status_history: [
            { status: 'sent', at: '2026-03-01T09:00:00.000Z' },
            { status: 'accepted', at: '2026-03-01T09:02:00.000Z' },
          ],
        }),
      };
    },
  });
});

const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent ?? '';

describe('an order as the app starts', () => {
  it('is read again when it was drawn from an answer already there', async () => {
    // The page the server rendered came with the order's public view, read a while ago: it has moved on since.
    const store = makeStore();
    store.dispatch(
      ordersApi.util.upsertQueryEntries([
        { endpointName: 'getOrder', arg: 'K7QX-3M9D', value: anOrder({ status: 'sent' }) },
      ]),
    );
    renderApp(paths.orderTracking('K7QX-3M9D'), { store });
    await waitFor(() => expect(currentStep()).toContain('Accepted'));
    expect(fetches).toBe(1);
  });

  it('is asked for once when there is no answer for it yet', async () => {
    renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByRole('region', { name: 'Order progress' });
    await act(async () => {});
    expect(currentStep()).toContain('Accepted');
    expect(fetches).toBe(1);
  });
});
