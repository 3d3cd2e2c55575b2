import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { summaryPage } from './pages/summary';
import { seriousAxeViolations } from './support/browser';
import { test } from './support/fixture';
import { expectClean, installClock, searchParam, until } from './support/expectations';
import { pdfPageText, pdfPages } from './support/pdf';

let downloads: string;
beforeAll(() => {
  downloads = mkdtempSync(join(tmpdir(), 'stance-score-history-e2e-'));
});
afterAll(() => {
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

/*
 * Issue #27: the summary's 'Score history' card, with its flag on (the mock's default), off, and with its endpoint
 * answering 404 (a backend one release behind): then the card is absent, the rest of the summary is intact and no
 * error is shown. The page's clock starts on the last day of the contract's example (23 Nov 2026), so '12 months'
 * asks for exactly its days.
 */

const EXAMPLE_LAST_DAY = new Date('2026-11-23T12:00:00Z');
const SCORE_HISTORY = /^\/api\/accounts\/[^/]+\/score-history$/;
const NOT_FOUND_LINE = /Failed to load resource: the server responded with a status of 404/;

async function startOnExampleDay(page: Page) {
  await installClock(page, { time: EXAMPLE_LAST_DAY });
}

/** The score-history requests the page made, as their query strings. */
function historyQueries(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (SCORE_HISTORY.test(url.pathname)) seen.push(url.search);
  });
  return seen;
}

