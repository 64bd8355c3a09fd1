import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, Reply } from '../test/render';
import { isAppConfig, loadConfig, resetConfig } from './use-config';

const config = { ws_port: 6001, app_key: 'suuq', map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png' };

afterEach(() => resetConfig());

describe('loadConfig', () => {
  it('fetches the configuration once and shares it', async () => {
    const { calls } = mockApi({ 'GET /api/config': () => ({ data: config }) });
    const [first, second] = await Promise.all([loadConfig(), loadConfig()]);
    expect(first).toEqual(config);
    expect(second).toBe(first);
    await loadConfig();
    expect(calls).toHaveLength(1);
  });

  it('forgets a failure, so the next caller tries again', async () => {
    let up = false;
    const { calls } = mockApi({
      'GET /api/config': () => (up ? { data: config } : new Reply(503, { message: 'busy' })),
    });
    await expect(loadConfig()).rejects.toThrow('503');
    up = true;
    await expect(loadConfig()).resolves.toEqual(config);
    expect(calls).toHaveLength(2);
  });

  it('refuses an answer of the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/config': () => ({ data: { ws_port: '6001' } }) });
    await expect(loadConfig()).rejects.toThrow('unexpected shape');
  });

  it('reads the shape the server answers, and only that', () => {
    const contact = { phone: '+252 61 555 0100', whatsapp: '+252 77 555 0100', email: 'help@suuq.so' };
    expect(isAppConfig(config)).toBe(true);
    expect(isAppConfig({ ...config, payment_methods: ['cash', 'evc_plus'], contact })).toBe(true);
    // A newer server's method is left for checkout to skip, not a broken answer.
    expect(isAppConfig({ ...config, payment_methods: ['cash', 'gold'] })).toBe(true);
    for (const odd of [
      null,
      'config',
      { ...config, ws_port: '6001' },
      { ...config, app_key: undefined },
      { ...config, payment_methods: ['cash', 7] },
      { ...config, payment_methods: 'cash' },
      { ...config, contact: { ...contact, email: 7 } },
      { ...config, contact: null },
    ])
      expect(isAppConfig(odd), JSON.stringify(odd)).toBe(false);
  });
});
