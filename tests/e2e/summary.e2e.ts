import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seriousAxeViolations } from './support/browser';
import { until, searchParam, expectClean, SCRIPTED_500 } from './support/expectations';

let browser: Browser;
let downloads: string;
beforeAll(async () => {
  browser = await launchBrowser();
  downloads = mkdtempSync(join(tmpdir(), 'stance-summary-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

/** The mock's default view (critical, important and moderate; open and in_review) in table order. */
const DEFAULT_VIEW = (
  'iss-003 iss-002 iss-001 iss-011 iss-006 iss-012 iss-008 iss-010 iss-009 iss-004 iss-013 ' +
  'iss-005 iss-027 iss-028 iss-007 iss-020 iss-015 iss-016 iss-019 iss-029 iss-014 iss-017'
).split(' ');
/** The important issues of the default view. */
const IMPORTANT_VIEW = DEFAULT_VIEW.slice(3, 15);
/** Every issue of the mock (26 from the issues list, 4 fraud-defense findings built from user assets). */
const TOTAL_ISSUES = 30;

/** By label, not by role: an open (modal) drawer hides the page from the accessibility tree. */
const issuesTable = (page: Page) => page.locator('[role="table"][aria-label="Security issues"]');
const rows = (page: Page) => issuesTable(page).locator('[role="row"][data-row-index]');
const row = (page: Page, id: string) => issuesTable(page).locator(`[role="row"][data-row-id="${id}"]`);
const rowIds = (page: Page) => rows(page).evaluateAll((list) => list.map((r) => r.getAttribute('data-row-id')));
/** The text of one column (0 severity, 1 category, 2 issue, 3 assets, 4 status) over the rendered rows. */
const columnTexts = (page: Page, column: number) =>
  rows(page).evaluateAll(
    (list, index) => list.map((r) => r.querySelectorAll('[role="cell"]')[index]?.textContent?.trim() ?? ''),
    column,
  );
const statusOf = (page: Page, id: string) => row(page, id).locator('[role="cell"]').nth(4).textContent();
const issueCounts = (page: Page) => page.getByTestId('issue-counts').textContent();

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search issues...' });
const filterButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });

/** Waits for the table to show the mock's default view. */
async function summaryReady(page: Page) {
  await until(() => rowIds(page)).toEqual(DEFAULT_VIEW);
}

const SEVERITIES = ['Critical', 'Important', 'Moderate', 'Low', 'Informational'];
const STATUSES = ['Open', 'Validating', 'Resolved', 'Approved'];

/** Opens the filter popup, ticks exactly the given severities (and statuses, when given) and applies. */
async function applyFilters(page: Page, choice: { severity: string[]; status?: string[] }) {
  await filterButton(page).click();
  const popup = page.getByRole('dialog', { name: 'Filters' });
  await until(() => popup.isVisible()).toBe(true);
  // The inputs are visually hidden inside a scrolling body: click the visible labels.
  const tick = async (names: string[], keep: string[]) => {
    for (const name of names) {
      const box = popup.getByRole('checkbox', { name, exact: true });
      if ((await box.isChecked()) !== keep.includes(name)) await popup.getByText(name, { exact: true }).click();
      await until(() => box.isChecked()).toBe(keep.includes(name));
    }
  };
  await tick(SEVERITIES, choice.severity);
  if (choice.status) await tick(STATUSES, choice.status);
  await popup.getByRole('button', { name: 'Apply' }).click();
  await until(() => popup.isVisible()).toBe(false);
}

const drawer = (page: Page) => page.getByTestId('side-drawer');
const drawerTitle = (page: Page) => drawer(page).locator('[id$="title"]').first().textContent();
const drawerHeading = (page: Page) => drawer(page).getByRole('heading', { level: 3 }).textContent();
const isDrawerOpen = (page: Page) => drawer(page).isVisible();
/** The drawer finished its 400 ms slide-in (axe's colour checks need it settled). */
async function drawerSettled(page: Page) {
  await until(() => isDrawerOpen(page)).toBe(true);
  await until(() => drawer(page).evaluate((element) => element.getAnimations().every((a) => a.playState !== 'running'))).toBe(
    true,
  );
}
const activeRowIndex = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-row-index') ?? null);

/** Toasts as 'type: text', e.g. 'success: Issue was successfully resolved'. */
const toasts = (page: Page) =>
  page
    .getByTestId('toast')
    .evaluateAll((list) =>
      list.map((t) => `${t.getAttribute('data-type')}: ${t.querySelector('[data-part="description"]')?.textContent ?? ''}`),
    );

// --- Mark as resolved ------------------------------------------------------------------------------------------

/** An open issue without technologies (technologies_issues_mark_as_resolved_enabled is off in the mock). */
const RESOLVABLE = { id: 'iss-006', name: 'DMARC policy set to none', index: DEFAULT_VIEW.indexOf('iss-006') };

interface ResolveScript {
  /** The status the issues list reports for the issue once the request was sent. */
  status?: string;
  /** Answer the first issues read after the request with a 500. */
  readFails?: boolean;
  /** Answer the resolve request itself with a 500. */
  postFails?: boolean;
  /** After listing the issue once, answer every user-input processes read with a 500. */
  pollFails?: boolean;
}

/**
 * Scripts the server around one resolve request: the POST (to Prism, which checks its body, or a 500); the
 * user-input processes list the issue for the first two reads after it (the flow's first poll and the process
 * monitor's refresh), so the flow waits one 5 s interval; the issues list then reports the wanted status.
 */
async function scriptResolve(page: Page, issueId: string, script: ResolveScript) {
  const sent: Request[] = [];
  let pendingAnswers = 2;
  let failingReads = script.readFails ? 1 : 0;
  const fail = {
    status: 500,
    contentType: 'application/problem+json',
    body: JSON.stringify({ title: 'Internal Server Error', status: 500 }),
  };
  await page.route(`**/api/accounts/*/issues/${issueId}/resolve`, async (route) => {
    sent.push(route.request());
    if (script.postFails) await route.fulfill(fail);
    else await route.continue();
  });
  await page.route('**/api/accounts/*/user-inputs/in-progress', async (route) => {
    if (script.pollFails && sent.length > 0 && pendingAnswers < 2) return route.fulfill(fail);
    if (sent.length === 0 || script.postFails || pendingAnswers === 0) return route.continue();
    pendingAnswers--;
    const response = await route.fetch();
    const body = (await response.json()) as { resolved_issues: string[] };
    await route.fulfill({ response, json: { ...body, resolved_issues: [issueId] } });
  });
  await page.route('**/api/accounts/*/issues', async (route) => {
    if (sent.length === 0 || route.request().method() !== 'GET' || script.postFails) return route.continue();
    if (failingReads > 0) {
      failingReads--;
      return route.fulfill(fail);
    }
    const response = await route.fetch();
    const issues = (await response.json()) as { id: string; status: string }[];
    await route.fulfill({
      response,
      json: issues.map((issue) => (issue.id === issueId && script.status ? { ...issue, status: script.status } : issue)),
    });
  });
  return { sent, pendingLeft: () => pendingAnswers };
}

const resolveForm = (page: Page) => drawer(page).getByRole('form', { name: 'Mark issue as resolved' });
const resolutionText = (page: Page) => resolveForm(page).getByRole('textbox', { name: /^How was it resolved\?/ });

/** Opens the issue's drawer and fills the form: an action (and a reason when it asks for one) and the note. */
async function fillResolveForm(page: Page, issue: typeof RESOLVABLE, action: string, note: string, reason?: string) {
  await row(page, issue.id).click();
  await drawerSettled(page);
  expect(await drawerHeading(page)).toBe(issue.name);
  const form = resolveForm(page);
  await until(() => form.getByRole('radio', { name: action }).count()).toBe(1);
  await form.getByRole('radio', { name: action }).check({ force: true });
  if (reason) await form.getByRole('combobox', { name: /^Reason/ }).selectOption({ label: reason });
  await resolutionText(page).fill(note);
}

/** Submits the form: the drawer closes at once and the row shows the issue in process. */
async function submitResolve(page: Page) {
  await resolveForm(page).getByRole('button', { name: 'Mark as resolved' }).click();
  await until(() => isDrawerOpen(page)).toBe(false);
  expect(searchParam(page, 'panel')).toBeUndefined();
  expect(searchParam(page, 'item')).toBeUndefined();
}

// --- PDF ---------------------------------------------------------------------------------------------------------

/** DD_MM_YYYY of today, as the report's file name writes it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}_${pad(now.getMonth() + 1)}_${now.getFullYear()}`;
}

/** The 'Download Report' menu's entries: name, issue count and whether they can be picked. */
async function menuEntries(page: Page) {
  await page.getByRole('button', { name: 'Download Report' }).click();
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
}

/** Picks a 'Download Report' entry, saves the file; returns its suggested name and where it was saved. */
async function download(page: Page, entry: RegExp): Promise<{ name: string; file: string }> {
  await page.getByRole('button', { name: 'Download Report' }).click();
  const item = page.getByRole('menuitem', { name: entry });
  await until(() => item.isVisible()).toBe(true);
  expect(await item.getAttribute('aria-disabled')).toBeNull();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), item.click()]);
  const name = file.suggestedFilename();
  const saved = join(downloads, name);
  await file.saveAs(saved);
  expect(await file.failure()).toBeNull();
  return { name, file: saved };
}

