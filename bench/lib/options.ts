/** Command line of `npm run bench`: `--quick` for a short development run, `--only a,b` to run some parts. */
export const PARTS = ['listing', 'search', 'orders', 'socket', 'web', 'cluster'] as const;
export type Part = (typeof PARTS)[number];

export const USAGE = `Usage: npm run bench [-- --quick] [-- --only listing,search,orders,socket,web,cluster]

  --quick        1,000 products, 2-second runs, 2,000 sockets, one Lighthouse run per page (about 4 minutes)
  --only a,b     run only these parts: ${PARTS.join(', ')}
  --help         print this

Environment: BENCH_DATABASE_URL (PostgreSQL server for the fresh databases, default
postgres://postgres@127.0.0.1:5432/test), CHROMIUM_PATH (default /usr/bin/chromium).
Results are printed and written to bench/results.md.`;

export interface BenchOptions {
  /** Print the usage and stop. */
  help: boolean;
  quick: boolean;
  parts: Set<Part>;
  /** Catalog sizes (products) for listing and search. */
  sizes: number[];
  /** Seconds of each measured run of load, after a short warm-up. */
  seconds: number;
  /**
   * Measured runs of every timed figure (listing, search, ceiling, orders, live updates): each figure is shown with
   * the median and range of its runs, and the ceiling's runs alternate with the listing's.
   */
  runs: number;
  warmupSeconds: number;
  connections: number;
  /** Subscribed sockets for the live updates part. */
  sockets: number;
  /** Lighthouse runs per page; the median run is reported. */
  lighthouseRuns: number;
  /** PostgreSQL server that fresh databases are created on. */
  adminUrl: string;
}

export function parseOptions(argv: string[]): BenchOptions {
  const quick = argv.includes('--quick');
  let parts = new Set<Part>(PARTS);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = arg.startsWith('--only=')
      ? arg.slice('--only='.length)
      : arg === '--only'
        ? argv[i + 1]
        : null;
    if (value === null) continue;
    if (value === undefined) throw new Error('--only needs a list, e.g. --only listing,search');
    const wanted = value.split(',').map((s) => s.trim());
    const unknown = wanted.filter((name) => !(PARTS as readonly string[]).includes(name));
    if (unknown.length)
      throw new Error(`Unknown part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
    parts = new Set(wanted as Part[]);
  }
  const known = new Set(['--quick', '--only', '--help']);
  const stray = argv.filter(
    (arg, i) =>
      arg.startsWith('--') && !known.has(arg) && !arg.startsWith('--only=') && argv[i - 1] !== '--only',
  );
  if (stray.length) throw new Error(`Unknown option(s) ${stray.join(', ')}\n\n${USAGE}`);
  return {
    help: argv.includes('--help') || argv.includes('-h'),
    quick,
    parts,
    sizes: quick ? [1_000] : [1_000, 10_000, 100_000],
    seconds: quick ? 2 : 5,
    runs: 3,
    warmupSeconds: quick ? 1 : 2,
    connections: 50,
    sockets: quick ? 2_000 : 10_000,
    lighthouseRuns: quick ? 1 : 3,
    adminUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  };
}
