import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_TABLE, PAYMENT_METHODS, type PaymentMethod } from '@suuq/shared/payment-methods';
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

  it('lists on the about page the payment methods this server takes, from the one method table', async () => {
    const offered = (await ctx.app.inject('/api/config')).json().data.payment_methods as PaymentMethod[];
    expect(offered.length).toBeGreaterThan(1);
    const words = (lang: 'en' | 'so') => offered.map((method) => PAYMENT_METHOD_TABLE[method].words[lang]);
    const en = (await ctx.app.inject('/api/page/about')).json().data.body as string;
    const enWords = words('en');
    expect(en).toContain(`Pay the way you choose: ${enWords.slice(0, -1).join(', ')} or ${enWords.at(-1)}.`);
    const so = (await ctx.app.inject('/api/page/about?lang=so')).json().data.body as string;
    expect(so).toContain(`Ku bixi sida aad doorato: ${words('so').slice(0, -1).join(', ')} ama`);
    // A method this server does not take is not offered on the page.
    for (const method of PAYMENT_METHODS.filter((m) => !offered.includes(m))) {
      expect(en).not.toContain(PAYMENT_METHOD_TABLE[method].words.en);
    }
    expect(en).not.toContain('{{payment_methods}}');
  });

  it('writes the contact details from the configuration, as links, the same ones /api/config gives', async () => {
    const config = (await ctx.app.inject('/api/config')).json().data.contact;
    expect(config).toEqual({
      phone: '+252 61 555 0100',
      whatsapp: '+252 77 555 0100',
      email: 'support@suuq.so',
    });
    const en = (await ctx.app.inject('/api/page/contact')).json().data.body as string;
    expect(en).toContain('<a href="tel:+252615550100">+252 61 555 0100</a>');
    expect(en).toContain('<a href="https://wa.me/252775550100">+252 77 555 0100</a>');
    expect(en).toContain('<a href="mailto:support@suuq.so">support@suuq.so</a>');
    expect(en).not.toContain('{{contact}}');
    const so = (await ctx.app.inject('/api/page/contact?lang=so')).json().data.body as string;
    expect(so).toContain('<strong>Taleefan:</strong> <a href="tel:+252615550100">');

    const other = await createTestApp({
      SUPPORT_PHONE: '+252 61 700 0001',
      SUPPORT_WHATSAPP: '+252 61 700 0002',
      SUPPORT_EMAIL: 'help@example.so',
    });
    try {
      const body = (await other.app.inject('/api/page/contact')).json().data.body as string;
      expect(body).toContain('<a href="tel:+252617000001">+252 61 700 0001</a>');
      expect(body).toContain('<a href="https://wa.me/252617000002">');
      expect(body).toContain('mailto:help@example.so');
      expect((await other.app.inject('/api/config')).json().data.contact.phone).toBe('+252 61 700 0001');
    } finally {
      await other.close();
    }
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
