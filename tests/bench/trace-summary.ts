/**
 * A Chromium trace (the tracing protocol's events) summarised for one interaction: the renderer main thread's tasks,
 * style recalculation and layout (count, time, elements), script, paint, and the CPU profile's heaviest functions.
 * Times are given as the thread's CPU time (`tdur`) beside the wall time: on a machine others load, the wall time
 * also counts the time the thread waited for a core, the CPU time hardly does.
 * Pure: events in, figures out (tests/unit/bench/trace-summary.test.ts).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  tts?: number;
  /** Links a profile's chunks to it. */
  id?: string;
  args?: Record<string, unknown>;
}

export interface Tally {
  count: number;
  /** Wall time, ms. */
  ms: number;
  /** The thread's CPU time, ms (the wall time where the trace has none). */
  cpuMs: number;
}

export interface TraceSummary {
  /** Tasks on the main thread (RunTask), and the longest one (wall, CPU). */
  tasks: Tally & { longest: { ms: number; cpuMs: number } };
  /** Style recalculation (UpdateLayoutTree), with the elements restyled in all. */
  style: Tally & { elements: number };
  /** Layout, with the objects laid out in all. */
  layout: Tally & { objects: number };
  /** Style sheets parsed. */
  parseStyleSheet: Tally;
  /** Script run by events, timers, frame callbacks, microtasks (outermost only: nested script is the same time). */
  script: Tally;
  /** Paint, pre-paint, layerize. */
  paint: Tally;
  gc: Tally;
  /** Self time by function ('name file:line'), heaviest first, from the CPU profile's samples (wall). */
  selfTime: { fn: string; ms: number }[];
}

const MAIN_THREAD = 'CrRendererMain';
const SCRIPT = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'EvaluateScript',
  'v8.evaluateModule',
  'FireIdleCallback',
  'RunMicrotasks',
]);
const PAINT = new Set(['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'PaintImage', 'Commit']);
const GC = new Set(['MinorGC', 'MajorGC']);

const tally = (): Tally => ({ count: 0, ms: 0, cpuMs: 0 });
const add = (into: Tally, event: TraceEvent) => {
  into.count++;
  into.ms += (event.dur ?? 0) / 1000;
  into.cpuMs += (event.tdur ?? event.dur ?? 0) / 1000;
};

/** The renderer main thread with the most events (the page's; another renderer has its own). */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const counts = new Map<string, number>();
  for (const e of events) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  let best: { pid: number; tid: number; n: number } | null = null;
  for (const e of events) {
    if (e.ph !== 'M' || e.name !== 'thread_name' || e.args?.name !== MAIN_THREAD) continue;
    const n = counts.get(`${e.pid}:${e.tid}`) ?? 0;
    if (!best || n > best.n) best = { pid: e.pid, tid: e.tid, n };
  }
  return best && { pid: best.pid, tid: best.tid };
}

const numberAt = (value: unknown, ...path: string[]): number => {
  let at: unknown = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'number' ? at : 0;
};

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

/**
 * Self time per function (ms) from the CPU profile's samples taken from `from` (µs, trace clock) on; a sample lasts
 * until the next one. Only samples with the page's own script on the stack count: the test driver's scripts in the
 * page (Playwright's element checks) have none.
 */
function selfTimes(events: readonly TraceEvent[], main: { pid: number; tid: number }, from: number): Map<string, number> {
  // The main thread's profile (a worker has its own, with its own node ids); its chunks come from the profiler's thread.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  if (!profile) return new Map();
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; at: number }[] = [];
  let at = numberAt(profile.args, 'data', 'startTime');
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== main.pid || event.id !== profile.id) continue;
    const data = event.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => samples.push({ node, at: (at += deltas[i] ?? 0) }));
  }
  const ownScript = (node: ProfileNode | undefined): boolean => {
    for (let n = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent))
      if (/^https?:/.test(n.callFrame.url ?? '')) return true;
    return false;
  };
  const self = new Map<string, number>();
  for (let i = 0; i < samples.length - 1; i++) {
    const node = nodes.get(samples[i]!.node);
    const ms = (samples[i + 1]!.at - samples[i]!.at) / 1000;
    if (!node || ms <= 0 || samples[i]!.at < from || !ownScript(node)) continue;
    const { functionName, url = '', lineNumber = 0 } = node.callFrame;
    const file = url.slice(url.lastIndexOf('/') + 1);
    const fn = file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName || '(anonymous)';
    self.set(fn, (self.get(fn) ?? 0) + ms);
  }
  return self;
}

