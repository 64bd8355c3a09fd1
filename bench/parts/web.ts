/**
 * The web app: built into a temp folder (and precompressed, as `npm run build` does), its home route's gzipped
 * JavaScript and CSS counted from the build manifest the way apps/web/scripts/route-size.mjs counts them, the bytes
 * a first visit to the home page transfers measured in Chromium, and Lighthouse's mobile performance audit of the
 * home, store and product pages, all served by the real server (in a child process) with the demo catalog.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, startChild } from '../lib/children';
import { createDatabase, tempDir } from '../lib/databases';
import { cell, fmt, loadAverage, na, type Cell, type Row, type Table } from '../lib/report';
import type { BenchOptions } from '../lib/options';
import type { ServerStarted } from '../server-child';
import { build, routeSize } from './web-build';
import { CHROMIUM } from './web-chromium';
import { firstVisit } from './web-first-visit';
import { calibrate, medianIndex, phoneIndexFrom, type Calibration } from '../lib/calibration';
import { lighthouseRuns, median, probeBenchmarkIndex, type Audit, type AuditedPage } from './web-lighthouse';
import { CART_KEY, measureTaps, placeTrackedOrder, savedCart, TAPS, type Interaction } from './web-shopper';

const BUDGET = { js: 60 * 1024, css: 20 * 1024, firstVisit: 350 * 1024, startUp: 90 * 1024 };
const LIGHTHOUSE_TARGET = { score: 95, lcp: 2_000, tbt: 200, cls: 0.05 };
/** Interaction to Next Paint of each measured tap, at the same CPU slowdown. */
const INP_TARGET = 200;

/**
 * The page's main-thread tasks after its first paint in each run, as observed before the slowdown, with the processor
 * time its thread spent in them: where the first is far above the second, the tasks waited for a core (the machine's
 * other work), and Lighthouse slowed that wait as if it were the page's.
 */
/** The slowdowns the taps were measured at: "6.1-7.4×". */
function tapSlowdowns(taps: Map<string, Interaction[]> | undefined): string | undefined {
  const all = [...(taps?.values() ?? [])].flat().map((tap) => tap.slowdown);
  return all.length ? `${Math.min(...all)}-${Math.max(...all)}×` : undefined;
}

/** The slowdowns the runs were taken at, when they were calibrated each on its own: " (runs 6.1-7.4×)". */
function slowdownRange(audits: Map<string, Audit[]> | undefined): string {
  const all = [...(audits?.values() ?? [])].flat().map((audit) => audit.slowdown);
  if (!all.length) return '';
  return ` (runs ${Math.min(...all)}-${Math.max(...all)}×)`;
}

function mainThreadText(runs: Audit[]): string {
  const seen = runs.flatMap((run) => (run.mainThread ? [run.mainThread] : []));
  if (!seen.length) return '';
  const each = seen
    .map(({ tasksMs, cpuMs }) => `${Math.round(tasksMs)} / ${Math.round(cpuMs)} ms`)
    .join(', ');
  return `; main thread after the first paint, unthrottled, tasks / its processor time, each run: ${each}`;
}

