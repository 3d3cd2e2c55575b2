/** The Summary page (/): the security status, the Security Issues table, its drawers and the PDF report. */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { searchParam, until } from '../support/expectations';
import { dataTable, filterPopup, sideDrawer } from './shared';
import { SEVERITIES, STATUSES, summaryTargets as t } from './summary.targets';
import { locate } from './targets';

export { SEVERITIES, STATUSES };

/** The mock's default view (critical, important and moderate; open and in_review) in table order. */
export const DEFAULT_VIEW = (
  'iss-003 iss-002 iss-001 iss-011 iss-006 iss-012 iss-008 iss-010 iss-009 iss-004 iss-013 ' +
  'iss-005 iss-027 iss-028 iss-007 iss-020 iss-015 iss-016 iss-019 iss-029 iss-014 iss-017'
).split(' ');

export function summaryPage(page: Page) {
  const table = dataTable(page, 'Security issues');
  const drawer = sideDrawer(page);
  const filters = filterPopup(page);
  const resolveForm = locate(drawer.root, t.resolveForm);
  const row = table.row;

  return {
    table,
    drawer,
    filters,
    row,
    rowIds: table.rowIds,
    /** Column texts: 0 severity, 1 category, 2 issue, 3 assets, 4 status. */
    columnTexts: table.columnTexts,
    statusOf: (id: string) => row(id).locator('[role="cell"]').nth(4).textContent(),
    /** The spinner a row shows while its issue is in process. */
    inProcessMark: (id: string) => row(id).locator('.chakra-spinner'),
    issueCounts: () => locate(page, t.issueCounts).textContent(),
    searchBox: locate(page, t.searchBox),
    heading: locate(page, t.heading),
    emptyDomainsDialog: locate(page, t.emptyDomainsDialog),
    emailThreatDetails: locate(drawer.root, t.emailThreatDetails),
    scoreHistory: scoreHistoryCard(page),

    /** Waits for the table to show the mock's default view. */
    ready: () => until(() => table.rowIds()).toEqual(DEFAULT_VIEW),

    /** Opens the filter popup, ticks exactly the given severities (and statuses, when given) and applies. */
    async applyFilters(choice: { severity: readonly string[]; status?: readonly string[] }) {
      await filters.open();
      await filters.tick(SEVERITIES, choice.severity);
      if (choice.status) await filters.tick(STATUSES, choice.status);
      await filters.apply();
    },

    resolve: {
      form: resolveForm,
      text: locate(resolveForm, t.resolutionText),
      action: (name: string) => resolveForm.getByRole('radio', { name }),
      actions: resolveForm.getByRole('radio'),
      submit: locate(resolveForm, t.markAsResolved),
      /** Opens the issue's drawer and fills the form: an action (and a reason when it asks for one) and the note. */
      async fill(issue: { id: string; name: string }, action: string, note: string, reason?: string) {
        await row(issue.id).click();
        await drawer.settled();
        expect(await drawer.heading()).toBe(issue.name);
        await until(() => resolveForm.getByRole('radio', { name: action }).count()).toBe(1);
        await resolveForm.getByRole('radio', { name: action }).check({ force: true });
        if (reason) await locate(resolveForm, t.resolveReason).selectOption({ label: reason });
        await locate(resolveForm, t.resolutionText).fill(note);
      },
      /** Submits the form: the drawer closes at once and the URL no longer names it. */
      async send() {
        await locate(resolveForm, t.markAsResolved).click();
        await until(() => drawer.isOpen()).toBe(false);
        expect(searchParam(page, 'panel')).toBeUndefined();
        expect(searchParam(page, 'item')).toBeUndefined();
      },
    },

    report: {
      /** The 'Download Report' menu's entries: name, issue count and whether they can be picked. */
      async entries() {
        await locate(page, t.downloadReport).click();
        const items = page.getByRole('menuitem');
        await until(() => items.first().isVisible()).toBe(true);
        const entries = await items.evaluateAll((list) =>
          list.map((item) => {
            const count = item.querySelector('kbd')?.textContent ?? '';
            return {
              name: (item.textContent ?? '').slice(0, -count.length || undefined).trim(),
              count,
              disabled: item.hasAttribute('data-disabled'),
            };
          }),
        );
        await page.keyboard.press('Escape');
        await until(() => items.first().isVisible()).toBe(false);
        return entries;
      },
      /** Picks a 'Download Report' entry and saves the file in `folder`; returns its suggested name and path. */
      async download(entry: RegExp, folder: string): Promise<{ name: string; file: string }> {
        await locate(page, t.downloadReport).click();
        const item = page.getByRole('menuitem', { name: entry });
        await until(() => item.isVisible()).toBe(true);
        expect(await item.getAttribute('aria-disabled')).toBeNull();
        const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), item.click()]);
        const name = file.suggestedFilename();
        const saved = join(folder, name);
        await file.saveAs(saved);
        expect(await file.failure()).toBeNull();
        return { name, file: saved };
      },
    },
  };
}

const lines = async (element: Locator) => (await element.innerText()).replace(/\n+/g, '\n').trim();

/** The 'Score history' card (issue #27). */
function scoreHistoryCard(page: Page) {
  const card = locate(page, t.scoreHistory);
  const chart = locate(card, t.scoreHistoryChart);
  return {
    card,
    chart,
    /** The day in words under the chart, a line each for the day and its reasons. */
    day: () => lines(locate(card, t.scoreHistoryDay)),
    /** 'Largest rise: …' and 'Largest fall: …'. */
    extremes: () => lines(locate(card, t.scoreHistoryExtremes)),
    range: (name: string) => locate(card, t.scoreHistoryRange).getByRole('button', { name, exact: true }),
    /** An issue's reason on the day shown (a button that opens its drawer). */
    reason: (name: string) => locate(card, t.scoreHistoryDay).getByRole('button', { name, exact: true }),
    /** Focuses the chart and presses the keys (ArrowLeft, ArrowRight, Home, End). */
    async step(...keys: string[]) {
      await chart.focus();
      for (const key of keys) await page.keyboard.press(key);
    },
  };
}
