import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './main-thread';

const page = { pid: 7, tid: 1 };
const navigation: TraceEvent = {
  name: 'navigationStart',
  ...page,
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } },
};
const paint: TraceEvent = { name: 'firstContentfulPaint', ...page, ts: 50_000 };
const task = (ts: number, dur: number, tdur: number, where = page): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
});

describe("a Lighthouse run's main-thread time", () => {
  it("adds up the page's tasks after its first paint, wall time and processor time", () => {
    const time = mainThreadTime([
      navigation,
      task(10_000, 30_000, 29_000), // before the first paint
      paint,
      task(60_000, 45_000, 15_000), // waited for a core most of the time
      task(120_000, 8_000, 8_000),
      task(130_000, 50_000, 50_000, { pid: 9, tid: 1 }), // another process
      task(140_000, 20_000, 20_000, { pid: 7, tid: 2 }), // another thread of the page's process
    ]);
    expect(time).toEqual({ tasksMs: 53, cpuMs: 23 });
  });

  it('says nothing of a trace without the navigation or its first paint', () => {
    expect(mainThreadTime([task(60_000, 45_000, 15_000)])).toBeUndefined();
    expect(mainThreadTime([navigation, task(60_000, 45_000, 15_000)])).toBeUndefined();
  });
});