/** The summary without the card: the status, the issue table, no alert. */
async function expectSummaryWithoutCard(page: Page) {
  const summary = summaryPage(page);
  await summary.ready();
  expect(await page.getByRole('heading', { name: 'Security Status' }).isVisible()).toBe(true);
  expect(await page.getByText('Below Average').first().isVisible()).toBe(true);
  expect(await summary.scoreHistory.card.count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
}

describe('score history (issue #27)', () => {
  test('flag on: 12 months named in words, ←/→ between changes, an issue reason opens its drawer', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const queries = historyQueries(page);
    await startOnExampleDay(page);
    const summary = summaryPage(page);
    const history = summary.scoreHistory;
    await goto('/?history=12m');
    await summary.ready();
    // The card's code loads apart from the page (behind its flag), so its read may come after the summary is ready.
    await until(() => queries).toEqual(['?from=2025-11-24&to=2026-11-23']);
    await until(() => history.extremes()).toBe(
      'Largest rise: +8 on Oct 12, 2026, Microsoft 365 Fraud Defense connected\n' +
        'Largest fall: \u221222 on Mar 2, 2026, RDP exposed to the internet opened on remote.brightsmiledental.com and 3 more changes',
    );
    expect(await history.range('12 months').getAttribute('aria-pressed')).toBe('true');
    // The readout starts on the latest change; Home and → walk the days with changes.
    await until(() => history.day()).toMatch(/^Nov 20, 2026: score 452/);
    await history.step('Home');
    await until(() => history.day()).toMatch(
      /^Jan 12, 2026: score \d+, \+3\n\+3: Asset old-booking.brightsmiledental.com removed$/,
    );
    await history.step('ArrowRight', 'ArrowRight');
    await until(() => history.day()).toMatch(
      /^Mar 2, 2026: score \d+, \u221222\n\u221212: RDP exposed to the internet opened on remote.brightsmiledental.com\n/,
    );
    await history.reason('RDP exposed to the internet opened on remote.brightsmiledental.com').click();
    await summary.drawer.settled();
    expect(await summary.drawer.heading()).toBe('RDP exposed to the internet');
    expect(searchParam(page, 'item')).toBe('iss-001');
    expect(searchParam(page, 'history')).toBe('12m');
    expectClean(watched);
  });

  test("the summary keeps its layout while the card's code, the history and the issues arrive (issue #30)", async ({ open }) => {
    // Lighthouse's desktop window: there the issue toolbar's controls wrap beside the counts.
    const watched = await open({ width: 1350, height: 940 });
    const { page, goto } = watched;
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();
    await until(() => summary.scoreHistory.extremes()).toMatch(/^Largest rise: /);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    // Lighthouse's target for the whole load (CLS ≤ 0.02), here as the plain sum of every shift.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    expectClean(watched);
  });

  test('the range is kept in the URL and asks for its days', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const queries = historyQueries(page);
    await startOnExampleDay(page);
    const history = summaryPage(page).scoreHistory;
    await goto('/');
    await until(() => history.range('90 days').getAttribute('aria-pressed')).toBe('true');
    await until(() => history.extremes()).toMatch(/Largest fall: \u221212 on Oct 8, 2026/);
    // While the 30 days are on their way, the 90 days stay drawn and a spinner beside the ranges says what loads.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/accounts/*/score-history*', async (route) => {
      await held;
      await route.continue();
    });
    await history.range('30 days').click();
    await until(() => history.card.getAttribute('aria-busy')).toBe('true');
    expect(await history.card.getByRole('status', { name: 'Loading 30 days' }).isVisible()).toBe(true);
    expect(await history.range('30 days').getAttribute('aria-pressed')).toBe('true');
    expect(await history.extremes()).toMatch(/Largest fall: \u221212 on Oct 8, 2026/);
    release();
    await until(() => history.card.getAttribute('aria-busy')).toBeNull();
    await until(() => searchParam(page, 'history')).toBe('30d');
    await until(() => queries).toEqual(['?from=2026-08-26&to=2026-11-23', '?from=2026-10-25&to=2026-11-23']);
    // 30 days of the answer only: the largest fall of the range is the infostealer day.
    await until(() => history.extremes()).toMatch(/Largest fall: \u22125 on Nov 12, 2026/);
    await page.reload();
    await until(() => history.range('30 days').getAttribute('aria-pressed')).toBe('true');
    // Back to the default leaves it out of the URL.
    await history.range('90 days').click();
    await until(() => searchParam(page, 'history')).toBeUndefined();
    expectClean(watched);
  });

  test("the summary report's cover carries the card's range: a small chart and the three largest changes", async ({ open }) => {
    const { page, goto } = await open();
    await startOnExampleDay(page);
    const summary = summaryPage(page);
    await goto('/?history=12m');
    await summary.ready();
    await until(() => summary.scoreHistory.extremes()).toMatch(/^Largest rise/);
    const report = await summary.report.download(/^All Issues/, downloads);
    expect(pdfPages(report.file)).toBe(4);
    const cover = pdfPageText(report.file, 1).replace(/\s+/g, ' ');
    expect(cover).toContain('Score history, last 12 months');
    expect(cover).toContain(
      'Largest changes -22 on Mar 2, 2026: RDP exposed to the internet opened on remote.brightsmiledental.com and 3 more changes',
    );
    expect(cover.match(/ on [A-Z][a-z]{2} \d+, 2026: /g)).toHaveLength(3);
  });

  test('flag off: no card, no request, the summary intact', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const queries = historyQueries(page);
    await page.route('**/api/accounts/*/features', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { flags: Record<string, boolean> };
      body.flags.score_history_enabled = false;
      await route.fulfill({ response, json: body });
    });
    await goto('/');
    await expectSummaryWithoutCard(page);
    expect(queries).toEqual([]);
    expectClean(watched);
  });

  test('endpoint answering 404 (a backend one release behind): no card, no error, the summary intact', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const queries = historyQueries(page);
    await page.route(
      (url) => SCORE_HISTORY.test(url.pathname),
      (route) =>
        route.fulfill({ status: 404, contentType: 'application/problem+json', json: { title: 'Not Found', status: 404 } }),
    );
    await goto('/');
    await until(() => queries.length).toBe(1);
    await expectSummaryWithoutCard(page);
    expectClean(watched, [NOT_FOUND_LINE]);
  });

  test.for(['light', 'dark'] as const)('axe with the card, %s', async (theme, { open }) => {
    const { page, goto } = await open({ theme });
    await startOnExampleDay(page);
    await goto('/?history=12m');
    await summaryPage(page).ready();
    await until(() => summaryPage(page).scoreHistory.chart.getByTestId('score-history-path').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
