import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { resetConfig } from '../../lib/use-config';
import { mockApi, renderWithRouter } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  beforeEach(() => {
    // The contact details are the configuration's, as the contact page's.
    resetConfig();
    mockApi({
      'GET /api/config': () => ({
        data: {
          ws_port: 6001,
          app_key: 'suuq',
          map_tile_url: '/tiles/{z}/{x}/{y}.png',
          contact: { phone: '+252 61 555 0100', whatsapp: '+252 77 555 0100', email: 'support@suuq.so' },
        },
      }),
    });
  });

  it('shows the current year, taken from the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderWithRouter(<Footer />);
    expect(screen.getByText('© 2031 Suuq. All rights reserved.')).toBeTruthy();
  });

  it('has contact details, page links, social links and the credit', async () => {
    renderWithRouter(<Footer />);
    expect((await screen.findByRole('link', { name: '+252 61 555 0100' })).getAttribute('href')).toBe(
      'tel:+252615550100',
    );
    expect(screen.getByRole('link', { name: 'support@suuq.so' }).getAttribute('href')).toBe(
      'mailto:support@suuq.so',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/252775550100',
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
