import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { entityTag, matches } from './revalidation';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('public catalog reads are revalidated, not sent again', () => {
  it('tags an answer, answers 304 with no body while it holds, and the new body once it changed', async () => {
    const first = await ctx.app.inject('/api/industries?lang=en');
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toBe(entityTag(first.body));
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await ctx.app.inject({ url: '/api/industries?lang=en', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    // The Somali answer is another body: the English tag does not hold for it.
    const somali = await ctx.app.inject({
      url: '/api/industries?lang=so',
      headers: { 'if-none-match': tag },
    });
    expect(somali.statusCode).toBe(200);
    expect(somali.json().data.length).toBeGreaterThan(0);

    await ctx.testDb.database.db.execute(
      sql`UPDATE industries SET name_en = 'Fresh food' WHERE slug = 'food'`,
    );
    const changed = await ctx.app.inject({
      url: '/api/industries?lang=en',
      headers: { 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Fresh food');
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('compressed or not, the same body has the same tag, and a 304 carries no body', async () => {
    const plain = await ctx.app.inject('/api/stores/nasiib-restaurant?lang=en');
    const compressed = await ctx.app.inject({
      url: '/api/stores/nasiib-restaurant?lang=en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const held = await ctx.app.inject({
      url: '/api/stores/nasiib-restaurant?lang=en',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    expect(held.headers['content-encoding']).toBeUndefined();
  });

  it('tags no write, no error and no private read', async () => {
    const stores = await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: {} });
    expect(stores.statusCode).toBe(200);
    expect(stores.headers.etag).toBeUndefined();
    const missing = await ctx.app.inject('/api/stores/no-such-store');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const account = await ctx.app.inject('/api/user/get');
    expect(account.statusCode).toBe(401);
    expect(account.headers.etag).toBeUndefined();
  });

  it('reads If-None-Match as browsers send it', () => {
    const tag = entityTag('{"data":[]}');
    expect(matches(tag, tag)).toBe(true);
    expect(matches(tag.slice(2), tag)).toBe(true);
    expect(matches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matches('*', tag)).toBe(true);
    expect(matches('W/"other"', tag)).toBe(false);
    expect(matches(undefined, tag)).toBe(false);
    expect(matches('', tag)).toBe(false);
  });
});
