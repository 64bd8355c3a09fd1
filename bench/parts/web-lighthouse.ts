/**
 * Lighthouse's mobile audit of a few pages, several runs each, with what it blames for each score. Every run is a
 * shopper's first visit: a new Chromium with a fresh profile (no HTTP cache, no compiled-code cache, no service
 * worker), against the store exactly as `npm start` serves it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertRunning, onCleanup } from '../lib/cleanup';
import { mainThreadTime, type MainThreadTime, type TraceEvent } from '../lib/main-thread';
import { CHROME_FLAGS, CHROMIUM } from './web-chromium';
import type { SavedCookie } from './web-shopper';

export interface Audit {
  score: number;
  /** Lighthouse's accessibility and best-practices scores of the same run. */
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What Lighthouse blames: the LCP element, the elements that shifted most, the main thread's biggest costs. */
  diagnosis: string;
  /** Lighthouse's measure of this machine's CPU speed at the time of this run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run was taken at. */
  slowdown: number;
  /** The page's main-thread tasks after its first paint as observed (before the slowdown), and their processor time. */
  mainThread?: MainThreadTime;
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

async function tools() {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  return { lighthouse, chromeLauncher };
}

/**
 * The machine's benchmark index now: the median of a few short Lighthouse runs of `url` (Lighthouse measures the
 * index at the start of every run, whatever it audits), each in a new browser, as the audits will be.
 */
export async function probeBenchmarkIndex(url: string, probes = 3): Promise<number[]> {
  const { lighthouse, chromeLauncher } = await tools();
  const found: number[] = [];
  for (let i = 0; i < probes; i += 1) {
    assertRunning();
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROME_FLAGS],
      handleSIGINT: false,
    });
    const close = onCleanup('Chromium (Lighthouse probe)', () => chrome.kill());
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['viewport'],
      });
      found.push(result?.lhr.environment?.benchmarkIndex ?? Number.NaN);
    } finally {
      await close();
    }
  }
  return found;
}

/**
 * Puts `storage` in the fresh profile's localStorage for the page's origin, and `cookies` in its cookies, as a shopper
 * who has been here before has them (a cart), without fetching any of the app's files: the page is still a first visit
 * for the HTTP cache.
 */
async function seedStorage(
  port: number,
  url: string,
  storage: Record<string, string>,
  cookies: SavedCookie[] = [],
) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    // The tab's icon: a file of the origin that runs nothing.
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected, not launched: this only lets go of the browser.
    await browser.close();
  }
}

export interface AuditedPage {
  name: string;
  url: string;
  /** localStorage the shopper already has on this origin (a cart with items), set before the visit. */
  storage?: Record<string, string>;
  /** Cookies the shopper's browser already has for this origin (the app's copy of the cart), set with the storage. */
  cookies?: SavedCookie[];
}

/**
 * The CPU slowdown of a tap's run: a number, or worked out afresh just before it (the machine's speed moves from
 * minute to minute on a shared machine, and a slowdown calibrated at the start then measures a slower or a faster
 * phone than the one aimed at).
 */
export type Slowdown = number | (() => Promise<number>);

export const slowdownNow = (slowdown: Slowdown): Promise<number> =>
  typeof slowdown === 'number' ? Promise.resolve(slowdown) : slowdown();

/**
 * Each page `runs` times. The CPU slowdown is a number, or worked out for each run from the benchmark index that very
 * run measured: Lighthouse's throttling is simulated, so the page is recorded at the machine's own speed (saved to a
 * folder), and the run is then audited at the slowdown of the index measured while recording it (the saved settings
 * say so: recording does not depend on it).
 */
export async function lighthouseRuns(
  pages: AuditedPage[],
  runs: number,
  slowdown: number | ((benchmarkIndex: number) => number),
) {
  const { lighthouse, chromeLauncher } = await tools();
  const results = new Map<string, Audit[]>();
  for (const page of pages) {
    const audits: Audit[] = [];
    for (let run = 0; run < runs; run += 1) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is made again.
      const audit = async () => {
        // A new browser each time: chrome-launcher gives it a new, empty profile, removed when it is killed.
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', ...CHROME_FLAGS],
          // As above: chrome-launcher would exit the process on Ctrl+C before the cleanup ran.
          handleSIGINT: false,
        });
        const close = onCleanup('Chromium (Lighthouse)', () => chrome.kill());
        try {
          if (page.storage) await seedStorage(chrome.port, page.url, page.storage, page.cookies);
          const flags = (cpuSlowdownMultiplier: number) => ({
            port: chrome.port,
            output: 'json' as const,
            logLevel: 'error' as const,
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            // Lighthouse's default mobile throttling (a slow 4G network, simulated), with the CPU slowed to the
            // low-tier phone's speed rather than a fixed 4×.
            throttling: { cpuSlowdownMultiplier },
            // A page audited with a cart keeps the storage put there (the profile is new: nothing else is in it).
            disableStorageReset: Boolean(page.storage),
          });
          let result: Awaited<ReturnType<typeof lighthouse>>;
          if (typeof slowdown === 'number') result = await lighthouse(page.url, flags(slowdown));
          else {
            const saved = mkdtempSync(path.join(tmpdir(), 'suuq-lighthouse-'));
            try {
              await lighthouse(page.url, { ...flags(1), gatherMode: saved });
              const file = path.join(saved, 'artifacts.json');
              const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
                BenchmarkIndex?: number;
                settings: { throttling: { cpuSlowdownMultiplier: number } };
              };
              const cpuSlowdown = slowdown(artifacts.BenchmarkIndex ?? Number.NaN);
              artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
              writeFileSync(file, JSON.stringify(artifacts));
              result = await lighthouse(page.url, { ...flags(cpuSlowdown), auditMode: saved });
            } finally {
              rmSync(saved, { recursive: true, force: true });
            }
          }
          if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
          const found = result.lhr;
          if (found.runtimeError)
            throw new Error(`Lighthouse: ${found.runtimeError.code} ${found.runtimeError.message}`);
          const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
          return Object.assign(found, { mainThread: mainThreadTime(trace?.traceEvents ?? []) });
        } finally {
          await close();
        }
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
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
      audits.push({
        score: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        diagnosis: diagnose(lhr.audits),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
        slowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
        mainThread: lhr.mainThread,
      });
    }
    results.set(page.name, audits);
  }
  return results;
}

/** The run with the median score (Lighthouse's own advice for several runs). */
export const median = (audits: Audit[]) =>
  [...audits].sort((a, b) => a.score - b.score)[Math.floor(audits.length / 2)]!;
