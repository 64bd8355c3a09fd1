/**
 * `npm run bench`: measures the catalog listing and search at three catalog sizes, placing orders, live updates
 * to many sockets, and the web app's first visit, on PostgreSQL and PGlite; prints the results with their
 * targets and writes them to bench/results.md. `--quick` runs a small catalog and short runs; `--only a,b` runs
 * some parts (listing, search, orders, socket, web). Traffic goes to 127.0.0.1 only; databases, temp folders,
 * child processes and browsers are removed at the end, also after a failure or Ctrl+C.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { assertRunning, cleanupAll, installExitHandlers, isStopping, onCleanup } from './lib/cleanup';
import { probePostgres, type DbKind } from './lib/databases';
import { stopLoadWorker } from './lib/load';
import { describeMachine } from './lib/machine';
import { parseOptions, USAGE } from './lib/options';
import { renderTable, type Table } from './lib/report';
import { runCatalog } from './parts/catalog';
import { runCluster } from './parts/cluster';
import { runOrders } from './parts/orders';
import { runSocket } from './parts/socket';
import { runWeb } from './parts/web';

const RESULTS_FILE = fileURLToPath(new URL('./results.md', import.meta.url));

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  installExitHandlers();
  const machine = describeMachine();
  const started = performance.now();
  const log = (line: string) =>
    console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  log(
    `Suuq bench${options.quick ? ' (quick)' : ''}: ${[...options.parts].join(', ')} on ${machine.cpu}, ` +
      `${machine.cores} cores, ${machine.memory}, Node ${machine.node}`,
  );

  // Everything the bench and its children (Chromium included) put in the temp folder lands in one folder of its
  // own, removed at the end whatever happens.
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'suuq-bench-'));
  onCleanup(`temp folder ${scratch}`, () =>
    rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }),
  );
  process.env.TMPDIR = scratch;
  const busy = os.loadavg()[0] ?? 0;
  if (busy > machine.cores) {
    log(
      `warning: the machine is busy (1-minute load average ${busy.toFixed(1)} on ${machine.cores} cores); figures will be lower`,
    );
  }

  const postgresProblem = await probePostgres(options.adminUrl);
  if (postgresProblem) log(`${postgresProblem}: the PostgreSQL column is skipped`);
  const kinds: { kind: DbKind; skip?: string }[] = [
    postgresProblem ? { kind: 'postgres', skip: postgresProblem } : { kind: 'postgres' },
    { kind: 'pglite' },
  ];

  const tables: Table[] = [];
  const attempt = async (name: string, run: () => Promise<Table[]>) => {
    try {
      assertRunning();
      tables.push(...(await run()));
    } catch (error) {
      assertRunning();
      const message = (error as Error).stack ?? String(error);
      log(`${name} failed: ${message}`);
      tables.push({
        title: name,
        columns: ['Result'],
        rows: [{ label: name, cells: [{ text: `failed: ${(error as Error).message.split('\n')[0]}` }] }],
      });
    } finally {
      // Whatever a part left behind (servers, databases, children) goes before the next part starts.
      await stopLoadWorker();
    }
  };

  if (options.parts.has('listing') || options.parts.has('search')) {
    await attempt('Catalog listing and search', () => runCatalog(options, kinds, log));
  }
  if (options.parts.has('orders')) await attempt('Placing orders', () => runOrders(options, kinds, log));
  if (options.parts.has('socket'))
    await attempt('Live updates', () => runSocket(options, !postgresProblem, log));
  if (options.parts.has('web')) await attempt('Web app', () => runWeb(options, !postgresProblem, log));
  if (options.parts.has('cluster'))
    await attempt('Several processes behind nginx', () => runCluster(options, !postgresProblem, log));

  await cleanupAll();
  const minutes = (performance.now() - started) / 60_000;
  const header = [
    '# Suuq benchmark results',
    '',
    `Run with \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` on ${machine.date}, taking ${minutes.toFixed(1)} minutes.`,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory} memory, ${machine.os}, Node.js ${machine.node}.`,
    'PostgreSQL and the bench share this machine; ✔ meets the target beside it, ✘ misses it.',
  ].join('\n');
  const body = tables.map(renderTable).join('\n\n');
  // Formatted as the repository's Prettier setup would, so the written file passes `npm run format:check`.
  const text = await prettier.format(`${header}\n\n${body}\n`, {
    ...(await prettier.resolveConfig(RESULTS_FILE)),
    filepath: RESULTS_FILE,
  });
  console.log(`\n${text}`);
  await writeFile(RESULTS_FILE, text);
  log(`written to ${RESULTS_FILE}`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    // Interrupted: the signal handler is already cleaning up and will exit.
    if (isStopping()) return;
    console.error(error);
    await cleanupAll();
    process.exit(1);
  },
);
