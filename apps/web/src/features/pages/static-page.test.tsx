import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderWithRouter, Reply } from '../../test/render';
import { StaticPage } from './static-page';

describe('StaticPage', () => {
  it('shows the page title and its HTML body', async () => {
    mockApi({
      'GET /api/page/privacy': () => ({
        data: {
          slug: 'privacy',
          title: 'Privacy Policy',
          body: 'We keep your <strong>phone number</strong> private.',
        },
      }),
    });
    renderWithRouter(<StaticPage slug="privacy" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('phone number').tagName).toBe('STRONG');
  });

  it('asks for the page in the active language', async () => {
    await changeLanguage('so');
    const { calls } = mockApi({
      'GET /api/page/about': () => ({ data: { slug: 'about', title: 'Nagu saabsan', body: '<p>Suuq</p>' } }),
    });
    renderWithRouter(<StaticPage slug="about" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nagu saabsan' })).toBeTruthy();
    expect(new URL(calls[0]?.url ?? '').searchParams.get('lang')).toBe('so');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('so');
  });

  it('explains a failure instead of showing a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/page/terms': () => new Reply(500, { message: 'Internal' }) });
    renderWithRouter(<StaticPage slug="terms" />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