const pdfPages = (file: string) => Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
/** The PDF's text with runs of white space made single spaces (names wrap and columns are padded). */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
const pdfPageText = (file: string, pageNumber: number) =>
  execFileSync('pdftotext', ['-layout', '-f', String(pageNumber), '-l', String(pageNumber), file, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');

// ---------------------------------------------------------------------------------------------------------------
// Journeys
// ---------------------------------------------------------------------------------------------------------------

describe('search and filters', () => {
  it('narrow the table, live in the URL and survive a reload', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/');
    await summaryReady(page);
    expect(await issueCounts(page)).toBe('Total 30·Open 24');
    // The default view already narrows two sections: severity (no low, informational) and status (open, in review).
    expect(await filterButton(page).getAttribute('aria-label')).toBe('Filters, 2 active');
    expect(await page.getByText('Showing 22 of 30 issues').count()).toBe(1);

    // Search: fuzzy over name, description, severity and category, debounced into the URL.
    await searchBox(page).fill('exposed');
    await until(() => searchParam(page, 'q')).toBe('exposed');
    await until(() => rowIds(page)).toEqual(['iss-001', 'iss-012', 'iss-013']);
    expect(await page.getByText('Showing 3 of 30 issues').count()).toBe(1);

    // Filter: only important issues.
    await applyFilters(page, { severity: ['Important'] });
    await until(() => searchParam(page, 'severity')).toEqual(['important']);
    await until(() => rowIds(page)).toEqual(['iss-012', 'iss-013']);
    expect(await columnTexts(page, 0)).toEqual(['Important', 'Important']);
    expect(searchParam(page, 'q')).toBe('exposed');
    expect(searchParam(page, 'status')).toBeUndefined(); // defaults stay out of the URL
    const before = await rowIds(page);

    await page.reload({ waitUntil: 'networkidle' });
    await until(() => rowIds(page)).toEqual(before);
    expect(searchParam(page, 'q')).toBe('exposed');
    expect(searchParam(page, 'severity')).toEqual(['important']);
    expect(await searchBox(page).inputValue()).toBe('exposed');
    expect(await page.getByText('Showing 2 of 30 issues').count()).toBe(1);
    expect(await filterButton(page).getAttribute('aria-label')).toBe('Filters, 2 active');

    // The popup shows the applied selection again; Cancel leaves it alone.
    await filterButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Filters' });
    await until(() => popup.isVisible()).toBe(true);
    const ticked = (name: string) => popup.getByRole('checkbox', { name, exact: true }).isChecked();
    expect(await ticked('Important')).toBe(true);
    for (const other of ['Critical', 'Moderate', 'Low', 'Informational']) expect(await ticked(other), other).toBe(false);
    expect(await ticked('Open')).toBe(true);
    expect(await ticked('Validating')).toBe(true);
    expect(await ticked('Resolved')).toBe(false);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await until(() => popup.isVisible()).toBe(false);
    expect(await rowIds(page)).toEqual(before);

    // Clearing the search keeps the filter.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await until(() => searchParam(page, 'q')).toBeUndefined();
    await until(() => rowIds(page)).toEqual(IMPORTANT_VIEW);
    expect(new Set(await columnTexts(page, 0))).toEqual(new Set(['Important']));
    expectClean(watched);
    await context.close();
  });
});

describe('issue drawer', () => {
  it('a row click opens it; ←/→ step through the rows in table order; Escape closes and focus returns', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/');
    await summaryReady(page);

    await row(page, 'iss-001').click();
    await drawerSettled(page);
    expect(await drawerTitle(page)).toBe('Issue details 3 of 22');
    expect(await drawerHeading(page)).toBe('RDP exposed to the internet');
    expect(searchParam(page, 'panel')).toBe('issueDetails');
    expect(searchParam(page, 'item')).toBe('iss-001');
    expect(await row(page, 'iss-001').getAttribute('aria-current')).toBe('true');

    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe('Issue details 4 of 22');
    expect(await drawerHeading(page)).toBe('Credentials stolen by infostealer malware');
    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe('Issue details 5 of 22');
    expect(await drawerHeading(page)).toBe('DMARC policy set to none');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await until(() => drawerTitle(page)).toBe('Issue details 2 of 22');
    expect(await drawerHeading(page)).toBe('Open Elasticsearch port');
    expect(searchParam(page, 'item')).toBe('iss-002');

    await page.keyboard.press('Escape');
    await until(() => isDrawerOpen(page)).toBe(false);
    expect(searchParam(page, 'panel')).toBeUndefined();
    // Focus goes back to the row that opened the drawer.
    await until(() => activeRowIndex(page)).toBe('2');
    expectClean(watched);
    await context.close();
  });

  it('keyboard: focus the table, arrow to a row, Enter opens it', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/');
    await summaryReady(page);

    // Tab from the search box into the table: the rows are one tab stop, the first row.
    await searchBox(page).focus();
    for (let presses = 0; presses < 8 && (await activeRowIndex(page)) === null; presses++) await page.keyboard.press('Tab');
    expect(await activeRowIndex(page)).toBe('0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await until(() => activeRowIndex(page)).toBe('3');
    await page.keyboard.press('ArrowUp');
    await until(() => activeRowIndex(page)).toBe('2');
    await page.keyboard.press('ArrowDown');
    await until(() => activeRowIndex(page)).toBe('3');

    await page.keyboard.press('Enter');
    await drawerSettled(page);
    expect(await drawerTitle(page)).toBe('Issue details 4 of 22');
    expect(await drawerHeading(page)).toBe('Credentials stolen by infostealer malware');
    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe('Issue details 5 of 22');
    expect(await drawerHeading(page)).toBe('DMARC policy set to none');

    await page.keyboard.press('Escape');
    await until(() => isDrawerOpen(page)).toBe(false);
    await until(() => activeRowIndex(page)).toBe('3');
    // The table still answers the keyboard.
    await page.keyboard.press('End');
    await until(() => activeRowIndex(page)).toBe(String(DEFAULT_VIEW.length - 1));
    await page.keyboard.press(' ');
    await drawerSettled(page);
    expect(await drawerTitle(page)).toBe('Issue details 22 of 22');
    expect(await drawerHeading(page)).toBe('Staging site publicly accessible');
    await page.keyboard.press('ArrowRight'); // the last one stays
    expect(await drawerTitle(page)).toBe('Issue details 22 of 22');
    expectClean(watched);
    await context.close();
  });

  it('a fraud-defense row opens the Email Threat drawer; stepping switches between the two drawers', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/');
    await summaryReady(page);

    await row(page, 'iss-027').click();
    await drawerSettled(page);
    expect(await drawerTitle(page)).toBe('Email Threat Detected 13 of 22');
    expect(searchParam(page, 'panel')).toBe('fdIssueDetails');
    const threat = drawer(page).getByTestId('email-threat-details');
    expect(await threat.getAttribute('data-issue-id')).toBe('iss-027');
    expect(await drawerHeading(page)).toBe('Updated bank details for Henry Schein invoice');
    expect(await threat.getByText('This email is flagged as suspicious due to:', { exact: true }).isVisible()).toBe(true);
    expect(await threat.getByRole('link', { name: 'Email Threat Incident Response Guide' }).count()).toBe(1);
    // No mark-as-resolved form on an e-mail threat.
    expect(await drawer(page).getByRole('form', { name: 'Mark issue as resolved' }).count()).toBe(0);

    await page.keyboard.press('ArrowLeft');
    await until(() => drawerTitle(page)).toBe('Issue details 12 of 22');
    expect(await drawerHeading(page)).toBe('TLS 1.0 enabled on patient portal');
    await until(() => searchParam(page, 'panel')).toBe('issueDetails');
    expect(await drawer(page).getByTestId('email-threat-details').count()).toBe(0);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe('Email Threat Detected 14 of 22');
    await until(() => drawerHeading(page)).toBe('Urgent: wire transfer before 3pm');
    await until(() => searchParam(page, 'panel')).toBe('fdIssueDetails');
    expect(await drawer(page).getByText('This email is flagged as suspicious due to:', { exact: true }).isVisible()).toBe(true);

    await drawer(page).getByRole('button', { name: 'Close panel' }).click();
    await until(() => isDrawerOpen(page)).toBe(false);
    await until(() => activeRowIndex(page)).toBe('12');
    expectClean(watched);
    await context.close();
  });
});

