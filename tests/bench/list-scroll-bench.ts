// Long lists scrolled with the mouse wheel (issue #30, "Lists and search"): the summary's issues table with 5,000
// issues and the assets table with 20,000 assets, in Chromium on the production build, at 1440 px and at 390 px
// (where the rows are cards). The wheel turns over the table at a quick reader's pace (120 px every 60 ms, 2,000 px a
// second) for 6 s while the page records requestAnimationFrame's intervals: p95 ≤ 16.7 ms (±0.5 ms of timestamp
// jitter, as in the audit-log bench) is every frame on time.
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/list-scroll-bench.ts`.
// BENCH_URL measures a running app; LIST_SCROLL_BENCH_PRISM_PORT / _PREVIEW_PORT move its servers (4161 / 4162).
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { benchPorts } from '../support/serve-build';
import { frameFigures, openBenchBrowser } from './bench-support';
import { generateAssets, generateIssues, seeded } from './bench-data';

const ISSUES = 5_000;
const ASSETS = 20_000;
const WHEEL_PX = 120;
const WHEEL_EVERY_MS = 60;
const SCROLL_MS = 6_000;
const WIDTHS = [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
];

const issues = generateIssues(seeded(2026), ISSUES);
const assets = generateAssets(seeded(2027), ASSETS);
const byType = (types: string[]) => assets.filter((asset) => types.includes(asset.asset_type));
const ALL_STATUSES = encodeURIComponent(JSON.stringify(['open', 'in_review', 'resolved', 'approved']));
const LISTS = [
  { name: `${ISSUES.toLocaleString('en')} issues`, path: `/?status=${ALL_STATUSES}`, table: 'Security issues' },
  { name: `${ASSETS.toLocaleString('en')} assets`, path: '/digital-footprint/assets', table: 'Assets' },
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The frame intervals while the wheel turns over the table, and how far the table scrolled. */
async function wheelOver(page: Page, table: string) {
  const box = page.getByRole('table', { name: table });
  // The summary's table is below its cards: brought into view, the wheel turns over its visible part.
  await box.scrollIntoViewIfNeeded();
  const bounds = await box.boundingBox();
  const viewport = page.viewportSize();
  if (!bounds || !viewport) throw new Error(`no ${table} table on screen`);
  const top = Math.max(bounds.y, 0);
  const bottom = Math.min(bounds.y + bounds.height, viewport.height);
  await page.mouse.move(bounds.x + bounds.width / 2, top + (bottom - top) / 2);
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__frames = [];
    w.__stop = false;
    let last: number | undefined;
    const step = (now: number) => {
      if (last !== undefined) w.__frames.push(now - last);
      last = now;
      if (!w.__stop) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  const started = Date.now();
  let next = started;
  while (Date.now() - started < SCROLL_MS) {
    await page.mouse.wheel(0, WHEEL_PX);
    next += WHEEL_EVERY_MS;
    const wait = next - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  }
  return page.evaluate((label) => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__stop = true;
    const scroller = document.querySelector<HTMLElement>(`[role="table"][aria-label="${label}"]`);
    return { frames: w.__frames.slice(1), scrolled: scroller?.scrollTop ?? 0 };
  }, table);
}

console.log(`load average at the start: ${load()}`);
const app = await openBenchBrowser(...benchPorts('LIST_SCROLL_BENCH_PRISM_PORT', 'LIST_SCROLL_BENCH_PREVIEW_PORT', [4161, 4162]));
let over = false;
if (app) {
  const { base, page, close } = app;
  try {
    await page.route('**/api/accounts/*/issues', (route) => route.fulfill({ json: issues }));
    await page.route('**/api/accounts/*/assets', (route) =>
      route.fulfill({ json: byType(['domain', 'subdomain', 'email', 'integration', 'host']) }),
    );
    await page.route('**/api/accounts/*/devices', (route) => route.fulfill({ json: byType(['device']) }));
    await page.route('**/api/accounts/*/users', (route) => route.fulfill({ json: byType(['user']) }));
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const list of LISTS) {
        await page.goto(`${base}${list.path}`);
        const table = page.getByRole('table', { name: list.table });
        await table.locator('[data-row-index="0"]').waitFor({ timeout: 120_000 });
        const count = Number(await table.getAttribute('aria-rowcount')) - 1;
        const { frames, scrolled } = await wheelOver(page, list.table);
        const { line, onTime } = frameFigures(frames);
        over ||= !onTime || scrolled === 0;
        console.log(
          `  ${list.name} at ${viewport.width} px (${count.toLocaleString('en')} rows, scrolled ${Math.round(scrolled).toLocaleString('en')} px): ` +
            `${scrolled === 0 ? 'did not scroll — OVER' : line}`,
        );
      }
    }
    console.log(`load average at the end: ${load()}`);
  } finally {
    await close();
  }
}
process.exit(over ? 1 : 0);
