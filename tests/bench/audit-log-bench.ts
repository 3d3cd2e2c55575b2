// Audit log (issue #28, "Performance"): an account with 100,000 audit events scrolls smoothly, and the next page is
// asked for before the user reaches the end. In Chromium on the built app, with the log answered by the bench:
//  1. steady scrolling (1,400 px a second, a quick reader's pace) through the first pages of 50, as the console asks
//     for them: frame intervals (p95 ≤ 16.7 ms), and for each next page how many loaded rows were still below the
//     view when it was asked for (> 0: asked before the end) and whether the view ever reached the end while more
//     events were to come (a stall);
//  2. the same scrolling deep in the list once all 100,000 events are loaded (the bench answers with pages of 5,000
//     so that the list fills in seconds): the virtualised table's frames with 100,000 rows behind it.
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/audit-log-bench.ts`.
// AUDIT_BENCH_PRISM_PORT / _PREVIEW_PORT move its servers (4155 / 4156).
import { loadavg } from 'node:os';
import type { AuditEvent, AuditEventsPage } from '@generated/model';
import audit from '../../openapi/examples/audit.json' with { type: 'json' };
import { benchPorts } from '../support/serve-build';
import { figureOf, frameFigures, openBenchBrowser } from './bench-support';

const EVENTS = 100_000;
const SPEED_PX_PER_S = 1_400;
const STEADY_MS = 12_000;
const DEEP_MS = 6_000;
const BIG_PAGE = 5_000;

const examples = (audit.firstPage.value as unknown as AuditEventsPage).events;
const START = Date.parse('2026-11-23T00:00:00Z');
/** The mock's events again and again, each with its own id and a time ten minutes before the one above it. */
const events: AuditEvent[] = Array.from({ length: EVENTS }, (_, i) => {
  const example = examples[i % examples.length] as AuditEvent;
  return { ...example, id: `aud-bench-${i}`, occurred_at: new Date(START - i * 600_000).toISOString() };
});

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
console.log(`${EVENTS.toLocaleString('en')} events; load average at the start: ${load()}`);

const [prismPort, previewPort] = benchPorts('AUDIT_BENCH_PRISM_PORT', 'AUDIT_BENCH_PREVIEW_PORT', [4155, 4156]);
const app = await openBenchBrowser(prismPort, previewPort);
let over = false;
if (app) {
  const { base, page, close } = app;
  try {
    let pageSize: number | null = null;
    await page.route('**/api/accounts/*/audit-events*', (route) => {
      const url = new URL(route.request().url());
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const limit = pageSize ?? Number(url.searchParams.get('limit') ?? 50);
      const to = Math.min(EVENTS, from + limit);
      const body: AuditEventsPage = { events: events.slice(from, to), next_cursor: to < EVENTS ? String(to) : null };
      return route.fulfill({ json: body });
    });

    /** Scrolls the table by `pxPerS` for `ms`, a step per frame; returns the frame intervals, and per audit request
     * the loaded rows below the view when it was sent, and how often the view sat at the end with more to come. */
    const scroll = (ms: number) =>
      page.evaluate(
        ({ ms: duration, speed }) =>
          new Promise<{ frames: number[]; aheadAtRequest: number[]; stalls: number }>((resolve) => {
            const box = document.querySelector<HTMLElement>('[role="table"][aria-label="Audit events"]')!;
            const frames: number[] = [];
            const aheadAtRequest: number[] = [];
            let stalls = 0;
            let atEnd = false;
            const lastVisible = () => {
              const rows = [...box.querySelectorAll<HTMLElement>('[data-row-index]')];
              const bottom = box.getBoundingClientRect().bottom;
              const visible = rows.filter((r) => r.getBoundingClientRect().top < bottom);
              return Math.max(...visible.map((r) => Number(r.dataset.rowIndex)));
            };
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                if (!entry.name.includes('/audit-events')) continue;
                const loaded = Number(box.getAttribute('aria-rowcount')) - 1;
                aheadAtRequest.push(loaded - 1 - lastVisible());
              }
            });
            observer.observe({ type: 'resource' });
            const started = performance.now();
            let last = started;
            const step = (now: number) => {
              frames.push(now - last);
              box.scrollTop += (speed * (now - last)) / 1000;
              last = now;
              const end = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
              if (end && !atEnd && document.querySelector('[data-testid="audit-count"]')?.textContent?.includes('more')) stalls++;
              atEnd = end;
              if (now - started < duration) requestAnimationFrame(step);
              else {
                observer.disconnect();
                resolve({ frames: frames.slice(1), aheadAtRequest, stalls });
              }
            };
            requestAnimationFrame((now) => {
              last = now;
              requestAnimationFrame(step);
            });
          }),
        { ms, speed: SPEED_PX_PER_S },
      );
    const report = (label: string, frames: number[]) => {
      const { line, onTime } = frameFigures(frames);
      console.log(`  ${label}: ${line}`);
      return onTime;
    };

    // 1. As the console asks: pages of 50.
    await page.goto(`${base}/settings/audit-log`);
    const table = page.getByRole('table', { name: 'Audit events' });
    await table.locator('[data-row-index="0"]').waitFor();
    const steady = await scroll(STEADY_MS);
    const steadyOnTime = report('steady scrolling through pages of 50', steady.frames);
    const fewestAhead = Math.min(...steady.aheadAtRequest);
    console.log(
      `  next pages asked for: ${steady.aheadAtRequest.length}, loaded rows still below the view when asked: ` +
        `fewest ${fewestAhead}, median ${figureOf(steady.aheadAtRequest).median}; stalls at the end: ${steady.stalls} — ` +
        `${fewestAhead > 0 && steady.stalls === 0 ? 'ok' : 'OVER'} (asked before the end, never waiting at it)`,
    );

    // 2. All 100,000 loaded, in pages of 5,000 (jumping to the end asks for the next), then steady scrolling mid-list.
    pageSize = BIG_PAGE;
    await page.goto(`${base}/settings/audit-log`);
    await table.locator('[data-row-index="0"]').waitFor();
    const filled = Date.now();
    for (;;) {
      const loaded = Number(await table.getAttribute('aria-rowcount')) - 1;
      if (loaded >= EVENTS) break;
      await table.evaluate((box) => (box.scrollTop = box.scrollHeight));
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector('[role="table"][aria-label="Audit events"]')?.getAttribute('aria-rowcount')) - 1 > before,
        loaded,
        { timeout: 60_000 },
      );
    }
    console.log(`  ${EVENTS.toLocaleString('en')} events loaded in ${((Date.now() - filled) / 1000).toFixed(1)} s`);
    await table.evaluate((box) => (box.scrollTop = box.scrollHeight / 2));
    // The figure is steady scrolling, not the jump: the rows at the new place render first.
    await table.locator('[data-row-index]').first().waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const deep = await scroll(DEEP_MS);
    const deepOnTime = report(`steady scrolling mid-list with ${EVENTS.toLocaleString('en')} rows loaded`, deep.frames);
    over = !steadyOnTime || !deepOnTime || fewestAhead <= 0 || steady.stalls > 0;
    console.log(`load average at the end: ${load()}`);
  } finally {
    await close();
  }
}
process.exit(over ? 1 : 0);
