import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the current year, taken from the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderWithRouter(<Footer />);
    expect(screen.getByText('© 2031 Suuq. All rights reserved.')).toBeTruthy();
  });

  it('has contact details, page links, social links and the credit', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole('link', { name: '+252 61 000 0000' }).getAttribute('href')).toBe(
      'tel:+252610000000',
    );
    expect(screen.getByRole('link', { name: 'support@suuq.so' }).getAttribute('href')).toBe(
      'mailto:support@suuq.so',
    );
    for (const name of ['About', 'Privacy Policy', 'Terms and Conditions', 'Contact Us']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    for (const name of ['Facebook', 'WhatsApp', 'TikTok']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByText('Built by the Suuq team')).toBeTruthy();
  });

  it('speaks Somali when Somali is chosen', async () => {
    await changeLanguage('so');
    renderWithRouter(<Footer />);
    expect(screen.getByText('Muqdisho, Soomaaliya')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Siyaasadda asturnaanta' })).toBeTruthy();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Suuq. Xuquuqda oo dhan way dhowran tahay.`),
    ).toBeTruthy();
  });
});
