// Where an interaction's time goes (issue #30): for each interaction of interactions.ts, on an unminified production
// build (component and function names kept), one warm-up run and then PROFILE_RUNS traced runs, each printing
//  - what React rendered (render-counter.ts: commits, component renders and mounts by name, DOM elements created,
//    CSS rules Emotion inserted), which does not depend on the machine's load;
//  - the Chromium trace of the run (tracing protocol through a CDP session; trace-summary.ts): main-thread tasks,
//    style recalculation and layout (count, time, elements), style sheets parsed, paint, and the CPU profile's
//    heaviest functions;
//  - its Event Timing duration (the INP measure).
// Run: `npx tsx --tsconfig tsconfig.app.json tests/bench/profile-interactions.ts [label filter]`. CPU_RATE=4 slows the
// CPU as the benchmark's second pass does; PROFILE_TRACE_DIR=dir writes each trace (open it in DevTools' Performance panel). BENCH_URL uses a running app (build it with --minify false for names).
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { benchPorts } from '../support/serve-build';
import { openBenchBrowser } from './bench-support';
import { INTERACTIONS, urlOf } from './interactions';
import { describeRenders, installRenderCounter, takeRenders } from './render-counter';
import { describeTrace, summariseTrace, type TraceEvent } from './trace-summary';
import { observeEventTiming, longestInteractionSince, recordedEvents } from './event-timing';

const RUNS = Number(process.env.PROFILE_RUNS ?? 2);
const CPU_RATE = Number(process.env.CPU_RATE ?? 1);
const filter = process.argv[2]?.toLowerCase();

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'toplevel',
];

async function traced<T>(cdp: CDPSession, work: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => void events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
  });
  try {
    const result = await work();
    return { result, events };
  } finally {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
}

const [prismPort, previewPort] = benchPorts('PROFILE_PRISM_PORT', 'PROFILE_PREVIEW_PORT', [4151, 4152]);
const app = await openBenchBrowser(prismPort, previewPort, { minify: false });
if (app) {
  const { base, page, close } = app;
  try {
    await page.addInitScript(installRenderCounter);
    await page.addInitScript(observeEventTiming);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    console.log(`Profiles of the interactions, CPU ${CPU_RATE}×, ${RUNS} traced runs each after a warm-up`);
    for (const interaction of INTERACTIONS) {
      if (filter && !interaction.label.toLowerCase().includes(filter)) continue;
      console.log(`\n## ${interaction.label} (${urlOf(interaction)})`);
      await page.goto(`${base}${urlOf(interaction)}`);
      await page.mouse.move(5, 5);
      await interaction.ready(page);
      await settle(page);
      await takeRenders(page);
      await interaction.act(page);
      await settle(page);
      console.log(`- first run on the page: ${describeRenders(await takeRenders(page))}`);
      await interaction.undo(page);
      for (let i = 0; i < RUNS; i++) {
        await settle(page);
        await takeRenders(page);
        const from = await recordedEvents(page);
        const { events } = await traced(cdp, async () => {
          await interaction.act(page);
          await settle(page);
        });
        const inp = await longestInteractionSince(page, from);
        if (process.env.PROFILE_TRACE_DIR) {
          const file = `${process.env.PROFILE_TRACE_DIR}/${interaction.label.replace(/\W+/g, '-')}-${i + 1}.json`;
          writeFileSync(file, JSON.stringify({ traceEvents: events }));
        }
        const renders = await takeRenders(page);
        console.log(`- run ${i + 1}: Event Timing ${inp} ms`);
        console.log(`  renders: ${describeRenders(renders)}`);
        for (const line of describeTrace(summariseTrace(events))) console.log(`  ${line}`);
        await interaction.undo(page);
      }
    }
  } finally {
    await close();
  }
}

/** Two frames and an idle callback: what the interaction started has rendered. */
function settle(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))),
      ),
  );
}
