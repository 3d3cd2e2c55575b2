import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { DEFAULT_VIEW, SEVERITIES, STATUSES, summaryPage } from './pages/summary';
import { activeRowIndex, settled, toasts } from './pages/shared';
import { shellPage } from './pages/shell';
import { seriousAxeViolations } from './support/browser';
import { test } from './support/fixture';
import { expectClean, installClock, SCRIPTED_500, searchList, searchParam, until, untilWithClock } from './support/expectations';
import { pdfPageText, pdfPages, pdfText, today } from './support/pdf';
import { scriptResolve } from './support/resolve-server';

let downloads: string;
beforeAll(async () => {
  downloads = mkdtempSync(join(tmpdir(), 'stance-summary-e2e-'));
});
afterAll(async () => {
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

/** The important issues of the default view. */
const IMPORTANT_VIEW = DEFAULT_VIEW.slice(3, 15);
/** Every issue of the mock (26 from the issues list, 4 fraud-defense findings built from user assets). */
const TOTAL_ISSUES = 30;
/** An open issue without technologies (technologies_issues_mark_as_resolved_enabled is off in the mock). */
const RESOLVABLE = { id: 'iss-006', name: 'DMARC policy set to none' };

describe('first paint (issue #30)', () => {
  test('a fresh visit paints the header before the body; a reload and a page reached inside the app show both at once', async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto } = watched;
    // What the page held after each change of the DOM: the summary's header (its description) and its body.
    await page.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { pageStates: string[] }).pageStates = states;
      new MutationObserver(() => {
        const header = document.body?.textContent?.includes('Security status and open issues of') ? 'header' : '-';
        const body = document.getElementById('security-status-title') ? 'body' : '-';
        if (states.at(-1) !== `${header}+${body}`) states.push(`${header}+${body}`);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const states = () => page.evaluate(() => (window as unknown as { pageStates: string[] }).pageStates);
    // What showed once the loading screen had gone.
    const shown = async () => (await states()).filter((state) => state !== '-+-');
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();
    // The header, the page's largest text, is painted a commit before the body's long first render.
    expect(await shown()).toEqual(['header+-', 'header+body']);

    // A reload restores the scroll position in the commit that shows the page: the body comes with the header.
    await page.reload();
    await summary.ready();
    expect(await shown()).toEqual(['header+body']);

    const shell = shellPage(page);
    await shell.navLink('Integrations').click();
    await until(async () => (await states()).at(-1)).toBe('-+-');
    await shell.navLink('Summary').click();
    await summary.ready();
    expect((await states()).slice(-2)).toEqual(['-+-', 'header+body']);
    expectClean(watched);
  });
  test("the session's first reads leave before the rest of the app has run: before the page's code is asked for and React's first render", async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto } = watched;
    // When the first element React renders (the loading screen) entered the page.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById('root')?.firstChild) return;
        (window as unknown as { firstRender: number }).firstRender = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true });
    });
    await goto('/');
    await summaryPage(page).ready();
    const { auth, layoutCode, firstRender } = await page.evaluate(() => {
      const started = (test: (name: string) => boolean) =>
        performance.getEntriesByType('resource').find((entry) => test(new URL(entry.name).pathname))?.startTime;
      return {
        auth: started((path) => path === '/api/auth'),
        // The signed-in layout's code, asked for by main.tsx once every module of the app has been evaluated.
        layoutCode: started((path) => /^\/assets\/_app-[\w-]+\.js$/.test(path)),
        firstRender: (window as unknown as { firstRender: number }).firstRender,
      };
    });
    expect(layoutCode).toBeDefined();
    expect(auth).toBeLessThan(layoutCode!);
    expect(auth).toBeLessThan(firstRender);
    expectClean(watched);
  });

  test("the page's code arrives while the session's first reads are still unanswered", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    let pageCode = false;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('Security status and open issues of')) pageCode = true;
    });
    // The login data is held until the summary's code has arrived: the router alone would ask for that code only
    // once the login data had answered, and the hold would run out.
    let heldUntilCode = false;
    await page.route('**/api/login-data', async (route) => {
      heldUntilCode = await vi
        .waitFor(() => expect(pageCode).toBe(true), { timeout: 10_000, interval: 50 })
        .then(
          () => true,
          () => false,
        );
      await route.continue();
    });
    await goto('/');
    await summaryPage(page).ready();
    expect(heldUntilCode).toBe(true);
    expectClean(watched);
  });
});

