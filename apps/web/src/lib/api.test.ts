import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, Reply } from '../test/render';
import { payOrderRoute } from '@suuq/shared/routes-shop';
import { fetchJson, type ApiRequest } from './api';
import { changeLanguage } from './i18n';

function send(request: ApiRequest, signal = new AbortController().signal) {
  return fetchJson(request, { signal } as BaseQueryApi, {});
}

describe('fetchJson', () => {
  it("takes the page's early answer for the same address and language, once, and asks itself after that", async () => {
    await changeLanguage('en');
    const { calls } = mockApi({ 'GET /v1/api/delivery': () => ({ data: ['asked by the app'] }) });
    const early = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    window.suuqEarly = [
      { url: '/v1/api/delivery?store_id=7', lang: 'so', answer: early({ data: ['in Somali'] }) },
      { url: '/v1/api/delivery?store_id=7', lang: 'en', answer: early({ data: ['asked early'] }) },
    ];
    try {
      const ask = () => send({ url: '/v1/api/delivery', params: { store_id: 7 } });
      expect(await ask()).toEqual({ data: { data: ['asked early'] } });
      expect(calls).toHaveLength(0);
      // Taken once: the next request is the app's own, and the other language's answer is left alone.
      expect(await ask()).toEqual({ data: { data: ['asked by the app'] } });
      expect(calls).toHaveLength(1);
      expect(window.suuqEarly.map((answer) => answer.lang)).toEqual(['so']);
      // Another store's options are never answered from it.
      await send({ url: '/v1/api/delivery', params: { store_id: 8 } });
      expect(calls).toHaveLength(2);
    } finally {
      delete window.suuqEarly;
    }
  });

  it('asks itself when the early request failed', async () => {
    await changeLanguage('en');
    const { calls } = mockApi({ 'GET /v1/api/delivery': () => ({ data: ['asked again'] }) });
    window.suuqEarly = [
      { url: '/v1/api/delivery?store_id=7', lang: 'en', answer: Promise.reject(new TypeError('offline')) },
    ];
    try {
      expect(await send({ url: '/v1/api/delivery', params: { store_id: 7 } })).toEqual({
        data: { data: ['asked again'] },
      });
      expect(calls).toHaveLength(1);
    } finally {
      delete window.suuqEarly;
    }
  });

  it('sends query parameters, leaving out undefined ones, and the active language', async () => {
    await changeLanguage('so');
    const { calls } = mockApi({ 'GET /api/industries': () => ({ data: ['Cunto'] }) });
    const result = await send({ url: '/api/industries', params: { lang: 'so', page: 2, q: undefined } });

    expect(result).toEqual({ data: { data: ['Cunto'] } });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname + url.search).toBe('/api/industries?lang=so&page=2');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('so');
  });

  it("sends a route of the shared table with the route's method and its path parameters encoded", async () => {
    const { calls } = mockApi({ 'POST /v1/api/orders/SQ%2F7%20A/pay': () => ({ data: {} }) });
    await send({ url: payOrderRoute, path: { order_number: 'SQ/7 A' }, body: { payer_phone: '615000000' } });
    expect(calls[0]?.method).toBe('POST');
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/v1/api/orders/SQ%2F7%20A/pay');
  });

  it('adds parameters to a URL that already has a query string', async () => {
    const { calls } = mockApi({ 'GET /api/search': () => ({ data: [] }) });
    await send({ url: '/api/search?q=rice', params: { lang: 'en' } });
    expect(new URL(calls[0]?.url ?? '').search).toBe('?q=rice&lang=en');
  });

  it('sends a body as JSON', async () => {
    const { calls } = mockApi({ 'POST /api/stores': () => ({ data: [] }) });
    await send({ url: '/api/stores', method: 'POST', body: { industry: 'food' } });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await calls[0]?.clone().json()).toEqual({ industry: 'food' });
  });

  it('leaves FormData to the browser, which sets its own multipart type', async () => {
    const { calls } = mockApi({ 'POST /api/photo': () => ({ data: 'ok' }) });
    const form = new FormData();
    form.append('name', 'Hodan');
    await send({ url: '/api/photo', method: 'POST', body: form });
    expect(calls[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
  });

  it('answers an HTTP error with its status and body, as fetchBaseQuery does', async () => {
    mockApi({ 'GET /api/page/terms': () => new Reply(422, { message: 'Some fields are not valid.' }) });
    expect(await send('/api/page/terms')).toEqual({
      error: { status: 422, data: { message: 'Some fields are not valid.' } },
    });
  });

  it('answers a network failure with FETCH_ERROR', async () => {
    mockApi({
      'GET /api/industries': () => {
        throw new Error('offline');
      },
    });
    expect(await send('/api/industries')).toEqual({
      error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
    });
  });

  it('answers a body that is not JSON with PARSING_ERROR, and an empty one with null', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await send('/api/industries')).toEqual({
      error: {
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>Bad gateway</html>',
        error: expect.stringContaining('SyntaxError'),
      },
    });
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    expect(await send({ url: '/api/cart', method: 'DELETE' })).toEqual({ data: null });
  });

  it('passes the abort signal, so RTK Query can cancel a request', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    await send('/api/industries', controller.signal);
    expect(fetchMock.mock.calls[0]?.[1].signal).toBe(controller.signal);
  });
});
