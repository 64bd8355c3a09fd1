/**
 * Hostile HTML in the catalog: a corpus of known XSS and mutation-XSS payloads is stored as product descriptions,
 * store stories and page bodies, and as plain text in short descriptions, then every page that shows them is rendered
 * in Chromium with the Content-Security-Policy switched off, so the sanitizer alone must hold. No dialog may open, no
 * `alert` may be called, no injected global may appear, and the rendered merchant HTML holds no handler, script,
 * frame or script URL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { safeMarkup, xssPayloads } from './fixtures/xss-corpus';
import { offline } from './order-test-kit';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

interface Prepared {
  products: { slug: string; payload: number }[];
  stores: string[];
  pages: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start within 2 minutes');
}

let server: ChildProcess | undefined;
let dataDir = '';
let base = '';
let prepared: Prepared;

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'suuq-xss-'));
  const corpus = join(dataDir, 'corpus.json');
  writeFileSync(corpus, JSON.stringify({ payloads: xssPayloads, safe: safeMarkup }));
  const fixture = spawnSync(
    'npx',
    ['tsx', 'apps/server/scripts/store-untrusted-html.ts', join(dataDir, 'db'), corpus],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  if (fixture.status !== 0) throw new Error(`Could not store the corpus: ${fixture.stderr}`);
  prepared = JSON.parse(fixture.stdout.trim().split('\n').at(-1) ?? '{}') as Prepared;

  const [port, wsPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  // The built server (test:e2e builds it), run by node itself so the signal below reaches the server.
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      WS_PORT: String(wsPort),
      DATA_DIR: join(dataDir, 'db'),
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(base, server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    // The server stops within its grace period (10 s); a kill after that leaves nothing running whatever happens.
    const killer = setTimeout(() => server?.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Trap {
  dialogs: string[];
  errors: string[];
}

/** Catches every way a payload could show it ran: dialogs, calls to alert and friends, and page errors. */
async function trap(page: Page): Promise<Trap> {
  const seen: Trap = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__xssCalls', { value: calls });
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      Object.defineProperty(window, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          calls.push(`${name}(${args.map(String).join(', ')})`);
        },
      });
    }
  });
  return seen;
}

/** What a page shows of the merchant HTML that could run: handlers, scripts, frames, script URLs. */
function dangerousMarkup(page: Page, selector: string) {
  return page.evaluate((containers) => {
    const problems: string[] = [];
    const urlAttributes = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'srcdoc',
      'background',
    ];
    const forbidden = [
      'SCRIPT',
      'IFRAME',
      'OBJECT',
      'EMBED',
      'BASE',
      'META',
      'LINK',
      'FORM',
      'STYLE',
      'TEMPLATE',
    ];
    for (const container of document.querySelectorAll(containers)) {
      for (const element of container.querySelectorAll('*')) {
        if (forbidden.includes(element.tagName.toUpperCase()))
          problems.push(`<${element.tagName.toLowerCase()}>`);
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          // Browsers ignore control characters and spaces in a URL's scheme; so does this check.
          const value = attribute.value.replace(/[\p{Cc}\s]/gu, '').toLowerCase();
          if (name.startsWith('on')) problems.push(`${element.tagName.toLowerCase()}[${name}]`);
          if (name === 'style') problems.push(`${element.tagName.toLowerCase()}[style]`);
          if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value))
            problems.push(`${element.tagName.toLowerCase()}[${name}=${attribute.value.slice(0, 40)}]`);
        }
      }
    }
    return problems;
  }, selector);
}

async function expectNothingRan(page: Page, seen: Trap, where: string) {
  // Give images that fail, autofocus and animations the moment they need to fire.
  await page.waitForTimeout(300);
  const calls = await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls);
  expect({ where, dialogs: seen.dialogs, calls }).toEqual({ where, dialogs: [], calls: [] });
  expect(await page.evaluate(() => typeof window.alert === 'function' && typeof window.location.href)).toBe(
    'string',
  );
}

test('no stored payload runs on the product pages that show it', async ({ page, context }) => {
  test.setTimeout(240_000);
  await offline(context);
  const seen = await trap(page);
  expect(prepared.products).toHaveLength(xssPayloads.length);
  let rendered = 0;
  for (const { slug, payload } of prepared.products) {
    await page.goto(`${base}/products/${slug}`);
    const description = page.locator('.product-detail__description');
    await expect(description.getByText('every morning')).toBeVisible();
    // The short description is text: the payload shows as the characters the merchant typed.
    await expect(page.locator('.product-detail__summary')).toHaveText(xssPayloads[payload]!);
    await expectNothingRan(page, seen, `product ${slug}, payload ${payload + 1}`);
    expect(await dangerousMarkup(page, '.product-detail__description')).toEqual([]);
    rendered += 1;
  }
  console.log(`XSS: ${rendered} product pages rendered, one payload each; 0 ran`);
});

test('no payload runs in a store story or a static page holding the whole corpus', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await offline(context);
  const seen = await trap(page);
  for (const name of prepared.stores.slice(0, 3)) {
    await page.goto(`${base}/store/about/${encodeURIComponent(name.toLowerCase())}`);
    await expect(page.locator('.store-about').getByText('every morning')).toBeVisible();
    await expectNothingRan(page, seen, `store ${name}`);
    expect(await dangerousMarkup(page, '.store-about')).toEqual([]);
  }
  for (const slug of prepared.pages) {
    await page.goto(`${base}/${slug}`);
    const body = page.locator('.static-page__body');
    await expect(body.getByText('every morning')).toBeVisible();
    // Safe formatting survives: the bold text and the plain link are still there.
    await expect(body.locator('b', { hasText: 'every morning' }).first()).toBeVisible();
    await expect(body.getByRole('link', { name: 'see the menu' }).first()).toHaveAttribute(
      'href',
      'https://example.org/menu',
    );
    await expectNothingRan(page, seen, `page ${slug}`);
    expect(await dangerousMarkup(page, '.static-page__body')).toEqual([]);
  }
  // Store cards and product cards show short descriptions as text, in both languages.
  await page.goto(`${base}/store/${encodeURIComponent(prepared.stores[0]!.toLowerCase())}`);
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Soomaali' }).click();
  await page.goto(`${base}/products/${prepared.products[0]!.slug}`);
  await expect(page.locator('.product-detail__description').getByText('every morning')).toBeVisible();
  await expectNothingRan(page, seen, 'Somali pages');
  console.log(
    `XSS: ${xssPayloads.length} payloads on ${3 + prepared.pages.length} whole-corpus pages and in Somali; 0 ran`,
  );
});
