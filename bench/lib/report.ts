/** The results as Markdown tables: each figure with ✔ or ✘ beside it when it has a target. */
export interface Cell {
  text: string;
  /** true: meets its target, false: misses it, undefined: no target. */
  ok?: boolean | undefined;
}
export interface Row {
  label: string;
  cells: Cell[];
  target?: string;
}
export interface Table {
  title: string;
  columns: string[];
  rows: Row[];
  notes?: string[];
}

export const cell = (text: string, ok?: boolean): Cell => ({ text, ok });
export const na = (why: string): Cell => ({ text: why });

const mark = (c: Cell) => (c.ok === undefined ? c.text : `${c.text} ${c.ok ? '✔' : '✘'}`);
const escape = (text: string) => text.replace(/\|/g, '\\|');

export function renderTable(table: Table): string {
  const header = ['Figure', ...table.columns, 'Target'];
  const lines = [
    `### ${table.title}`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...table.rows.map(
      (row) =>
        `| ${[row.label, ...row.cells.map(mark), row.target ?? ''].map((text) => escape(text)).join(' | ')} |`,
    ),
  ];
  if (table.notes?.length) lines.push('', ...table.notes.map((note) => `- ${note}`));
  return lines.join('\n');
}

export const fmt = {
  int: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  mib: (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`,
  ratio: (n: number) => `${n.toFixed(2)}×`,
  pct: (n: number) => `${Math.round(n * 100)} %`,
  s: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
};

/** The p-th percentile (0..100) of numbers, by nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/** The 1-minute load average, to show how busy the machine was around a measurement. */
export async function loadAverage(): Promise<number> {
  const { loadavg } = await import('node:os');
  return loadavg()[0] ?? 0;
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A figure measured several times: its median with the range of the runs, "9,500 (9,100–9,800)"; one run alone is
 * written as it is.
 */
export function spread(values: readonly number[], format: (n: number) => string = fmt.int): string {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return '—';
  if (finite.length === 1) return format(finite[0]!);
  return `${format(median(finite))} (${format(Math.min(...finite))}–${format(Math.max(...finite))})`;
}

/** The 1-minute load averages when each run of a figure began, "load 1.2–1.9" (or "load 1.2"). */
export function loads(values: readonly number[]): string {
  if (values.length === 0) return '';
  const low = Math.min(...values).toFixed(1);
  const high = Math.max(...values).toFixed(1);
  return `load ${low === high ? low : `${low}–${high}`}`;
}
