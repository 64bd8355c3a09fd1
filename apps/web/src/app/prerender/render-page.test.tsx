import { CART_STORAGE_KEY } from '@suuq/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLine, nasiib } from '../../test/cart-fixtures';
import { ORDER_QUEUE_STORAGE_KEY } from '../../features/checkout/order-queue-key';
import { renderPage, type PageFetch } from './render-page';

/** The server's answers to the page's catalog requests: none of them is needed by checkout's frame. */
const asked: string[] = [];
const pageFetch: PageFetch = async (url) => {
  asked.push(url);
  return new Response('{}', { status: 503 });
};

afterEach(() => {
  localStorage.clear();
  asked.length = 0;
});

describe('checkout rendered by the server', () => {
  it('is its frame: the title and intro over the loading line, whatever the phone holds', async () => {
    // What only the phone holds (a cart, an order queued offline) is not the server's to draw: the page it sends
    // is the same for every shopper, and the app takes it over before it draws them.
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { items: [cartLine()], store: nasiib } }));
    localStorage.setItem(
      ORDER_QUEUE_STORAGE_KEY,
      JSON.stringify([
        { key: 'k1', storeId: 1, body: {}, cart: { items: [], store: null }, queuedAt: 1, state: 'pending' },
      ]),
    );
    for (const path of ['/checkout', '/checkout2', '/checkout-homepage']) {
      const page = await renderPage(path, 'en', pageFetch);
      expect(page, path).toBeDefined();
      const root = document.createElement('div');
      root.innerHTML = page!.markup;
      expect(root.querySelector('h1')?.textContent, path).toBe('Checkout');
      expect(root.querySelector('.page-intro__text')?.textContent, path).toBe(
        'Choose how you receive your order and how you pay.',
      );
      expect(root.querySelector('[role="status"]')?.textContent, path).toBe('Loading…');
      expect(root.querySelector('form'), path).toBeNull();
      expect(root.textContent, path).not.toMatch(/waiting for the network/);
    }
    expect(asked).toEqual([]);
  });

  it('is drawn in Somali for a Somali reader', async () => {
    const page = await renderPage('/checkout', 'so', pageFetch);
    const root = document.createElement('div');
    root.innerHTML = page!.markup;
    expect(root.querySelector('h1')?.textContent).toBe('Dhammaystir dalabka');
    expect(root.querySelector('.page-intro__text')?.textContent).toBe(
      'Dooro sida aad dalabka u helayso iyo sida aad u bixinayso.',
    );
  });
});