describe('mark as resolved', () => {
  const outcomes = [
    { status: 'resolved', toast: 'success: Issue was successfully resolved', row: null },
    {
      status: 'in_review',
      toast: `success: Issue ${RESOLVABLE.name} is being validated by our security team, we’ll notify you on the status of your request in the email`,
      row: 'Validating',
    },
    {
      status: 'open',
      toast: `success: The issue ${RESOLVABLE.name} was successfully resolved. Note that there are additional assets with this issue still open`,
      row: 'Open',
    },
    { status: 'approved', toast: 'error: Unfortunately the issue was not resolved', row: null },
  ] as const;

  for (const outcome of outcomes) {
    it(`status read back '${outcome.status}' → '${outcome.toast}'`, async () => {
      const watched = await openPage(browser);
      const { page, goto, context, requests } = watched;
      const server = await scriptResolve(page, RESOLVABLE.id, { status: outcome.status });
      await goto('/');
      await summaryReady(page);

      await fillResolveForm(page, RESOLVABLE, 'I fixed the problem', 'Set the DMARC policy to quarantine.');
      await submitResolve(page);
      // In process until the user-input processes no longer list it.
      await until(() => statusOf(page, RESOLVABLE.id)).toBe('Validating');
      expect(await row(page, RESOLVABLE.id).locator('.chakra-spinner').count()).toBe(1);
      expect(server.sent.map((r) => r.postDataJSON() as unknown)).toEqual([
        { resolution_text: 'Set the DMARC policy to quarantine.', action_id: 'act-fixed', assets: [] },
      ]);
      expect(await toasts(page)).toEqual([]);

      await until(() => toasts(page), 15_000).toEqual([outcome.toast]);
      expect(server.pendingLeft()).toBe(0);
      if (outcome.row === null) {
        // Resolved and approved issues leave the default view.
        await until(() => row(page, RESOLVABLE.id).count()).toBe(0);
        expect(await issueCounts(page)).toBe('Total 30·Open 23');
      } else {
        await until(() => row(page, RESOLVABLE.id).locator('.chakra-spinner').count()).toBe(0);
        expect(await statusOf(page, RESOLVABLE.id)).toBe(outcome.row);
      }
      const inProgressReads = requests.filter((r) => r.endsWith('/user-inputs/in-progress')).length;
      expect(inProgressReads).toBeGreaterThanOrEqual(3);
      expectClean(watched);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    });
  }

  it("a failed status read-back → 'Unfortunately the issue was not resolved'", async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    const server = await scriptResolve(page, RESOLVABLE.id, { readFails: true });
    await goto('/');
    await summaryReady(page);

    await fillResolveForm(page, RESOLVABLE, 'This is not an issue', 'The record belongs to a parked domain.', 'False positive');
    await submitResolve(page);
    await until(() => statusOf(page, RESOLVABLE.id)).toBe('Validating');
    expect(server.sent.map((r) => r.postDataJSON() as unknown)).toEqual([
      {
        resolution_text: 'The record belongs to a parked domain.',
        action_id: 'act-not-issue',
        option_id: 'opt-false-positive',
        assets: [],
      },
    ]);

    await until(() => toasts(page), 15_000).toEqual(['error: Unfortunately the issue was not resolved']);
    // The refresh after the toast reads the list again: the issue is still open, no longer in process.
    await until(() => statusOf(page, RESOLVABLE.id)).toBe('Open');
    expect(await row(page, RESOLVABLE.id).locator('.chakra-spinner').count()).toBe(0);
    expectClean(watched, [SCRIPTED_500]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('a failed process poll: one toast, the in-process mark goes and polling stops', async () => {
    const watched = await openPage(browser);
    const { page, goto, context, requests } = watched;
    await page.clock.install();
    await scriptResolve(page, RESOLVABLE.id, { pollFails: true });
    await goto('/');
    await summaryReady(page);

    await fillResolveForm(page, RESOLVABLE, 'I fixed the problem', 'Set the DMARC policy to quarantine.');
    await submitResolve(page);
    await until(() => statusOf(page, RESOLVABLE.id)).toBe('Validating');
    await page.clock.runFor(6_000);
    await until(() => toasts(page)).toEqual(['error: Service is not available, please try again later']);
    await until(() => statusOf(page, RESOLVABLE.id)).toBe('Open');
    expect(await row(page, RESOLVABLE.id).locator('.chakra-spinner').count()).toBe(0);

    const reads = () => requests.filter((r) => r.endsWith('/user-inputs/in-progress')).length;
    const readsAtFailure = reads();
    await page.clock.runFor(30_000);
    expect(reads()).toBe(readsAtFailure);
    expectClean(watched, [SCRIPTED_500]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('a failed request: error toast, the in-process mark goes, and the form keeps what the user typed', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    const server = await scriptResolve(page, RESOLVABLE.id, { postFails: true });
    await goto('/');
    await summaryReady(page);

    const note = 'Published p=reject for brightsmiledental.com\non both mail domains.';
    await fillResolveForm(page, RESOLVABLE, 'I fixed the problem', note);
    await submitResolve(page);
    await until(() => toasts(page)).toEqual(['error: An error was occurred, please try again later']);
    expect(server.sent).toHaveLength(1);
    await until(() => statusOf(page, RESOLVABLE.id)).toBe('Open');
    expect(await row(page, RESOLVABLE.id).locator('.chakra-spinner').count()).toBe(0);

    // Reopened, the form holds the choice and the note, and can be sent again.
    await row(page, RESOLVABLE.id).click();
    await drawerSettled(page);
    expect(await drawerHeading(page)).toBe(RESOLVABLE.name);
    expect(await resolveForm(page).getByRole('radio', { name: 'I fixed the problem' }).isChecked()).toBe(true);
    expect(await resolutionText(page).inputValue()).toBe(note);
    const submit = resolveForm(page).getByRole('button', { name: 'Mark as resolved' });
    expect(await submit.isEnabled()).toBe(true);
    expectClean(watched, [SCRIPTED_500]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});

describe('PDF report', () => {
  it("'All Issues' and 'Filtered Issues' download PDFs with the right names, pages and issues", async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/');
    await summaryReady(page);

    const all = await download(page, /^All Issues/);
    expect(all.name).toBe(`Stance_issues_${today()}.pdf`);
    // A cover page, then 10 issues a page.
    expect(pdfPages(all.file)).toBe(1 + Math.ceil(TOTAL_ISSUES / 10));
    const allText = pdfText(all.file);
    expect(allText).toContain('Security Issues Report');
    expect(allText).toContain('Issues 1-10 of 30');
    expect(allText).toContain('Issues 21-30 of 30');
    for (const name of [
      'RDP exposed to the internet',
      'DMARC policy set to none',
      'Nginx 1.18.0 out of date',
      'No security.txt file published',
      'Urgent: wire transfer before 3pm',
    ])
      expect(allText, name).toContain(name);
    // In table order: the critical issues on the first list page, the informational ones on the last.
    expect(pdfPageText(all.file, 2)).toContain('Open Elasticsearch port');
    expect(pdfPageText(all.file, 4)).toContain('No security.txt file published');

    // With every box ticked nothing is filtered: only the full report is offered.
    await applyFilters(page, { severity: SEVERITIES, status: STATUSES });
    await until(() => searchParam(page, 'status')).toEqual(['open', 'in_review', 'resolved', 'approved']);
    expect(await page.getByText(/^Showing \d+ of/).count()).toBe(0); // rows are virtualized: not all are rendered
    expect(await filterButton(page).getAttribute('aria-label')).toBe('Filters');
    expect(await menuEntries(page)).toEqual([
      { name: 'All Issues', count: '30', disabled: false },
      { name: 'Filtered Issues', count: '30', disabled: true },
    ]);

    await applyFilters(page, { severity: ['Critical'] });
    await until(() => rowIds(page)).toEqual(['iss-003', 'iss-002', 'iss-001']);
    expect(await menuEntries(page)).toEqual([
      { name: 'All Issues', count: '30', disabled: false },
      { name: 'Filtered Issues', count: '3', disabled: false },
    ]);
    const filtered = await download(page, /^Filtered Issues/);
    expect(filtered.name).toBe(`Stance_filtered_issues_${today()}.pdf`);
    expect(pdfPages(filtered.file)).toBe(2);
    const filteredText = pdfText(filtered.file);
    expect(filteredText).toContain('Security Issues Report (filtered)');
    expect(filteredText).toContain('Severity: Critical');
    expect(filteredText).toContain('Issues 1-3 of 3');
    for (const name of [
      'FortiGate SSL VPN vulnerable to CVE-2023-27997',
      'Open Elasticsearch port',
      'RDP exposed to the internet',
    ])
      expect(filteredText, name).toContain(name);
    for (const name of [
      'DMARC policy set to none',
      'TLS 1.0 enabled on patient portal',
      'Staging site publicly accessible',
      'Urgent: wire transfer',
    ])
      expect(filteredText, name).not.toContain(name);
    expectClean(watched);
    await context.close();
  });
});

describe('empty-domains dialog', () => {
  it('a new customer without domains sees it on the first visit of the summary only', async () => {
    const watched = await openPage(browser, { scenario: 'newCustomer' });
    const { page, goto, context, requests } = watched;
    await goto('/');
    const dialog = page.getByTestId('empty-domains-dialog');
    await until(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading', { name: "Add your company's domains" }).count()).toBe(1);
    expect(await dialog.textContent()).toContain('Your account does not have any domains yet.');
    expect(await seriousAxeViolations(page), 'dialog').toEqual([]);

    await dialog.getByRole('button', { name: 'Not now' }).click();
    await until(() => dialog.isVisible()).toBe(false);
    const domainReads = () => requests.filter((r) => /^GET \/api\/accounts\/[^/]+\/domains$/.test(r)).length;
    expect(domainReads()).toBe(1);
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => page.getByRole('heading', { name: 'Security Issues' }).isVisible()).toBe(true);
    // The domains were read again (still none), and the dialog stays away.
    await until(() => domainReads()).toBe(2);
    expect(await dialog.count()).toBe(0);
    expectClean(watched);
    await context.close();
  });

  it('is not shown to an account with domains', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/');
    await summaryReady(page);
    expect(await page.getByTestId('empty-domains-dialog').count()).toBe(0);
    expectClean(watched);
    await context.close();
  });
});

describe('accessibility (axe-core, serious and critical)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`summary page, filter popup and both issue drawers in ${theme}`, async () => {
      const watched = await openPage(browser, { theme });
      const { page, goto, context } = watched;
      await goto('/');
      await summaryReady(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      expect(await seriousAxeViolations(page), 'summary').toEqual([]);

      // The trigger carries its count badge ('Filters 2' on screen, 'Filters, 2 active' for assistive technology).
      expect(await filterButton(page).getAttribute('aria-label')).toBe('Filters, 2 active');
      await applyFilters(page, { severity: ['Critical', 'Important'], status: STATUSES });
      await until(() => filterButton(page).getAttribute('aria-label')).toBe('Filters, 1 active');
      expect(await seriousAxeViolations(page), 'filtered summary').toEqual([]);
      await filterButton(page).click();
      const popup = page.getByRole('dialog', { name: 'Filters' });
      await until(() => popup.isVisible()).toBe(true);
      await until(() => popup.evaluate((element) => element.getAnimations().every((a) => a.playState !== 'running'))).toBe(true);
      expect(await seriousAxeViolations(page), 'filter popup').toEqual([]);
      await popup.getByRole('button', { name: 'Cancel' }).click();
      await until(() => popup.isVisible()).toBe(false);

      await row(page, RESOLVABLE.id).click();
      await drawerSettled(page);
      await until(() => resolveForm(page).getByRole('radio').count()).toBe(3);
      expect(await drawerHeading(page)).toBe(RESOLVABLE.name);
      expect(await seriousAxeViolations(page), 'issue drawer').toEqual([]);

      await page.keyboard.press('Escape');
      await until(() => isDrawerOpen(page)).toBe(false);
      await row(page, 'iss-027').click();
      await drawerSettled(page);
      await until(() => drawerTitle(page)).toMatch(/^Email Threat Detected/);
      expect(await seriousAxeViolations(page), 'email threat drawer').toEqual([]);
      expectClean(watched);
      await context.close();
    });
  }
});
