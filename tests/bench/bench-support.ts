/** Shared timing helpers of the benchmark scripts: each prints figures, none asserts. */
import { chromium, type Page } from 'playwright-core';
import { benchDist, buildApp, namedBenchDist, serveBuild, type Served } from '../support/serve-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

export interface Figure {
  median: number;
  max: number;
}

export function measure(runs: number, fn: () => unknown): Figure {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] as number, max: times[times.length - 1] as number };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Which figure a target is held against: the max (every run within it) or the median (what a target "median" means). */
export type Judged = 'max' | 'median';

/** '✓ ≤ 100 ms' or '✗ over 100 ms' for the judged figure; a median verdict says so. */
export function verdict(figure: Figure, target: number, judged: Judged = 'max'): string {
  const name = judged === 'median' ? 'median ' : '';
  return figure[judged] <= target ? `✓ ${name}≤ ${target} ms` : `✗ ${name}over ${target} ms`;
}

/** One line: label, median, max and, with a target, whether the judged figure (the max unless told) is within it. */
export function row(label: string, figure: Figure, target?: number, judged: Judged = 'max') {
  const judgement = target === undefined ? '' : `   ${verdict(figure, target, judged)}`;
  console.log(`${label.padEnd(64)} median ${ms(figure.median).padStart(10)}   max ${ms(figure.max).padStart(10)}${judgement}`);
}

export function figureOf(values: readonly number[]): Figure {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] as number, max: sorted[sorted.length - 1] as number };
}

// One frame at 60 Hz; requestAnimationFrame's timestamps vary by a few tenths of a millisecond around it (16.6-16.8
// with every frame delivered, measured in the audit-log bench), so a p95 within half a millisecond of it is every
// frame on time.
const FRAME_TARGET_MS = 16.7;
const FRAME_JITTER_MS = 0.5;

/** Frame intervals (requestAnimationFrame) as one line, and whether their p95 is every frame on time. */
export function frameFigures(frames: readonly number[]): { line: string; onTime: boolean } {
  const figure = figureOf(frames);
  const p95 = [...frames].sort((a, b) => a - b)[Math.floor(frames.length * 0.95)] ?? Number.NaN;
  const onTime = p95 <= FRAME_TARGET_MS + FRAME_JITTER_MS;
  return {
    onTime,
    line:
      `${frames.length} frames, median ${figure.median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${figure.max.toFixed(1)} ms` +
      ` — ${onTime ? 'ok' : 'OVER'} (p95 ≤ ${FRAME_TARGET_MS} ms, ±${FRAME_JITTER_MS})`,
  };
}

/**
 * The Chromium figures' app and browser: BENCH_URL when set (a running app), else a fresh mock-mode build of the
 * current source (an old one would measure old code) served by vite preview in front of Prism on the given ports;
 * `minify: false` builds it unminified (names kept, for profiles). Null with NO_BROWSER=1. `close()` ends the browser
 * and the servers. Functions sent to the page may be named: tsx's `__name` helper is defined there.
 */
export async function openBenchBrowser(
  prismPort: number,
  previewPort: number,
  { minify = true }: { minify?: boolean } = {},
): Promise<{ base: string; page: Page; close: () => Promise<void> } | null> {
  if (process.env.NO_BROWSER === '1') return null;
  let served: Served | null = null;
  let base = process.env.BENCH_URL;
  if (!base) {
    const outDir = minify ? benchDist : namedBenchDist;
    buildApp({}, { minify, outDir });
    served = await serveBuild(prismPort, previewPort, outDir);
    base = served.url;
    console.log(`  (${minify ? '' : 'unminified '}built app served by vite preview)`);
  } else console.log(`  (app at ${base})`);
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    return {
      base,
      page,
      close: async () => {
        await browser.close();
        served?.stop();
      },
    };
  } catch (error) {
    served?.stop();
    throw error;
  }
}

