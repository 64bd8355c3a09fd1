/**
 * How much of a Lighthouse run's main-thread time was the page's own processor work. Lighthouse's simulation slows
 * every task it observed by the calibrated factor, wall time and all; on a small machine shared with the browser's
 * other processes (the compositor drawing each frame, the trace being written, the server), a task also waits for a
 * core, and that wait is slowed too. Beside Total Blocking Time the bench prints both: the page's tasks after its
 * first paint as observed, and the processor time the page's thread spent in them.
 */

/** A trace event as Chromium writes it: `dur` is wall time, `tdur` the thread's own processor time (µs). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface MainThreadTime {
  /** Wall time of the page's main-thread tasks after its first contentful paint (ms, unthrottled). */
  tasksMs: number;
  /** The processor time the thread spent in those tasks (ms). */
  cpuMs: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The page's main-thread time after its first contentful paint, or undefined when the trace does not show it. */
export function mainThreadTime(events: TraceEvent[]): MainThreadTime | undefined {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL,
  );
  if (!navigation) return undefined;
  const { pid, tid } = navigation;
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= navigation.ts,
  );
  if (!paint) return undefined;
  let tasks = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid || event.ph !== 'X' || !TASK_NAMES.has(event.name)) continue;
    if (event.ts < paint.ts) continue;
    tasks += event.dur ?? 0;
    cpu += event.tdur ?? 0;
  }
  return { tasksMs: tasks / 1000, cpuMs: cpu / 1000 };
}
