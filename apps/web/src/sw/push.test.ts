import { describe, expect, it } from 'vitest';
import { noticeFrom } from './push';

const data = (value: unknown) => ({ json: () => value });

describe('a push’s notification', () => {
  it('shows the title, text and link the server wrote', () => {
    expect(
      noticeFrom(
        data({ title: 'Dalab cusub A1B2-C3D4', body: 'Fur looxa.', url: '/staff', tag: 'order-A1B2-C3D4' }),
      ),
    ).toEqual({ title: 'Dalab cusub A1B2-C3D4', body: 'Fur looxa.', url: '/staff', tag: 'order-A1B2-C3D4' });
  });

  it('opens only a page of the app, and shows a plain notice for what it cannot read', () => {
    expect(noticeFrom(data({ title: 'x', url: 'https://elsewhere.example/' })).url).toBe('/');
    expect(noticeFrom(data({ title: 'x', url: '//elsewhere.example/' })).url).toBe('/');
    const unreadable = {
      json: () => {
        throw new SyntaxError('not JSON');
      },
    };
    expect(noticeFrom(unreadable)).toEqual({ title: 'Suuq', body: '', url: '/', tag: 'suuq' });
    expect(noticeFrom(null).title).toBe('Suuq');
  });
});
