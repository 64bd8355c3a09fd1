/**
 * The web app: built into a temp folder (and precompressed, as `npm run build` does), its home route's gzipped
 * JavaScript and CSS counted from the build manifest the way apps/web/scripts/route-size.mjs counts them, the bytes
 * a first visit to the home page transfers measured in Chromium, and Lighthouse's mobile performance audit of the
 * home, store and product pages, all served by the real server (in a child process) with the demo catalog.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT, startChild } from '../lib/children';
import { assertRunning, onCleanup } from '../lib/cleanup';
import { createDatabase, tempDir } from '../lib/databases';
import { cell, fmt, loadAverage, na, type Cell, type Row, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import type { ServerStarted } from '../server-child';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Nothing leaves the machine: every host name fails to resolve, and the pages are on 127.0.0.1.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
const HOME_PAGE_MODULE = 'src/features/catalog/home-page.tsx';
const BUDGET = { js: 110 * 1024, css: 20 * 1024, firstVisit: 350 * 1024 };
const LIGHTHOUSE_TARGET = { score: 95, lcp: 2_000, tbt: 150, cls: 0.05 };

async function build(outDir: string): Promise<void> {
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const output: string[] = [];
  const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(REPO_ROOT, 'apps', 'web'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = onCleanup('vite build', () => void child.kill('SIGKILL'));
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  await stop();
  if (code !== 0) throw new Error(`vite build failed (${code}): ${output.join('').slice(-600)}`);
}

/** Brotli and gzip copies beside each text file, as apps/web/scripts/precompress.mjs writes them. */
function precompress(dir: string): void {
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? walk(full) : compressible.test(name) ? [full] : [];
    });
  for (const file of walk(dir)) {
    const source = readFileSync(file);
    if (source.length < 512) continue;
    writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/** The home route's JS and CSS, gzipped at Node's default level: the entry, its static imports, the page chunk. */
function routeSize(dist: string, pageModule = HOME_PAGE_MODULE) {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[pageModule])
    throw new Error(`no entry or no chunk for ${pageModule} in the manifest`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(pageModule);
  const gzipped = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + zlib.gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return { js: gzipped(js), css: gzipped(css), files: js.size + css.size };
}

interface FirstVisit {
  bytes: number;
  requests: number;
  byType: Record<string, number>;
  /** Script files by path, with their transferred bytes. */
  scripts: [string, number][];
  /** Requests to hosts other than the server's, which the browser was not allowed to make. */
  blocked: string[];
}

/** Loads a page in a fresh Chromium profile at a phone's size and adds up the bytes every response transferred. */
async function firstVisit(url: string, warm: string[]): Promise<FirstVisit> {
  const { chromium } = await import('playwright-core');
  // The bench's own signal handlers close the browser; Playwright's would end the process before the cleanup.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const close = onCleanup('Chromium (first visit)', () => browser.close());
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const scripts: [string, number][] = [];
    const byType: Record<string, number> = {};
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
      urls.set(event.requestId, event.response.url);
    });
    let recording = true;
    const blocked: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      const host = new URL(event.request.url, url).host;
      if (recording && host && host !== new URL(url).host && !event.request.url.startsWith('data:'))
        blocked.push(host);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!recording) return;
      bytes += event.encodedDataLength;
      requests += 1;
      const type = types.get(event.requestId) ?? 'Other';
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
      if (type === 'Script' && event.encodedDataLength > 0)
        scripts.push([new URL(urls.get(event.requestId) ?? '', url).pathname, event.encodedDataLength]);
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_500);
    recording = false;
    const visit = { bytes, requests, byType, scripts: scripts.sort((a, b) => b[1] - a[1]), blocked };
    // Other pages once, so their images are resized and cached by the server before Lighthouse sees them.
    for (const other of warm) await page.goto(other, { waitUntil: 'networkidle' });
    return visit;
  } finally {
    await close();
  }
}

interface Audit {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What Lighthouse blames: the LCP element, the elements that shifted most, the main thread's biggest costs. */
  diagnosis: string;
  /** Lighthouse's measure of this machine's CPU speed at the time (its 4× slowdown assumes about 1,000-2,000). */
  benchmarkIndex: number;
}

type Details = {
  items?: {
    node?: { nodeLabel?: string; selector?: string };
    score?: number;
    items?: { node?: { nodeLabel?: string; selector?: string } }[];
    group?: string;
    groupLabel?: string;
    duration?: number;
    url?: string;
    total?: number;
  }[];
};