/**
 * Arms a watcher on the table named `tableLabel`: it records the frame after the first change of the table that
 * comes at least `minDelayMs` after the next `input` (a keystroke) or `click` on the page; read it with `renderedAfter`.
 */
export async function armRenderWatch(page: Page, tableLabel: string, minDelayMs: number) {
  await page.evaluate(
    ([label, minDelay]) => {
      const w = window as unknown as { __start?: number; __rendered?: number };
      w.__start = undefined;
      w.__rendered = undefined;
      const table = document.querySelector(`[role="table"][aria-label="${label}"]`) as HTMLElement;
      // Listeners are passed inline (no named function: tsx would wrap it in a helper the page does not have).
      const stop = new AbortController();
      document.addEventListener('input', () => void (w.__start = performance.now()), { capture: true, signal: stop.signal });
      document.addEventListener('click', () => void (w.__start = performance.now()), {
        capture: true,
        once: true,
        signal: stop.signal,
      });
      const observer = new MutationObserver(() => {
        if (w.__start === undefined || performance.now() - w.__start < minDelay) return;
        observer.disconnect();
        stop.abort();
        // The next frame after the commit: the rows are on screen.
        requestAnimationFrame(() => (w.__rendered = performance.now()));
      });
      observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    [tableLabel, minDelayMs] as const,
  );
}

/** Milliseconds from the armed input or click to the frame that showed the table's change. */
export async function renderedAfter(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __rendered?: number }).__rendered !== undefined, undefined, {
    timeout: 10_000,
  });
  return page.evaluate(() => {
    const w = window as unknown as { __rendered: number; __start: number };
    return w.__rendered - w.__start;
  });
}

/** The table's `aria-rowcount` (rows plus the header row). */
export function rowCount(page: Page, tableLabel: string): Promise<string | null> {
  return page.getByRole('table', { name: tableLabel }).getAttribute('aria-rowcount');
}

/**
 * Clears the search box and waits until the debounced empty search has reached the table: it counts `unfiltered`
 * rows again (the count read before any search). A state, not a guess at the debounce.
 */
export async function clearSearch(page: Page, tableLabel: string, searchLabel: string, unfiltered: string | null) {
  await page.getByRole('searchbox', { name: searchLabel }).fill('');
  await page.waitForFunction(
    ([label, count]) => document.querySelector(`[role="table"][aria-label="${label}"]`)?.getAttribute('aria-rowcount') === count,
    [tableLabel, unfiltered] as const,
    { timeout: 10_000 },
  );
}

/**
 * Keystroke → table rendered: for each query, clears the search box and waits until the table lists every row
 * again, types the query as a user does (35 ms apart) and times the last keystroke to the table's frame. Prints a
 * line per query and the row; the figures have the debounce subtracted. Starts with an empty search box.
 */
export async function keystrokeFigures(
  page: Page,
  {
    tableLabel,
    searchLabel,
    queries,
    debounceMs,
    judged = 'max',
  }: { tableLabel: string; searchLabel: string; queries: readonly string[]; debounceMs: number; judged?: Judged },
): Promise<number[]> {
  const table = page.getByRole('table', { name: tableLabel });
  const search = page.getByRole('searchbox', { name: searchLabel });
  const results: number[] = [];
  const unfiltered = await rowCount(page, tableLabel);
  for (const typed of queries) {
    await clearSearch(page, tableLabel, searchLabel, unfiltered);
    await armRenderWatch(page, tableLabel, debounceMs - 20);
    await search.pressSequentially(typed, { delay: 35 });
    const elapsed = await renderedAfter(page);
    results.push(elapsed - debounceMs);
    const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
    console.log(
      `  "${typed}"`.padEnd(24),
      `${ms(elapsed - debounceMs).padStart(9)} after the debounce (${ms(elapsed)} from the last keystroke), ${rows} rows`,
    );
  }
  row(`  keystroke → table rendered (${debounceMs} ms debounce subtracted)`, figureOf(results), 100, judged);
  return results;
}