export async function runWeb(
  options: BenchOptions,
  postgres: boolean,
  log: (line: string) => void,
): Promise<Table[]> {
  log('web app: building');
  // Inside the repository: the server's page renderer, built into it, imports React and the rest from the
  // repository's node_modules, as it does from the app's own build folder.
  const out = await tempDir('suuq-bench-web-', path.join(REPO_ROOT, 'node_modules', '.cache'));
  const dist = path.join(out.dir, 'dist');
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    await build(dist);
    const size = routeSize(dist);
    rows.push(
      {
        label: 'home route JS, gzipped (entry + static imports + page chunk)',
        cells: [cell(fmt.kb(size.js), size.js <= BUDGET.js)],
        target: '≤ 60 KB',
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
        ).json()) as {
          data: {
            products: {
              id: number;
              slug: string;
              store_id: number;
              selling_price: number;
              has_variant?: boolean;
              options?: unknown[];
              addons?: unknown[];
            }[];
          };
        };
        const stores = (await (
          await fetch(`${base}/api/stores`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).json()) as { data: { id: number; name: string; branch_id: number; min_order_amount: number }[] };
        const product = listing.data.products[0];
        const store = stores.data.find((s) => s.id === product?.store_id);
        if (!product || !store) throw new Error('the demo catalog has no product to show');
        // A product added with one tap (no variant or options to choose): the cart's line, the order to track.
        const plain = listing.data.products.find(
          (p) => !p.has_variant && !p.options?.length && !p.addons?.length,
        );
        if (!plain) throw new Error('the demo store has no product without choices');
        const plainUrl = `${base}/products/${encodeURIComponent(plain.slug)}`;
        const storeUrl = `${base}/store/${encodeURIComponent(store.name.toLowerCase())}`;
        // As many as reach the store's minimum order, so the cart can go on to checkout and be ordered.
        const quantity = Math.max(1, Math.ceil(store.min_order_amount / plain.selling_price));
        const saved = await savedCart(plainUrl, quantity);
        const cart = { [CART_KEY]: saved.text };
        const orderNumber = await placeTrackedOrder(base, store, plain.id, quantity);
        const pages: AuditedPage[] = [
          { name: 'home', url: `${base}/` },
          { name: 'store', url: storeUrl },
          { name: 'product', url: `${base}/products/${encodeURIComponent(product.slug)}` },
          { name: 'cart (with items)', url: `${base}/cart`, storage: cart, cookies: saved.cookies },
          { name: 'checkout (with items)', url: `${base}/checkout`, storage: cart, cookies: saved.cookies },
          {
            name: 'order tracking',
            url: `${base}/thankyou?${new URLSearchParams({ 'order-number': orderNumber })}`,
          },
        ];

        const visit = await firstVisit(pages[0]!.url, [pages[1]!.url, pages[2]!.url]);
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
        // Every script the home page started before a tap, gzipped from the build (as the CI guard counts them).
        const startUp = visit.scripts.reduce(
          (sum, [file]) => sum + gzipSync(readFileSync(path.join(dist, new URL(file, base).pathname))).length,
          0,
        );
        rows.push({
          label: `home page: scripts started before a tap, gzipped (${visit.scripts.length} files)`,
          cells: [cell(fmt.kb(startUp), startUp <= BUDGET.startUp)],
          target: '≤ 90 KB',
        });
        notes.push(
          `Scripts of the first visit (${visit.scripts.length}, as transferred): ${visit.scripts
            .map(([file, bytes]) => `${path.basename(file)} ${fmt.kb(bytes)}`)
            .join(', ')}.`,
        );

        // The store and product pages are measured as shoppers get them: rendered by the server, and the cart,
        // checkout and the tracking page as their frame (decisions 041 and 054). A page sent unrendered (its renderer
        // failed to start, or ran out of time) would be measured as something else.
        const serverRendered = pages.slice(1);
        const rendered = await Promise.all(
          serverRendered.map(async (page) =>
            (await (await fetch(page.url)).text()).includes('data-prerendered'),
          ),
        );
        rows.push({
          label: 'store, product, cart, checkout and tracking pages arrive rendered by the server',
          cells: [cell(rendered.map((yes) => (yes ? 'yes' : 'no')).join(' / '), rendered.every(Boolean))],
          target: serverRendered.map(() => 'yes').join(' / '),
        });

        const average = await loadAverage();
        let audits: Map<string, Audit[]> | undefined;
        let failure: string | undefined;
        let calibration: Calibration | undefined;
        let perRun: (() => Promise<number>) | undefined;
        try {
          const probes = await probeBenchmarkIndex(pages[0]!.url);
          calibration = calibrate(medianIndex(probes), phoneIndexFrom());
          log(
            `  Lighthouse: benchmark index ${Math.round(calibration.benchmarkIndex)} (probes ${probes.map(Math.round).join(', ')}), ` +
              `CPU slowdown ${calibration.slowdown}× for a phone of index ${calibration.phoneIndex}, load average ${average.toFixed(1)}; ` +
              `${options.lighthouseRuns} run(s) per page`,
          );
          const start = calibration;
          // Each run is audited at the slowdown of the benchmark index it measured itself, and each tap calibrated
          // again just before it: the machine's speed moves from minute to minute, and the start's slowdown would
          // then measure a slower or a faster phone.
          audits = await lighthouseRuns(
            pages,
            options.lighthouseRuns,
            (index) => calibrate(index, start.phoneIndex).slowdown,
          );
          perRun = async () => {
            try {
              const [index] = await probeBenchmarkIndex(pages[0]!.url, 1);
              return calibrate(index!, start.phoneIndex).slowdown;
            } catch {
              return start.slowdown;
            }
          };
        } catch (error) {
          failure = `Lighthouse could not run: ${(error as Error).message.split('\n')[0]}`;
          log(`  ${failure}`);
        }
        rows.push({
          label:
            "Lighthouse calibration: machine's benchmark index / CPU slowdown / phone's index / load average",
          cells: [
            calibration
              ? cell(
                  `${Math.round(calibration.benchmarkIndex)} / ${calibration.slowdown}×${slowdownRange(audits)} / ${calibration.phoneIndex} / ${average.toFixed(1)}`,
                )
              : na(failure ?? 'not measured'),
          ],
          target: 'index ÷ slowdown = 264',
        });
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
              label: `Lighthouse ${page.name}: accessibility / best practices`,
              cells: mk(
                (a) => `${a.accessibility} / ${a.bestPractices}`,
                (a) => a.accessibility >= 95 && a.bestPractices >= 95,
              ),
              target: '≥ 95 / ≥ 95',
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
              target: 'LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.05',
            },
          );
          if (m) {
            log(
              `  ${page.name}: ${m.score}, LCP ${fmt.s(m.lcp)}, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`,
            );
            diagnoses.push(
              `Lighthouse ${page.name} (median run, benchmark index ${Math.round(m.benchmarkIndex)}, CPU slowdown ${m.slowdown}×): ${m.diagnosis}${mainThreadText(runs ?? [])}.`,
            );
          }
        }
        notes.push(...diagnoses);

        // The taps, each on a first visit in Chromium slowed as Lighthouse slows it, once the page is the app's (the
        // first touch: before).
        let taps: Map<string, Interaction[]> | undefined;
        let tapFailure: string | undefined;
        if (calibration) {
          const urls: Record<string, string> = {
            'add to cart': plainUrl,
            'add to cart, the first touch of the page': plainUrl,
            'open a product': storeUrl,
            'change the language': `${base}/`,
          };
          try {
            taps = await measureTaps(
              TAPS.map((tap) => ({ ...tap, url: urls[tap.name]! })),
              options.lighthouseRuns,
              perRun ?? calibration.slowdown,
            );
          } catch (error) {
            tapFailure = `the taps could not be measured: ${(error as Error).message.split('\n')[0]}`;
            log(`  ${tapFailure}`);
          }
        }
        for (const tap of TAPS) {
          const runs = taps?.get(tap.name);
          const sorted = runs?.map((r) => r.inp).sort((a, b) => a - b);
          const inp = sorted?.[Math.floor(sorted.length / 2)];
          const shown = runs?.map((r) => r.shown).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
          rows.push({
            label: `Interaction to Next Paint: ${tap.name} (median of ${runs?.map((r) => Math.round(r.inp)).join(', ') ?? '-'} ms; answer on screen after ${shown === undefined ? '-' : fmt.ms(shown)})`,
            cells: [
              inp === undefined
                ? na(tapFailure ?? failure ?? 'not measured')
                : cell(`${Math.round(inp)} ms`, inp <= INP_TARGET),
            ],
            target: `≤ ${INP_TARGET} ms`,
          });
          if (inp !== undefined)
            log(`  tap, ${tap.name}: INP ${Math.round(inp)} ms, on screen after ${Math.round(shown!)} ms`);
        }
        notes.push(
          `Interaction to Next Paint: each tap on a first visit in a fresh context (412×823) of the same Chromium, its CPU slowed as Lighthouse's runs are, calibrated again before each tap (${tapSlowdowns(taps) ?? '-'}; DevTools' CPU throttling), once the page is the app's, its network idle and a second more (the first touch: as soon as the page has loaded and its network is idle, nothing having reached for it, so the answer waits for the app to be fetched and take the page over); the tap's slowest Event Timing entry (the API rounds to 8 ms and reports 16 ms and over). Add to cart on ${new URL(plainUrl).pathname}, open a product from ${new URL(storeUrl).pathname}, change the language on /. "Answer on screen" is from the tap until the cart button counts the item, the product's dialog shows its Add to Cart, or the Somali page shows.`,
        );
        notes.push(
          `Built from the working tree into a temporary folder (inside the repository, where the page renderer finds its modules) and served by the real server (child process, ${
            bench ? 'fresh PostgreSQL database' : 'PGlite in memory'
          }, demo catalog), precompressed as \`npm run build\` does. First visit: Chromium (${CHROMIUM}) at 412×823, fresh profile, ` +
            'until the network is idle; bytes are what crossed the wire (headers included, Brotli as the browser asks).',
          `Lighthouse (npm \`lighthouse\`, mobile settings: simulated throttling of a slow 4G network, the CPU slowed by the machine's benchmark index ÷ ${
            calibration?.phoneIndex ?? 264
          }, the index each run measured itself (the machine's speed moves from minute to minute: the page is recorded at the machine's speed and audited at the slowdown of the index measured while recording it), a low-tier phone's index (Chrome DevTools' calibrated low-tier preset, a Moto G Power 2022); \`BENCH_PHONE_INDEX\` sets another) in the same Chromium, ` +
            'each run a first visit: a new browser with a fresh profile (no HTTP or code cache, no service worker), the server as `npm start` runs it; ' +
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
