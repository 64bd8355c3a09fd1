import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../test/fake-web-build';
import { createTestApp, type TestContext } from '../test/test-app';

const STYLE = '.banner{color:red}';
const BOOT = "import('/assets/index-abc.js');";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const home = (language: string) =>
  `<!doctype html><html lang="${language}"><head><style>${STYLE}</style>` +
  `<script type="module">${BOOT}</script></head><body><div id="root" data-prerendered="/ ${language}">` +
  `<h1>${language === 'so' ? 'Soo dhawoow' : 'Welcome'}</h1></div></body></html>`;

let ctx: TestContext;
let build: ReturnType<typeof fakeWebBuild>;
beforeAll(async () => {
  build = fakeWebBuild({
    'index.html': '<!doctype html><title>Suuq</title><div id="root"></div>',
    'home.en.html': home('en'),
    'home.so.html': home('so'),
  });
  ctx = await createTestApp({ WEB_DIST: build.dir });
});
afterAll(async () => {
  await ctx.close();
  build.remove();
});

describe('the prerendered home page', () => {
  it('is sent for / in the language of the shopper’s cookie, else their browser’s, else English', async () => {
    const english = await ctx.app.inject('/');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('data-prerendered="/ en"');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(String(english.headers.vary)).toContain('cookie');

    const somali = await ctx.app.inject({ url: '/?utm=x', headers: { cookie: 'a=1; lang=so' } });
    expect(somali.body).toContain('data-prerendered="/ so"');
    expect(somali.body).toContain('Soo dhawoow');

    // Without a choice, the browser's most preferred language the store speaks; a choice wins over it.
    const browser = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'ar, so;q=0.9, en;q=0.8' },
    });
    expect(browser.body).toContain('data-prerendered="/ so"');
    expect(String(browser.headers.vary)).toContain('accept-language');
    const chosen = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'so', cookie: 'lang=en' },
    });
    expect(chosen.body).toContain('data-prerendered="/ en"');

    for (const cookie of ['lang=fr', 'lang=', 'xlang=so', 'lang=so%00']) {
      const other = await ctx.app.inject({ url: '/', headers: { cookie } });
      expect(other.body, cookie).toContain('data-prerendered="/ en"');
    }
  });

  it('is never sent for another page, which gets the plain app', async () => {
    for (const url of ['/store/some-store', '/index.html', '/cart']) {
      const res = await ctx.app.inject({ url, headers: { cookie: 'lang=so' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-prerendered');
    }
  });

  it('lets in its inline style and start-up script by hash, and nothing else inline', async () => {
    const res = await ctx.app.inject('/');
    const policy = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('style-src')).toEqual(["'self'", sha(STYLE)]);
    expect(directive('script-src')).toEqual(["'self'", sha(BOOT)]);
    expect(policy).not.toContain('unsafe-inline');
  });
});
