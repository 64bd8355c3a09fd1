import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { MapFallback } from './map-fallback';

describe('MapFallback', () => {
  it('says the map could not load and leads back to the store list above, without repeating it', () => {
    renderWithRouter(<MapFallback />);
    expect(
      screen.getByText('The map could not load. Every store in the list above shows its address.'),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the stores' });
    expect(back.getAttribute('href')).toBe('#home-stores');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks Somali', async () => {
    await changeLanguage('so');
    renderWithRouter(<MapFallback />);
    expect(await screen.findByRole('link', { name: 'Ku noqo dukaamada' })).toBeTruthy();
  });
});