describe('search and filters', () => {
  test('in a 1440 x 1000 window the filter popup fits, and its time range is reached by keyboard and in view (#17)', async ({
    open,
  }) => {
    const watched = await open({ width: 1440, height: 1000 });
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();
    await summary.filters.open();
    await settled(summary.filters.popup);
    // Four sections are taller than the spec's 480 px popup: the body scrolls, the popup stays inside the window.
    const before = await summary.filters.timeRangePlacement();
    expect(before.popup, JSON.stringify(before)).toBeLessThanOrEqual(before.window);
    // Tab walks the sections to the time range, which then shows in full inside the popup's body.
    const select = summary.filters.timeRange;
    for (let tab = 0; tab < 30 && !(await select.evaluate((el) => el === document.activeElement)); tab++) {
      await page.keyboard.press('Tab');
    }
    await until(() => select.evaluate((el) => el === document.activeElement)).toBe(true);
    const placement = await summary.filters.timeRangePlacement();
    expect(placement.select, JSON.stringify(placement)).toBeLessThanOrEqual(placement.body);
    expect(placement.selectTop).toBeGreaterThanOrEqual(placement.bodyTop);
    expect(placement.popup).toBeLessThanOrEqual(placement.window);
    await select.selectOption({ label: 'Last 30 days' });
    await summary.filters.apply();
    await until(() => searchParam(page, 'range')).toBe('30d');
    expectClean(watched);
  });

  test('narrow the table, live in the URL and survive a reload', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();
    expect(await summary.issueCounts()).toBe('Total 30·Open 24');
    // The default view already narrows two sections: severity (no low, informational) and status (open, in review).
    expect(await summary.filters.button.getAttribute('aria-label')).toBe('Filters, 2 active');
    expect(await page.getByText('Showing 22 of 30 issues').count()).toBe(1);

    // Search: fuzzy over name, description, severity and category, debounced into the URL.
    await summary.searchBox.fill('exposed');
    await until(() => searchParam(page, 'q')).toBe('exposed');
    await until(() => summary.rowIds()).toEqual(['iss-001', 'iss-012', 'iss-013']);
    expect(await page.getByText('Showing 3 of 30 issues').count()).toBe(1);

    // Filter: only important issues.
    await summary.applyFilters({ severity: ['Important'] });
    await until(() => searchList(page, 'severity')).toEqual(['important']);
    await until(() => summary.rowIds()).toEqual(['iss-012', 'iss-013']);
    expect(await summary.columnTexts(0)).toEqual(['Important', 'Important']);
    expect(searchParam(page, 'q')).toBe('exposed');
    expect(searchParam(page, 'status')).toBeUndefined(); // defaults stay out of the URL
    // Readable URLs (#17): plain comma lists, no encoded JSON, no empty params.
    expect(new URL(page.url()).search).toBe('?q=exposed&severity=important');
    const before = await summary.rowIds();

    await page.reload({ waitUntil: 'networkidle' });
    await until(() => summary.rowIds()).toEqual(before);
    expect(searchParam(page, 'q')).toBe('exposed');
    expect(searchList(page, 'severity')).toEqual(['important']);
    expect(await summary.searchBox.inputValue()).toBe('exposed');
    expect(await page.getByText('Showing 2 of 30 issues').count()).toBe(1);
    expect(await summary.filters.button.getAttribute('aria-label')).toBe('Filters, 2 active');

    // The popup shows the applied selection again; Cancel leaves it alone.
    await summary.filters.open();
    const ticked = summary.filters.isTicked;
    expect(await ticked('Important')).toBe(true);
    for (const other of ['Critical', 'Moderate', 'Low', 'Informational']) expect(await ticked(other), other).toBe(false);
    expect(await ticked('Open')).toBe(true);
    expect(await ticked('Validating')).toBe(true);
    expect(await ticked('Resolved')).toBe(false);
    await summary.filters.cancel();
    expect(await summary.rowIds()).toEqual(before);

    // Clearing the search keeps the filter.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await until(() => searchParam(page, 'q')).toBeUndefined();
    await until(() => summary.rowIds()).toEqual(IMPORTANT_VIEW);
    expect(new Set(await summary.columnTexts(0))).toEqual(new Set(['Important']));
    expectClean(watched);
  });
});

