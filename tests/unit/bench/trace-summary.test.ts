import { describe, expect, it } from 'vitest';
import { describeTrace, summariseTrace, type TraceEvent } from '../../bench/trace-summary';

const PAGE = { pid: 7, tid: 1 };
const X = (name: string, ts: number, dur: number, tdur: number, args?: Record<string, unknown>): TraceEvent => ({
  name,
  ph: 'X',
  ...PAGE,
  ts,
  dur,
  tdur,
  args,
});

const APP = 'http://127.0.0.1:4142/assets/DrawerFrame.js';
const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 7, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  // Another renderer's main thread with fewer events (a worker, an extension): not the page.
  { name: 'thread_name', ph: 'M', pid: 9, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'RunTask', ph: 'X', pid: 9, tid: 1, ts: 5000, dur: 90_000, tdur: 90_000 },
  // Before the input: the test driver finding the row. Left out.
  X('RunTask', 0, 8000, 8000),
  X('UpdateLayoutTree', 1000, 4000, 4000, { elementCount: 900 }),
  // The click's task: handler, a style recalculation, a layout.
  X('RunTask', 10_000, 30_000, 12_000),
  X('EventDispatch', 10_100, 20_000, 9000, { data: { type: 'click' } }),
  X('FunctionCall', 10_200, 19_000, 8500),
  X('UpdateLayoutTree', 30_500, 3000, 2000, { elementCount: 120 }),
  X('Layout', 34_000, 2000, 1500, { beginData: { dirtyObjects: 80 } }),
  X('Paint', 37_000, 1000, 800),
  // The content's transition, a task of its own.
  X('RunTask', 50_000, 6000, 5000),
  X('TimerFire', 50_100, 5000, 4500),
  X('UpdateLayoutTree', 55_500, 400, 300, { elementCount: 30 }),
  { name: 'Profile', ph: 'P', ...PAGE, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    pid: 7,
    tid: 4,
    ts: 60_000,
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)' } },
            { id: 2, parent: 1, callFrame: { functionName: 'DrawerFrame', url: APP, lineNumber: 41 } },
            { id: 3, parent: 2, callFrame: { functionName: 'setAttribute' } },
            { id: 4, parent: 1, callFrame: { functionName: 'queryRole' } },
          ],
          // At 5 ms (before the input), then 11, 12, 15, 20 and 21 ms.
          samples: [2, 2, 3, 4, 2, 1],
        },
        timeDeltas: [5000, 6000, 1000, 3000, 5000, 1000],
      },
    },
  },
];

describe('a trace summarised for one interaction', () => {
  const summary = summariseTrace(events);

  it("counts the page's main thread from the first input on, in CPU time beside the wall time", () => {
    expect(summary.tasks).toEqual({ count: 2, ms: 36, cpuMs: 17, longest: { ms: 30, cpuMs: 12 } });
    expect(summary.style).toEqual({ count: 2, ms: 3.4, cpuMs: 2.3, elements: 150 });
    expect(summary.layout).toEqual({ count: 1, ms: 2, cpuMs: 1.5, objects: 80 });
    expect(summary.paint).toMatchObject({ count: 1, cpuMs: 0.8 });
  });

  it("counts script once where calls nest (the handler's function call is the handler's time)", () => {
    expect(summary.script).toEqual({ count: 2, ms: 25, cpuMs: 13.5 });
  });

  it("gives self time by function, only for samples after the input with the page's own script on the stack", () => {
    // DrawerFrame 11→12 ms (1 ms) and 20→21 ms; setAttribute under it 12→15 ms; queryRole (the driver's) left out.
    expect(summary.selfTime).toEqual([
      { fn: 'setAttribute', ms: 3 },
      { fn: 'DrawerFrame DrawerFrame.js:42', ms: 2 },
    ]);
  });

  it('reads as lines for the report', () => {
    const [thread, work, self] = describeTrace(summary);
    expect(thread).toBe('main thread: 2 tasks 17.0 ms CPU (36.0 wall), longest 12.0 ms CPU (30.0 wall)');
    expect(work).toContain('style recalc 2× 2.3 ms CPU (3.4 wall), 150 elements');
    expect(self).toBe('self time (sampled): setAttribute 3.0; DrawerFrame DrawerFrame.js:42 2.0');
  });
});
