import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { Header } from './header';

const failure = vi.hoisted(
  () => new TypeError('Failed to fetch dynamically imported module: /assets/track-order-dialog.js'),
);
// Reading the export fails the way a download does, so the lazy import rejects with the browser's own error.
vi.mock('../../features/orders/track-order-dialog', () => ({
  get TrackOrderDialog(): never {
    throw failure;
  },
}));

it('shows the error panel under the header when the Track Order dialog cannot be downloaded', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const reload = vi.fn();
  vi.stubGlobal('location', { reload });
  renderWithRouter(<Header cartCount={0} />);
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Track Order' }));

  const panel = await screen.findByRole('alert');
  expect(panel.textContent).toContain(failure.message);
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(error).toHaveBeenCalledWith('Route error:', expect.anything());
  // The browser remembers a failed download; only a fresh page load fetches the file again.
  fireEvent.click(within(panel).getByRole('button', { name: 'Clear errors and retry' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
