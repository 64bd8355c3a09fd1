import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/render';

describe('the catch-all route', () => {
  it('serves the joining pages at /sell and /drive, in the shop’s frame with its footer links', async () => {
    mockApi({ 'GET /api/industries': () => ({ data: [] }), 'GET /api/vehicalTypes': () => ({ data: [] }) });
    renderApp('/sell');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell on Suuq' })).toBeTruthy();
    const drive = await screen.findByRole('link', { name: 'Drive with Suuq' });
    expect(drive.getAttribute('href')).toBe('/drive');
    drive.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Drive with Suuq' })).toBeTruthy();
  });

  it('still answers any other unknown path with "Page not found"', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