function diagnose(audits: Record<string, { details?: unknown; numericValue?: number } | undefined>): string {
  const details = (id: string) => (audits[id]?.details ?? {}) as Details;
  const label = (node?: { nodeLabel?: string; selector?: string }) =>
    (node?.nodeLabel || node?.selector || '?').replace(/\s+/g, ' ').slice(0, 40);
  const lcp = details('largest-contentful-paint-element').items?.[0]?.items?.[0]?.node;
  const shifts = (details('layout-shifts').items ?? [])
    .slice(0, 2)
    .map((item) => `${label(item.node)} ${(item.score ?? 0).toFixed(3)}`);
  const work = (details('mainthread-work-breakdown').items ?? [])
    .slice(0, 2)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration ?? 0)} ms`);
  const scripts = (details('bootup-time').items ?? [])
    .slice(0, 1)
    .map((item) => `${path.basename(item.url ?? '?')} ${Math.round(item.total ?? 0)} ms`);
  return [
    `LCP element "${label(lcp)}"`,
    shifts.length ? `shifts: ${shifts.join(', ')}` : 'no layout shifts',
    `main thread: ${work.join(', ')}`,
    scripts.length ? `costliest script: ${scripts.join('')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Tries per Lighthouse run before the part gives up. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRuns(pages: { name: string; url: string }[], runs: number) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    // As above: chrome-launcher would exit the process on Ctrl+C before the cleanup ran.
    handleSIGINT: false,
  });
  const close = onCleanup('Chromium (Lighthouse)', () => chrome.kill());
  try {
    const results = new Map<string, Audit[]>();
    for (const page of pages) {
      const audits: Audit[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is made again.
        const audit = async () => {
          const result = await lighthouse(page.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const found = result?.lhr;
          if (!found) throw new Error(`Lighthouse returned nothing for ${page.url}`);
          if (found.runtimeError)
            throw new Error(`Lighthouse: ${found.runtimeError.code} ${found.runtimeError.message}`);
          return found;
        };
        let lhr: Awaited<ReturnType<typeof audit>> | undefined;
        for (let attempt = 1; !lhr; attempt += 1) {
          assertRunning();
          try {
            lhr = await audit();
          } catch (error) {
            if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
          }
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        audits.push({
          score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          diagnosis: diagnose(lhr.audits),
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
        });
      }
      results.set(page.name, audits);
    }
    return results;
  } finally {
    await close();
  }
}

/** The run with the median score (Lighthouse's own advice for several runs). */
const median = (audits: Audit[]) =>
  [...audits].sort((a, b) => a.score - b.score)[Math.floor(audits.length / 2)]!;

export async function runWeb(
  options: BenchOptions,
  postgres: boolean,
  log: (line: string) => void,
): Promise<Table[]> {
  log('web app: building');
  const out = await tempDir('suuq-bench-web-');
  const dist = path.join(out.dir, 'dist');
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    await build(dist);
    precompress(dist);
    const size = routeSize(dist);
    rows.push(
      {
        label: 'home route JS, gzipped (entry + static imports + page chunk)',
        cells: [cell(fmt.kb(size.js), size.js <= BUDGET.js)],
        target: '≤ 110 KB',
      },
      {
        label: 'home route CSS, gzipped',
        cells: [cell(fmt.kb(size.css), size.css <= BUDGET.css)],
        target: '≤ 20 KB',
      },
    );
    log(`  home route: JS ${fmt.kb(size.js)}, CSS ${fmt.kb(size.css)}`);

    const bench = postgres ? await createDatabase('postgres', options.adminUrl) : undefined;
    try {
      const server = await startChild('server-child.ts');
      try {
        const started = await server.ask<ServerStarted>({
          type: 'start',
          databaseUrl: bench?.url,
          webDist: dist,
        });
        const base = started.url;
        const listing = (await (
          await fetch(`${base}/api/stores/products`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ store_id: 1, per_page: 20 }),
          })
        ).json()) as { data: { products: { slug: string; store_id: number }[] } };
        const stores = (await (
          await fetch(`${base}/api/stores`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).json()) as { data: { id: number; name: string }[] };
        const product = listing.data.products[0];
        const store = stores.data.find((s) => s.id === product?.store_id);
        if (!product || !store) throw new Error('the demo catalog has no product to show');
        const pages = [
          { name: 'home', url: `${base}/` },
          { name: 'store', url: `${base}/store/${encodeURIComponent(store.name.toLowerCase())}` },
          { name: 'product', url: `${base}/products/${encodeURIComponent(product.slug)}` },
        ];

        const visit = await firstVisit(
          pages[0]!.url,
          pages.slice(1).map((p) => p.url),
        );
        rows.push({
          label: `home page first visit, bytes transferred (${visit.requests} responses)`,
          cells: [cell(fmt.kb(visit.bytes), visit.bytes <= BUDGET.firstVisit)],
          target: '≤ 350 KB',
        });
        rows.push({
          label: 'requests to other hosts (not made: the bench allows 127.0.0.1 only)',
          cells: [
            cell(
              visit.blocked.length
                ? `${visit.blocked.length}: ${[...new Set(visit.blocked)].join(', ')}`
                : 'none',
            ),
          ],
        });
        rows.push({
          label: 'of which',
          cells: [
            cell(
              Object.entries(visit.byType)
                .sort((a, b) => b[1] - a[1])
                .map(([type, bytes]) => `${type} ${fmt.kb(bytes)}`)
                .join(', '),
            ),
          ],
        });
        log(`  first visit: ${fmt.kb(visit.bytes)} in ${visit.requests} responses`);
        notes.push(
          `Scripts of the first visit (${visit.scripts.length}, as transferred): ${visit.scripts
            .map(([file, bytes]) => `${path.basename(file)} ${fmt.kb(bytes)}`)
            .join(', ')}.`,
        );

        const average = await loadAverage();
        let audits: Map<string, Audit[]> | undefined;
        let failure: string | undefined;
        try {
          log(`  Lighthouse: ${options.lighthouseRuns} run(s) per page`);
          audits = await lighthouseRuns(pages, options.lighthouseRuns);
        } catch (error) {
          failure = `Lighthouse could not run: ${(error as Error).message.split('\n')[0]}`;
          log(`  ${failure}`);
        }
        const diagnoses: string[] = [];
        for (const page of pages) {
          const runs = audits?.get(page.name);
          const m = runs?.length ? median(runs) : undefined;
          const mk = (text: (a: Audit) => string, ok: (a: Audit) => boolean): Cell[] => [
            m ? cell(text(m), ok(m)) : na(failure ?? 'not measured'),
          ];
          rows.push(
            {
              label: `Lighthouse ${page.name}: performance score${runs && runs.length > 1 ? ` (median of ${runs.map((r) => r.score).join(', ')})` : ''}`,
              cells: mk(
                (a) => String(a.score),
                (a) => a.score >= LIGHTHOUSE_TARGET.score,
              ),
              target: '≥ 95',
            },
            {
              label: `Lighthouse ${page.name}: LCP / TBT / CLS`,
              cells: mk(
                (a) => `${fmt.s(a.lcp)} / ${Math.round(a.tbt)} ms / ${a.cls.toFixed(3)}`,
                (a) =>
                  a.lcp <= LIGHTHOUSE_TARGET.lcp &&
                  a.tbt <= LIGHTHOUSE_TARGET.tbt &&
                  a.cls <= LIGHTHOUSE_TARGET.cls,
              ),
              target: 'LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05',
            },
          );
          if (m) {
            log(
              `  ${page.name}: ${m.score}, LCP ${fmt.s(m.lcp)}, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`,
            );
            diagnoses.push(
              `Lighthouse ${page.name} (median run, benchmark index ${Math.round(m.benchmarkIndex)}): ${m.diagnosis}.`,
            );
          }
        }
        notes.push(...diagnoses);
        notes.push(
          `Built from the working tree into a temp folder and served by the real server (child process, ${
            bench ? 'fresh PostgreSQL database' : 'PGlite in memory'
          }, demo catalog), precompressed as \`npm run build\` does. First visit: Chromium (${CHROMIUM}) at 412×823, fresh profile, ` +
            'until the network is idle; bytes are what crossed the wire (headers included, Brotli as the browser asks).',
          `Lighthouse (npm \`lighthouse\`, default mobile settings: simulated throttling of a slow 4G phone, 4× CPU slowdown) in the same Chromium; ` +
            `pages: ${pages.map((p) => new URL(p.url).pathname).join(', ')}. 1-minute load average before: ${average.toFixed(1)}.`,
        );
      } finally {
        await server.ask({ type: 'stop' }, 30_000).catch(() => {});
        await server.stop();
      }
    } finally {
      await bench?.drop();
    }
  } finally {
    await out.remove();
  }
  return [
    {
      title: 'Web app (home route budget, first visit, Lighthouse mobile)',
      columns: ['Result'],
      rows,
      notes,
    },
  ];
}
