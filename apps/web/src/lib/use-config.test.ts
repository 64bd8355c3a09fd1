import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, Reply } from '../test/render';
import { loadConfig, resetConfig } from './use-config';

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
});