describe('issue drawer', () => {
  test('a row click opens it; ←/→ step through the rows in table order; Escape closes and focus returns', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();

    await summary.row('iss-001').click();
    await summary.drawer.settled();
    expect(await summary.drawer.title()).toBe('Issue details 3 of 22');
    expect(await summary.drawer.heading()).toBe('RDP exposed to the internet');
    expect(searchParam(page, 'panel')).toBe('issueDetails');
    expect(searchParam(page, 'item')).toBe('iss-001');
    expect(await summary.row('iss-001').getAttribute('aria-current')).toBe('true');

    await page.keyboard.press('ArrowRight');
    await until(() => summary.drawer.title()).toBe('Issue details 4 of 22');
    expect(await summary.drawer.heading()).toBe('Credentials stolen by infostealer malware');
    await page.keyboard.press('ArrowRight');
    await until(() => summary.drawer.title()).toBe('Issue details 5 of 22');
    expect(await summary.drawer.heading()).toBe('DMARC policy set to none');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await until(() => summary.drawer.title()).toBe('Issue details 2 of 22');
    expect(await summary.drawer.heading()).toBe('Open Elasticsearch port');
    expect(searchParam(page, 'item')).toBe('iss-002');

    await page.keyboard.press('Escape');
    await until(() => summary.drawer.isOpen()).toBe(false);
    expect(searchParam(page, 'panel')).toBeUndefined();
    // Focus goes back to the row that opened the drawer.
    await until(() => activeRowIndex(page)).toBe('2');
    expectClean(watched);
  });

  test('half-way down the page, a drawer and a search keep the scroll; another page starts at the top, Back returns', async ({
    open,
  }) => {
    const watched = await open({ width: 1440, height: 700 });
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo(0, 600));
    await until(scrollY).toBe(600);

    // The router reset the page to its top on every navigation: a drawer opened from the table sent it up. The first
    // row is in view (a click on one below would scroll to it).
    await summary.row(DEFAULT_VIEW[0]!).click();
    await summary.drawer.settled();
    expect(await scrollY()).toBe(600);
    await page.keyboard.press('Escape');
    await until(() => summary.drawer.isOpen()).toBe(false);
    expect(await scrollY()).toBe(600);

    await summary.searchBox.fill('e');
    await until(() => searchParam(page, 'q')).toBe('e');
    // The router places the scroll once the new location has rendered: two frames later it has.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await scrollY()).toBe(600);

    await page.getByRole('link', { name: 'Integrations' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    expect(await scrollY()).toBe(0);
    await page.goBack();
    await until(() => summary.rowIds()).not.toEqual([]);
    await until(scrollY).toBe(600);
    expectClean(watched);
  });

  test('with less motion asked for (prefers-reduced-motion), it appears and goes without sliding', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();

    await summary.row('iss-001').click();
    await until(() => summary.drawer.heading()).toBe('RDP exposed to the internet');
    const durations = () =>
      page.evaluate(() =>
        ['[data-testid="side-drawer"]', '[data-part="backdrop"]'].map((selector) => {
          const element = document.querySelector(selector);
          return element ? getComputedStyle(element).animationDuration : `${selector} missing`;
        }),
      );
    expect(await durations()).toEqual(['0s', '0s']);
    await page.keyboard.press('Escape');
    await until(() => summary.drawer.root.count()).toBe(0);
    await until(() => activeRowIndex(page)).toBe('2');
    expectClean(watched);
  });

  test('keyboard: focus the table, arrow to a row, Enter opens it', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();

    // Tab from the search box into the table: the rows are one tab stop, the first row.
    await summary.searchBox.focus();
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
    await summary.drawer.settled();
    expect(await summary.drawer.title()).toBe('Issue details 4 of 22');
    expect(await summary.drawer.heading()).toBe('Credentials stolen by infostealer malware');
    await page.keyboard.press('ArrowRight');
    await until(() => summary.drawer.title()).toBe('Issue details 5 of 22');
    expect(await summary.drawer.heading()).toBe('DMARC policy set to none');

    await page.keyboard.press('Escape');
    await until(() => summary.drawer.isOpen()).toBe(false);
    await until(() => activeRowIndex(page)).toBe('3');
    // The table still answers the keyboard.
    await page.keyboard.press('End');
    await until(() => activeRowIndex(page)).toBe(String(DEFAULT_VIEW.length - 1));
    await page.keyboard.press(' ');
    await summary.drawer.settled();
    expect(await summary.drawer.title()).toBe('Issue details 22 of 22');
    expect(await summary.drawer.heading()).toBe('Staging site publicly accessible');
    await page.keyboard.press('ArrowRight'); // the last one stays
    expect(await summary.drawer.title()).toBe('Issue details 22 of 22');
    expectClean(watched);
  });

  test('at 390 px: issues are cards, whole in view, opened by a tap and by the keyboard', async ({ open }) => {
    const watched = await open({ width: 390, height: 844, touch: true });
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    // Cards are taller than rows: fewer are rendered, in the same order.
    await until(async () => (await summary.rowIds()).slice(0, 4)).toEqual(DEFAULT_VIEW.slice(0, 4));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await summary.table.root.evaluate((table) => table.scrollWidth <= table.clientWidth)).toBe(true);

    const card = summary.row('iss-001');
    const inside = async (part: Locator) => {
      const box = await part.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };
    expect(await inside(card.getByText('RDP exposed to the internet'))).toBe(true);
    expect(await inside(card.locator('[data-severity]'))).toBe(true);
    expect(await card.locator('[data-severity]').textContent()).toBe('Critical');

    await card.tap();
    await summary.drawer.settled();
    expect(await summary.drawer.title()).toBe('Issue details 3 of 22');
    expect(await summary.drawer.heading()).toBe('RDP exposed to the internet');
    expect((await summary.drawer.root.boundingBox())?.width).toBe(390);
    await page.keyboard.press('Escape');
    await until(() => summary.drawer.isOpen()).toBe(false);
    await until(() => activeRowIndex(page)).toBe('2');

    await page.keyboard.press('ArrowDown');
    await until(() => activeRowIndex(page)).toBe('3');
    await page.keyboard.press('Enter');
    await summary.drawer.settled();
    expect(await summary.drawer.title()).toBe('Issue details 4 of 22');
    expect(await summary.drawer.heading()).toBe('Credentials stolen by infostealer malware');
    await page.keyboard.press('Escape');
    await until(() => summary.drawer.isOpen()).toBe(false);
    expect(await seriousAxeViolations(page), 'summary at 390 px').toEqual([]);
    expectClean(watched);
  });

  test('a fraud-defense row opens the Email Threat drawer; stepping switches between the two drawers', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();

    await summary.row('iss-027').click();
    await summary.drawer.settled();
    expect(await summary.drawer.title()).toBe('Email Threat Detected 13 of 22');
    expect(searchParam(page, 'panel')).toBe('fdIssueDetails');
    const threat = summary.emailThreatDetails;
    expect(await threat.getAttribute('data-issue-id')).toBe('iss-027');
    expect(await summary.drawer.heading()).toBe('Updated bank details for Henry Schein invoice');
    expect(await threat.getByText('This email is flagged as suspicious due to:', { exact: true }).isVisible()).toBe(true);
    expect(await threat.getByRole('link', { name: 'Email Threat Incident Response Guide' }).count()).toBe(1);
    // No mark-as-resolved form on an e-mail threat.
    expect(await summary.resolve.form.count()).toBe(0);

    await page.keyboard.press('ArrowLeft');
    await until(() => summary.drawer.title()).toBe('Issue details 12 of 22');
    expect(await summary.drawer.heading()).toBe('TLS 1.0 enabled on patient portal');
    await until(() => searchParam(page, 'panel')).toBe('issueDetails');
    expect(await summary.emailThreatDetails.count()).toBe(0);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await until(() => summary.drawer.title()).toBe('Email Threat Detected 14 of 22');
    await until(() => summary.drawer.heading()).toBe('Urgent: wire transfer before 3pm');
    await until(() => searchParam(page, 'panel')).toBe('fdIssueDetails');
    expect(await summary.drawer.root.getByText('This email is flagged as suspicious due to:', { exact: true }).isVisible()).toBe(
      true,
    );

    await summary.drawer.root.getByRole('button', { name: 'Close panel' }).click();
    await until(() => summary.drawer.isOpen()).toBe(false);
    await until(() => activeRowIndex(page)).toBe('12');
    expectClean(watched);
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
    test(`status read back '${outcome.status}' → '${outcome.toast}'`, async ({ open }) => {
      const watched = await open();
      const { page, goto, requests } = watched;
      const summary = summaryPage(page);
      const server = await scriptResolve(page, RESOLVABLE.id, { status: outcome.status });
      await goto('/');
      await summary.ready();

      await summary.resolve.fill(RESOLVABLE, 'I fixed the problem', 'Set the DMARC policy to quarantine.');
      await summary.resolve.send();
      // In process until the user-input processes no longer list it.
      await until(() => summary.statusOf(RESOLVABLE.id)).toBe('Validating');
      expect(await summary.inProcessMark(RESOLVABLE.id).count()).toBe(1);
      expect(server.sent.map((r) => r.postDataJSON() as unknown)).toEqual([
        { resolution_text: 'Set the DMARC policy to quarantine.', action_id: 'act-fixed', assets: [] },
      ]);
      expect(await toasts(page)).toEqual([]);

      // The page's clock from here on (after the drawer's exit animation: a fake clock's frames can miss it): the
      // polls after the next one are stepped, not waited for.
      await installClock(page);
      // The next poll is still a native 5 s timer (asked for before the install): on a loaded machine it and the
      // stepped ones after it took longer than until's 10 s once (CI of 85fcdac).
      await untilWithClock(page, () => toasts(page), 1_000, 20_000).toEqual([outcome.toast]);
      expect(server.pendingLeft()).toBe(0);
      if (outcome.row === null) {
        // Resolved and approved issues leave the default view.
        await until(() => summary.row(RESOLVABLE.id).count()).toBe(0);
        expect(await summary.issueCounts()).toBe('Total 30·Open 23');
      } else {
        await until(() => summary.inProcessMark(RESOLVABLE.id).count()).toBe(0);
        expect(await summary.statusOf(RESOLVABLE.id)).toBe(outcome.row);
      }
      const inProgressReads = requests.filter((r) => r.endsWith('/user-inputs/in-progress')).length;
      expect(inProgressReads).toBeGreaterThanOrEqual(3);
      expectClean(watched);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test("a failed status read-back → 'Unfortunately the issue was not resolved'", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    const server = await scriptResolve(page, RESOLVABLE.id, { readFails: true });
    await goto('/');
    await summary.ready();

    await summary.resolve.fill(RESOLVABLE, 'This is not an issue', 'The record belongs to a parked domain.', 'False positive');
    await summary.resolve.send();
    await until(() => summary.statusOf(RESOLVABLE.id)).toBe('Validating');
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
    await until(() => summary.statusOf(RESOLVABLE.id)).toBe('Open');
    expect(await summary.inProcessMark(RESOLVABLE.id).count()).toBe(0);
    expectClean(watched, [SCRIPTED_500]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a failed process poll: one toast, the in-process mark goes and polling stops', async ({ open }) => {
    const watched = await open();
    const { page, goto, requests } = watched;
    const summary = summaryPage(page);
    await scriptResolve(page, RESOLVABLE.id, { pollFails: true });
    await goto('/');
    await summary.ready();

    await summary.resolve.fill(RESOLVABLE, 'I fixed the problem', 'Set the DMARC policy to quarantine.');
    await summary.resolve.send();
    await until(() => summary.statusOf(RESOLVABLE.id)).toBe('Validating');
    // The clock goes in once the drawer has left (under Playwright's fake frames Zag may keep a closing part mounted);
    // the poll already scheduled fails in real time.
    await installClock(page);
    await until(() => toasts(page), 15_000).toEqual(['error: Service is not available, please try again later']);
    await until(() => summary.statusOf(RESOLVABLE.id)).toBe('Open');
    expect(await summary.inProcessMark(RESOLVABLE.id).count()).toBe(0);

    const reads = () => requests.filter((r) => r.endsWith('/user-inputs/in-progress')).length;
    const readsAtFailure = reads();
    await page.clock.runFor(30_000);
    expect(reads()).toBe(readsAtFailure);
    expectClean(watched, [SCRIPTED_500]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a form that fails to load: one toast however often ←/→ step, and Try again loads it (#17)', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    let failing = true;
    await page.route('**/api/accounts/*/issues/resolution-form', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: '{"title":"Internal Server Error","status":500}',
          })
        : route.continue(),
    );
    await goto('/');
    await summary.ready();

    await summary.row(RESOLVABLE.id).click();
    await summary.drawer.settled();
    const retry = summary.resolve.form.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    await until(() => toasts(page)).toEqual(['error: An error was occurred, please try again later']);
    const first = await summary.drawer.title();
    // iss-011, iss-006, iss-011: its neighbours with technologies show no form in the mock.
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowLeft']) {
      const before = await summary.drawer.title();
      await page.keyboard.press(key);
      await until(() => summary.drawer.title()).not.toBe(before);
      await retry.waitFor();
    }
    expect(await summary.drawer.title()).not.toBe(first);
    expect(await toasts(page)).toEqual(['error: An error was occurred, please try again later']);

    failing = false;
    await retry.click();
    await until(() => summary.resolve.actions.count()).toBeGreaterThan(0);
    expect(await retry.count()).toBe(0);
    expectClean(watched, [SCRIPTED_500]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a failed request: error toast, the in-process mark goes, and the form keeps what the user typed', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    const server = await scriptResolve(page, RESOLVABLE.id, { postFails: true });
    await goto('/');
    await summary.ready();

    const note = 'Published p=reject for brightsmiledental.com\non both mail domains.';
    await summary.resolve.fill(RESOLVABLE, 'I fixed the problem', note);
    await summary.resolve.send();
    await until(() => toasts(page)).toEqual(['error: An error was occurred, please try again later']);
    expect(server.sent).toHaveLength(1);
    await until(() => summary.statusOf(RESOLVABLE.id)).toBe('Open');
    expect(await summary.inProcessMark(RESOLVABLE.id).count()).toBe(0);

    // Reopened, the form holds the choice and the note, and can be sent again.
    await summary.row(RESOLVABLE.id).click();
    await summary.drawer.settled();
    expect(await summary.drawer.heading()).toBe(RESOLVABLE.name);
    expect(await summary.resolve.form.getByRole('radio', { name: 'I fixed the problem' }).isChecked()).toBe(true);
    expect(await summary.resolve.text.inputValue()).toBe(note);
    const submit = summary.resolve.form.getByRole('button', { name: 'Mark as resolved' });
    expect(await submit.isEnabled()).toBe(true);
    expectClean(watched, [SCRIPTED_500]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
  test('a double click on Mark as resolved sends one request (#26.5)', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    const server = await scriptResolve(page, RESOLVABLE.id, { status: 'resolved' });
    await goto('/');
    await summary.ready();

    await summary.resolve.fill(RESOLVABLE, 'I fixed the problem', 'Set the DMARC policy to quarantine.');
    await summary.resolve.submit.dblclick();
    await until(() => summary.drawer.isOpen()).toBe(false);
    await until(() => toasts(page), 15_000).toEqual(['success: Issue was successfully resolved']);
    expect(server.sent).toHaveLength(1);
    expectClean(watched);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

describe('links from the server', () => {
  test("a 'javascript:' guide address shows 'How to resolve' as text, not a link, with no console error (#25)", async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    // Prism's own answer, with one issue's guide address turned into script.
    await page.route('**/api/accounts/*/issues', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const issues = (await response.json()) as { id: string; resolution_url?: string | null }[];
      await route.fulfill({
        response,
        json: issues.map((issue) =>
          issue.id === 'iss-001' ? { ...issue, resolution_url: 'javascript:alert(document.cookie)' } : issue,
        ),
      });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await goto('/');
    await summary.ready();

    await summary.row('iss-001').click();
    await summary.drawer.settled();
    const guide = summary.drawer.root.getByText('How to resolve', { exact: true });
    await until(() => guide.isVisible()).toBe(true);
    expect(await summary.drawer.root.getByRole('link', { name: 'How to resolve' }).count()).toBe(0);
    expect(await guide.evaluate((node) => node.closest('a'))).toBeNull();
    await guide.click();
    // Another issue's http(s) guide is still a link that opens a new tab without access to the console.
    await page.keyboard.press('ArrowRight');
    const link = summary.drawer.root.getByRole('link', { name: 'How to resolve' });
    await until(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expectClean(watched);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

describe('PDF report', () => {
  test("'All Issues' and 'Filtered Issues' download PDFs with the right names, pages and issues", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();

    const all = await summary.report.download(/^All Issues/, downloads);
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
    await summary.applyFilters({ severity: SEVERITIES, status: STATUSES });
    await until(() => searchList(page, 'status')).toEqual(['open', 'in_review', 'resolved', 'approved']);
    expect(await page.getByText(/^Showing \d+ of/).count()).toBe(0); // rows are virtualized: not all are rendered
    expect(await summary.filters.button.getAttribute('aria-label')).toBe('Filters');
    expect(await summary.report.entries()).toEqual([
      { name: 'All Issues', count: '30', disabled: false },
      { name: 'Filtered Issues', count: '30', disabled: true },
    ]);

    await summary.applyFilters({ severity: ['Critical'] });
    await until(() => summary.rowIds()).toEqual(['iss-003', 'iss-002', 'iss-001']);
    expect(await summary.report.entries()).toEqual([
      { name: 'All Issues', count: '30', disabled: false },
      { name: 'Filtered Issues', count: '3', disabled: false },
    ]);
    const filtered = await summary.report.download(/^Filtered Issues/, downloads);
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
  });
});

describe('empty-domains dialog', () => {
  test('a new customer without domains sees it on the first visit of the summary only', async ({ open }) => {
    const watched = await open({ scenario: 'newCustomer' });
    const { page, goto, requests } = watched;
    const summary = summaryPage(page);
    await goto('/');
    const dialog = summary.emptyDomainsDialog;
    await until(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading', { name: "Add your company's domains" }).count()).toBe(1);
    expect(await dialog.textContent()).toContain('Your account does not have any domains yet.');
    expect(await seriousAxeViolations(page), 'dialog').toEqual([]);

    await dialog.getByRole('button', { name: 'Not now' }).click();
    await until(() => dialog.isVisible()).toBe(false);
    const domainReads = () => requests.filter((r) => /^GET \/api\/accounts\/[^/]+\/domains$/.test(r)).length;
    expect(domainReads()).toBe(1);
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => summary.heading.isVisible()).toBe(true);
    // The domains were read again (still none), and the dialog stays away.
    await until(() => domainReads()).toBe(2);
    expect(await dialog.count()).toBe(0);
    expectClean(watched);
  });

  test('is not shown to an account with domains', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const summary = summaryPage(page);
    await goto('/');
    await summary.ready();
    expect(await summary.emptyDomainsDialog.count()).toBe(0);
    expectClean(watched);
  });
});

describe('accessibility (axe-core, serious and critical)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`summary page, filter popup and both issue drawers in ${theme}`, async ({ open }) => {
      const watched = await open({ theme });
      const { page, goto } = watched;
      const summary = summaryPage(page);
      await goto('/');
      await summary.ready();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      expect(await seriousAxeViolations(page), 'summary').toEqual([]);

      // The trigger carries its count badge ('Filters 2' on screen, 'Filters, 2 active' for assistive technology).
      expect(await summary.filters.button.getAttribute('aria-label')).toBe('Filters, 2 active');
      await summary.applyFilters({ severity: ['Critical', 'Important'], status: STATUSES });
      await until(() => summary.filters.button.getAttribute('aria-label')).toBe('Filters, 1 active');
      expect(await seriousAxeViolations(page), 'filtered summary').toEqual([]);
      await summary.filters.open();
      await settled(summary.filters.popup);
      expect(await seriousAxeViolations(page), 'filter popup').toEqual([]);
      await summary.filters.cancel();

      await summary.row(RESOLVABLE.id).click();
      await summary.drawer.settled();
      await until(() => summary.resolve.form.getByRole('radio').count()).toBe(3);
      expect(await summary.drawer.heading()).toBe(RESOLVABLE.name);
      expect(await seriousAxeViolations(page), 'issue drawer').toEqual([]);

      await page.keyboard.press('Escape');
      await until(() => summary.drawer.isOpen()).toBe(false);
      await summary.row('iss-027').click();
      await summary.drawer.settled();
      await until(() => summary.drawer.title()).toMatch(/^Email Threat Detected/);
      expect(await seriousAxeViolations(page), 'email threat drawer').toEqual([]);
      expectClean(watched);
    });
  }
});
