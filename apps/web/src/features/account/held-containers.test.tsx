import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/render';
import { ProfilePage } from './profile-page';
import { customer, renderAt, signedIn } from './account-test-kit';

beforeEach(() => signedIn());

describe('the profile’s containers', () => {
  it('lists the containers the customer holds and the deposits paid for them', async () => {
    mockApi({
      'GET /api/user/get': () => ({ data: customer }),
      'GET /api/user/containers': () => ({
        data: {
          containers: [
            { name: '13 kg gas cylinder', held: 2, deposit: 30, deposit_total: 60, currency: 'USD' },
            { name: '20 L jerrycan', held: 1, deposit: 3, deposit_total: 3, currency: 'USD' },
          ],
          deposits: [{ amount: 63, currency: 'USD' }],
        },
      }),
    });
    renderAt(<ProfilePage />, '/profile');
    expect(await screen.findByRole('heading', { name: 'Containers you hold' })).toBeTruthy();
    expect(screen.getByText('2 × 13 kg gas cylinder')).toBeTruthy();
    expect(screen.getByText('Deposit paid: $60.00')).toBeTruthy();
    expect(screen.getByText('$63.00')).toBeTruthy();
  });

  it('shows nothing about containers to a customer who holds none', async () => {
    mockApi({
      'GET /api/user/get': () => ({ data: customer }),
      'GET /api/user/containers': () => ({ data: { containers: [], deposits: [] } }),
    });
    renderAt(<ProfilePage />, '/profile');
    expect(await screen.findByText(customer.name)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Containers you hold' })).toBeNull();
  });
});
