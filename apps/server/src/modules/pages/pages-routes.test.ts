import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/page/:slug', () => {
  it.each(['about', 'privacy', 'terms', 'contact'])('serves %s in English and Somali', async (slug) => {
    const en = await ctx.app.inject(`/api/page/${slug}`);
    expect(en.statusCode).toBe(200);
    const so = await ctx.app.inject(`/api/page/${slug}?lang=so`);
    expect(so.statusCode).toBe(200);
    expect(en.json().data.slug).toBe(slug);
    expect(en.json().data.body.length).toBeGreaterThan(100);
    expect(so.json().data.body).not.toBe(en.json().data.body);
  });

  it('answers unknown pages and languages with 4xx', async () => {
    const missing = await ctx.app.inject('/api/page/secret');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Not found');
    const missingSo = await ctx.app.inject('/api/page/secret?lang=so');
    expect(missingSo.json().message).toBe('Lama helin');
    expect((await ctx.app.inject('/api/page/about?lang=fr')).statusCode).toBe(422);
  });
});
