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