const INPUTS = new Set(['pointerdown', 'mousedown', 'keydown', 'click']);

/** When the interaction began: the first user input dispatched on the main thread (the trace's start without one). */
function inputStart(onMain: readonly TraceEvent[]): number {
  const input = onMain.find(
    (e) => e.name === 'EventDispatch' && INPUTS.has(String((e.args?.data as { type?: string } | undefined)?.type)),
  );
  return input?.ts ?? -Infinity;
}

/**
 * Figures from the interaction's first input on (what ran before it, such as the test driver finding the element, is
 * left out).
 */
export function summariseTrace(events: readonly TraceEvent[], topN = 12): TraceSummary {
  const main = mainThread(events);
  const summary: TraceSummary = {
    tasks: { ...tally(), longest: { ms: 0, cpuMs: 0 } },
    style: { ...tally(), elements: 0 },
    layout: { ...tally(), objects: 0 },
    parseStyleSheet: tally(),
    script: tally(),
    paint: tally(),
    gc: tally(),
    selfTime: [],
  };
  if (!main) return summary;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const from = inputStart(onMain);
  let scriptUntil = -Infinity;
  for (const event of onMain) {
    if (event.ts + (event.dur ?? 0) < from) continue;
    const { name } = event;
    if (name === 'RunTask') {
      add(summary.tasks, event);
      if ((event.dur ?? 0) / 1000 > summary.tasks.longest.ms)
        summary.tasks.longest = { ms: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? event.dur ?? 0) / 1000 };
    } else if (name === 'UpdateLayoutTree') {
      add(summary.style, event);
      summary.style.elements += numberAt(event.args, 'elementCount');
    } else if (name === 'Layout') {
      add(summary.layout, event);
      summary.layout.objects += numberAt(event.args, 'beginData', 'dirtyObjects');
    } else if (name === 'ParseAuthorStyleSheet') add(summary.parseStyleSheet, event);
    else if (PAINT.has(name)) add(summary.paint, event);
    else if (GC.has(name)) add(summary.gc, event);
    else if (SCRIPT.has(name) && event.ts >= scriptUntil) {
      add(summary.script, event);
      scriptUntil = event.ts + (event.dur ?? 0);
    }
  }
  summary.selfTime = [...selfTimes(events, main, from).entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, topN)
    .map(([fn, ms]) => ({ fn, ms }));
  return summary;
}

const f = (ms: number) => ms.toFixed(1);
const both = (t: { ms: number; cpuMs: number }) => `${f(t.cpuMs)} ms CPU (${f(t.ms)} wall)`;

/** Lines for a report: the main thread's figures, then the heaviest functions. */
export function describeTrace(summary: TraceSummary, topN = 8): string[] {
  const { tasks, style, layout, parseStyleSheet, script, paint, gc } = summary;
  return [
    `main thread: ${tasks.count} tasks ${both(tasks)}, longest ${both(tasks.longest)}`,
    `script ${both(script)}; style recalc ${style.count}× ${both(style)}, ${style.elements} elements; ` +
      `layout ${layout.count}× ${both(layout)}, ${layout.objects} objects; style sheets parsed ${parseStyleSheet.count}× ` +
      `${f(parseStyleSheet.cpuMs)} ms; paint ${f(paint.cpuMs)} ms; GC ${f(gc.cpuMs)} ms`,
    `self time (sampled): ${summary.selfTime
      .slice(0, topN)
      .map((e) => `${e.fn} ${f(e.ms)}`)
      .join('; ')}`,
  ];
}
