import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, seriousAxeViolations } from './support/browser';
import { until, searchList, searchParam, expectClean } from './support/expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

const ACCOUNT = 'acc-brightsmile';
/** The mock's waiting incidents in the overview's order (status, then severity, then newest). */
const WAITING_INCIDENTS = ['00041674', '00041618', '00041692'];

const path = (page: Page) => new URL(page.url()).pathname;
/** Waits until the overview shows its data (the donut's total). */
async function overviewReady(page: Page, total: string) {
  await until(() => page.getByTestId('alerts-total').textContent()).toBe(total);
}

const legendEntry = (page: Page, severity: string) => page.getByTitle(`Show ${severity.toLowerCase()} alerts`);
const legendCount = async (page: Page, severity: string) =>
  Number(await legendEntry(page, severity).locator('.tabular-nums > p').first().textContent());

/** Picks the overview's 'See Overview from the' time range. */
async function pickOverviewRange(page: Page, label: string, id: string | undefined) {
  await page.getByRole('combobox', { name: 'See Overview from the' }).click();
  await page.getByRole('option', { name: label }).click();
  await until(() => searchParam(page, 'range')).toBe(id);
}

const incidentCard = (page: Page, key: 'total' | 'closed' | 'inprogress' | 'waiting') => page.getByTestId(`incident-card-${key}`);
const incidentCount = async (page: Page, key: 'total' | 'closed' | 'inprogress' | 'waiting') =>
  Number(await incidentCard(page, key).locator('p.tabular-nums').textContent());

/** By label, not by role: an open (modal) drawer hides the page from the accessibility tree. */
const table = (page: Page, name: string) => page.locator(`[role="table"][aria-label="${name}"]`);
/** The list's count badge reads 'N of M noun' for assistive technology. */
const listCount = (page: Page) =>
  page.locator('[aria-label$=" alerts"], [aria-label$=" incidents"]').first().getAttribute('aria-label');

/** The text of one column (0-based) over the rendered rows of a table. */
async function columnTexts(list: Locator, column: number): Promise<string[]> {
  return list
    .locator('[role="row"][data-row-index]')
    .evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('[role="cell"]')[index]?.textContent?.trim() ?? ''),
      column,
    );
}
const rowIds = (list: Locator) =>
  list.locator('[role="row"][data-row-index]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')));

const drawer = (page: Page) => page.getByTestId('side-drawer');
const drawerTitle = (page: Page) => drawer(page).locator('[id$="title"]').first().textContent();
const drawerCaseNumber = (page: Page) =>
  drawer(page)
    .getByRole('button', { name: /^Copy case number / })
    .getAttribute('aria-label');
const isDrawerOpen = (page: Page) => drawer(page).isVisible();
/** The drawer finished its 400 ms slide-in (axe's colour checks need it settled). */
async function drawerSettled(page: Page) {
  await until(() => isDrawerOpen(page)).toBe(true);
  await until(() => drawer(page).evaluate((element) => element.getAnimations().every((a) => a.playState !== 'running'))).toBe(
    true,
  );
}

/**
 * Clicks the donut's slice number `index` (slices in severity order, zero counts left out) where it really is:
 * the point on the ring found by asking the page which sector lies under it.
 */
async function clickDonutSlice(page: Page, index: number) {
  const point = await page.evaluate((wanted) => {
    const sectors = [...document.querySelectorAll('.recharts-pie-sector')];
    const target = sectors[wanted];
    const svg = target?.closest('svg');
    if (!target || !svg) return null;
    const box = svg.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    for (let degrees = 0; degrees < 360; degrees += 2) {
      const radians = (degrees * Math.PI) / 180;
      const x = cx + 78 * Math.cos(radians);
      const y = cy + 78 * Math.sin(radians);
      if (target.contains(document.elementFromPoint(x, y))) return { x, y };
    }
    return null;
  }, index);
  if (!point) throw new Error(`donut slice ${index} not found on screen`);
  await page.mouse.click(point.x, point.y);
}

// ---------------------------------------------------------------------------------------------------------------
// Journeys
// ---------------------------------------------------------------------------------------------------------------

describe('overview → alerts by severity', () => {
  it('a donut slice opens the alerts list filtered by that severity, with the overview count', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    const expected = await legendCount(page, 'High');
    expect(expected).toBeGreaterThan(0);

    // Slices in severity order: critical (0), high (1), ...
    await clickDonutSlice(page, 1);
    await until(() => path(page)).toBe('/mdr/alerts');
    expect(searchList(page, 'severity')).toEqual(['high']);
    const list = table(page, 'Alerts');
    await until(() => columnTexts(list, 1)).toEqual(Array<string>(expected).fill('High'));
    expect(await listCount(page)).toBe(`${expected} of 80 alerts`);
    expect(await page.getByText('Severity: High').count()).toBe(1);
    expectClean(watched);
    await context.close();
  });

  it('a legend entry does the same', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    const expected = await legendCount(page, 'Critical');
    await legendEntry(page, 'Critical').click();
    await until(() => path(page)).toBe('/mdr/alerts');
    expect(searchList(page, 'severity')).toEqual(['critical']);
    await until(() => columnTexts(table(page, 'Alerts'), 1)).toEqual(Array<string>(expected).fill('Critical'));
    expect(await listCount(page)).toBe(`${expected} of 80 alerts`);
    expectClean(watched);
    await context.close();
  });

  it('with a time range picked, the alerts list keeps it, so the count still matches', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    await pickOverviewRange(page, 'Last 30 days', '30d');
    const total = Number(await page.getByTestId('alerts-total').textContent());
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(80);
    const expected = await legendCount(page, 'Medium');
    expect(expected).toBeGreaterThan(0);

    await legendEntry(page, 'Medium').click();
    await until(() => path(page)).toBe('/mdr/alerts');
    expect(searchList(page, 'severity')).toEqual(['medium']);
    expect(searchParam(page, 'range')).toBe('30d');
    await until(() => listCount(page)).toBe(`${expected} of 80 alerts`);
    expect(await columnTexts(table(page, 'Alerts'), 1)).toEqual(Array<string>(expected).fill('Medium'));
    expect(await page.getByText('Last 30 days', { exact: true }).count()).toBe(1);
    expectClean(watched);
    await context.close();
  });
});

describe('overview → incidents by status', () => {
  it('a card opens the incidents list with its status filter; Total clears every filter', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    const inProgress = await incidentCount(page, 'inprogress');
    const total = await incidentCount(page, 'total');
    expect(inProgress).toBeGreaterThan(0);

    await incidentCard(page, 'inprogress').getByRole('link', { name: 'Incidents In Progress' }).click();
    await until(() => path(page)).toBe('/mdr/incidents');
    expect(searchList(page, 'status')).toEqual(['inprogress']);
    const list = table(page, 'Incidents');
    await until(() => columnTexts(list, 2)).toEqual(Array<string>(inProgress).fill('In Progress'));
    expect(await listCount(page)).toBe(`${inProgress} of ${total} incidents`);

    // Narrow further on the list, then come back to the overview and pick Total.
    await page.getByRole('searchbox', { name: 'Search incidents...' }).fill('ransomware');
    await until(() => searchParam(page, 'q')).toBe('ransomware');
    await page.getByRole('navigation', { name: 'MDR' }).getByRole('link', { name: 'Overview' }).click();
    await overviewReady(page, '80');
    await incidentCard(page, 'total').getByRole('link', { name: 'Total Incidents' }).click();
    await until(() => path(page)).toBe('/mdr/incidents');
    expect(new URL(page.url()).search).toBe('');
    await until(() => listCount(page)).toBe(`${total} of ${total} incidents`);
    expect(await page.getByRole('searchbox', { name: 'Search incidents...' }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
    expectClean(watched);
    await context.close();
  });

  it('with a time range picked, a card keeps it, so the count still matches', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    const allWaiting = await incidentCount(page, 'waiting');
    await pickOverviewRange(page, 'Last 7 days', '7d');
    const waiting = await incidentCount(page, 'waiting');
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan(allWaiting);

    await incidentCard(page, 'waiting').getByRole('link', { name: 'Waiting for Your Response' }).click();
    await until(() => path(page)).toBe('/mdr/incidents');
    expect(searchList(page, 'status')).toEqual(['waiting']);
    expect(searchParam(page, 'range')).toBe('7d');
    await until(() => listCount(page)).toBe(`${waiting} of 10 incidents`);
    expect(await columnTexts(table(page, 'Incidents'), 2)).toEqual(Array<string>(waiting).fill('Waiting for Response'));
    expectClean(watched);
    await context.close();
  });
});

describe('overview time range', () => {
  it('is kept for the session: the Overview tab and the MDR link bring it back, the default clears it', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    await pickOverviewRange(page, 'Last 7 days', '7d');
    const tabs = page.getByRole('navigation', { name: 'MDR' });

    await tabs.getByRole('link', { name: 'Alerts' }).click();
    await until(() => path(page)).toBe('/mdr/alerts');
    await tabs.getByRole('link', { name: 'Overview' }).click();
    await until(() => path(page)).toBe('/mdr/overview');
    expect(searchParam(page, 'range')).toBe('7d');
    await until(() => page.getByRole('combobox', { name: 'See Overview from the' }).textContent()).toContain('Last 7 days');

    await tabs.getByRole('link', { name: 'Incidents' }).click();
    await until(() => path(page)).toBe('/mdr/incidents');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'MDR' }).click();
    await until(() => path(page)).toBe('/mdr/overview');
    expect(searchParam(page, 'range')).toBe('7d');

    await pickOverviewRange(page, 'All Times', undefined);
    await tabs.getByRole('link', { name: 'Alerts' }).click();
    await until(() => path(page)).toBe('/mdr/alerts');
    await tabs.getByRole('link', { name: 'Overview' }).click();
    await until(() => path(page)).toBe('/mdr/overview');
    expect(searchParam(page, 'range')).toBeUndefined();
    expectClean(watched);
    await context.close();
  });
});

describe('waiting incidents drawer', () => {
  it('a reload keeps stepping through the waiting incidents, not every open one (#17)', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    await incidentCard(page, 'waiting').getByRole('button', { name: 'View Incidents →' }).click();
    await drawerSettled(page);
    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe('Incident 2 of 3');
    expect(searchParam(page, 'list')).toBe('waiting');

    await page.reload({ waitUntil: 'networkidle' });
    await drawerSettled(page);
    await until(() => drawerTitle(page)).toBe('Incident 2 of 3');
    expect(await drawerCaseNumber(page)).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);
    expectClean(watched);
    await context.close();
  });

  it("←/→ on the drawer's tabs move between tabs; elsewhere they step incidents (#17)", async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    await incidentCard(page, 'waiting').getByRole('button', { name: 'View Incidents →' }).click();
    await drawerSettled(page);
    const tab = (name: string) => drawer(page).getByRole('tab', { name });
    await tab('Detection details').focus();
    await page.keyboard.press('ArrowRight');
    await until(() => tab('Related cases').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await drawerTitle(page)).toBe('Incident 1 of 3');
    await page.keyboard.press('ArrowLeft');
    await until(() => tab('Detection details').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await drawerTitle(page)).toBe('Incident 1 of 3');

    await drawer(page).getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe('Incident 2 of 3');
    expectClean(watched);
    await context.close();
  });

  it('the case drawer is 55vw below xl and 73vw at xl; the summary drawer 30vw; full width below 768 px (#17)', async () => {
    const widthAt = async (width: number, path: string) => {
      const watched = await openPage(browser, { width, height: 800 });
      await watched.goto(path);
      await drawerSettled(watched.page);
      const measured = await drawer(watched.page).evaluate((element) => element.getBoundingClientRect().width);
      await watched.context.close();
      return Math.round(measured);
    };
    const incident = `/mdr/incidents?panel=caseDetails&item=${WAITING_INCIDENTS[0]}`;
    expect(await widthAt(1024, incident)).toBe(Math.round(1024 * 0.55));
    expect(await widthAt(1440, incident)).toBe(Math.round(1440 * 0.73));
    expect(await widthAt(1440, '/?panel=issueDetails&item=iss-001')).toBe(Math.round(1440 * 0.3));
    expect(await widthAt(390, incident)).toBe(390);
  });

  it("'View Incidents →' steps through the waiting incidents; Escape and the backdrop close it and focus returns", async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/overview');
    await overviewReady(page, '80');
    const link = incidentCard(page, 'waiting').getByRole('button', { name: 'View Incidents →' });

    await link.click();
    await drawerSettled(page);
    expect(await drawerTitle(page)).toBe('Incident 1 of 3');
    expect(await drawerCaseNumber(page)).toBe(`Copy case number ${WAITING_INCIDENTS[0]}`);
    expect(searchParam(page, 'panel')).toBe('caseDetails');

    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe('Incident 2 of 3');
    expect(await drawerCaseNumber(page)).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);
    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe('Incident 3 of 3');
    expect(await drawerCaseNumber(page)).toBe(`Copy case number ${WAITING_INCIDENTS[2]}`);
    await page.keyboard.press('ArrowRight'); // the last one stays
    expect(await drawerTitle(page)).toBe('Incident 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await until(() => drawerTitle(page)).toBe('Incident 2 of 3');
    expect(await drawerCaseNumber(page)).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);

    await page.keyboard.press('Escape');
    await until(() => isDrawerOpen(page)).toBe(false);
    expect(searchParam(page, 'panel')).toBeUndefined();
    await until(() => link.evaluate((element) => element === document.activeElement)).toBe(true);

    // Again, closed by a click on the backdrop (left of the 73vw drawer).
    await link.click();
    await drawerSettled(page);
    expect(await drawerTitle(page)).toBe('Incident 1 of 3');
    await page.mouse.click(100, 450);
    await until(() => isDrawerOpen(page)).toBe(false);
    expect(searchParam(page, 'panel')).toBeUndefined();
    await until(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    expectClean(watched);
    await context.close();
  });
});

describe('demo mode (account without MDR)', () => {
  it("'Take a Look' loads the demo cases, shows the banner, and the flag survives a reload", async () => {
    const watched = await openPage(browser, { scenario: 'mdrInactive' });
    const { page, goto, context, requests } = watched;
    await goto('/mdr/overview');
    await until(() => page.getByText('Turn on demo mode to explore the portal.').isVisible()).toBe(true);
    expect(await page.getByTestId('mdr-demo-banner').count()).toBe(0);
    const casesPath = `/api/accounts/${ACCOUNT}/cases`;
    expect(requests.filter((r) => r.startsWith(`GET ${casesPath}`))).toEqual([]);

    await page.getByRole('button', { name: 'Take a Look' }).click();
    await until(() => requests).toContain(`GET ${casesPath}/mock`);
    expect(requests).not.toContain(`GET ${casesPath}`);
    await until(() => page.getByTestId('mdr-demo-banner').isVisible()).toBe(true);
    expect(await page.getByTestId('mdr-demo-banner').textContent()).toContain(
      'The data below is sample data: you have not yet registered for the MDR solution.',
    );
    expect(await page.getByTestId('mdr-demo-overlay').count()).toBe(0);
    await overviewReady(page, '20');
    expect(await incidentCount(page, 'total')).toBe(4);
    // The waiting link is for MDR accounts only.
    expect(await incidentCard(page, 'waiting').getByRole('button').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `stance.mdrDemo.${ACCOUNT}`)).toBe('true');

    await page.reload({ waitUntil: 'networkidle' });
    await overviewReady(page, '20');
    expect(await page.getByTestId('mdr-demo-banner').isVisible()).toBe(true);
    expect(await page.getByText('Turn on demo mode to explore the portal.').count()).toBe(0);

    // The case lists show the demo data too (not the promo page).
    await page.getByRole('navigation', { name: 'MDR' }).getByRole('link', { name: 'Alerts' }).click();
    await until(() => listCount(page)).toBe('20 of 20 alerts');
    expect(await page.getByTestId('mdr-demo-banner').isVisible()).toBe(true);
    expectClean(watched);
    await context.close();
  });
});

describe('case drawer', () => {
  it("copying the case number shows 'Copied!' for about two seconds and fills the clipboard", async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() });
    await goto(`/mdr/incidents?panel=caseDetails&item=${WAITING_INCIDENTS[2]}`);
    await drawerSettled(page);
    expect(await drawer(page).getByText('000416…', { exact: true }).count()).toBe(1);

    const copied = page.getByRole('status').filter({ hasText: 'Copied!' });
    expect(await copied.count()).toBe(0);
    // The page's clock from here on: the two seconds are stepped, not waited for.
    await page.clock.install();
    await drawer(page)
      .getByRole('button', { name: `Copy case number ${WAITING_INCIDENTS[2]}` })
      .click();
    await until(() => copied.isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WAITING_INCIDENTS[2]);
    await page.clock.runFor(1_800);
    expect(await copied.isVisible()).toBe(true);
    await page.clock.runFor(400);
    await until(() => copied.isVisible()).toBe(false);
    expectClean(watched);
    await context.close();
  });

  it('a drawer opened from the URL reopens on reload, and stays closed once closed', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto(`/mdr/incidents?panel=caseDetails&item=${WAITING_INCIDENTS[1]}`);
    await drawerSettled(page);
    const title = await drawerTitle(page);
    expect(title).toMatch(/^Incident \d+ of 10$/);
    expect(await drawerCaseNumber(page)).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);
    const heading = await drawer(page).getByRole('heading', { level: 3 }).textContent();
    // The table marks the open case's row.
    expect(await table(page, 'Incidents').locator('[aria-current="true"]').getAttribute('data-row-id')).toBe(
      WAITING_INCIDENTS[1],
    );

    await page.reload({ waitUntil: 'networkidle' });
    await drawerSettled(page);
    expect(await drawerTitle(page)).toBe(title);
    expect(await drawerCaseNumber(page)).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);
    expect(await drawer(page).getByRole('heading', { level: 3 }).textContent()).toBe(heading);

    await drawer(page).getByRole('button', { name: 'Close panel' }).click();
    await until(() => isDrawerOpen(page)).toBe(false);
    expect(searchParam(page, 'item')).toBeUndefined();
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => listCount(page)).toBe('10 of 10 incidents');
    expect(await isDrawerOpen(page)).toBe(false);
    expectClean(watched);
    await context.close();
  });
});

describe('failures', () => {
  it('a failed case fetch shows the error state with a retry that loads the data', async () => {
    const watched = await openPage(browser);
    const { page, goto, context, requests } = watched;
    const casesUrl = '**/api/accounts/*/cases';
    await page.route(casesUrl, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Internal Server Error', status: 500 }),
      }),
    );
    await goto('/mdr/alerts');
    const alert = page.getByRole('alert').filter({ hasText: 'This data could not be loaded.' });
    await until(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain('Please try again in a few moments.');
    expect(await table(page, 'Alerts').count()).toBe(0);
    const reads = () => requests.filter((r) => r === `GET /api/accounts/${ACCOUNT}/cases`).length;
    const failedReads = reads();
    expect(failedReads).toBeGreaterThan(0);

    await page.unroute(casesUrl);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await until(() => listCount(page)).toBe('80 of 80 alerts');
    expect(reads()).toBe(failedReads + 1);
    expect(await alert.count()).toBe(0);
    // Chromium logs the scripted 500 itself; nothing else may reach the console.
    expectClean(watched, [/Failed to load resource: the server responded with a status of 500/]);
    await context.close();
  });
});

describe('layout details', () => {
  it('on a phone every MDR tab shows in full', async () => {
    const watched = await openPage(browser, { width: 390, height: 844 });
    const { page, goto, context } = watched;
    await goto('/mdr/alerts');
    const tabs = page.getByRole('navigation', { name: 'MDR' }).getByRole('link');
    await until(() => tabs.count()).toBe(4);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= 390, (await tab.textContent()) ?? '').toBe(true);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expectClean(watched);
    await context.close();
  });

  it('the filter popup shows every section, the time range included, in a 1000 px tall window', async () => {
    const watched = await openPage(browser, { width: 1440, height: 1000 });
    const { page, goto, context } = watched;
    await goto('/mdr/alerts');
    await until(() => listCount(page)).toBe('80 of 80 alerts');
    await page.getByRole('button', { name: 'Filters' }).click();
    const select = page.getByRole('combobox', { name: 'Time Range' });
    await select.waitFor();
    const popup = page.getByRole('dialog', { name: 'Filters' });
    const [selectBox, popupBox] = [await select.boundingBox(), await popup.boundingBox()];
    expect(selectBox!.y + selectBox!.height).toBeLessThanOrEqual(popupBox!.y + popupBox!.height);
    const body = popup.locator('.chakra-popover__body');
    expect(await body.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expectClean(watched);
    await context.close();
  });

  it('a related case opens in the drawer', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/incidents?panel=caseDetails&item=00041692');
    const drawerRoot = page.getByRole('dialog');
    await drawerRoot.getByRole('tab', { name: 'Related cases' }).click();
    const related = drawerRoot.getByTestId('related-case');
    await until(() => related.count()).toBeGreaterThan(0);
    await related.first().click();
    await until(() => searchParam(page, 'item')).not.toBe('00041692');
    await until(() => drawerRoot.getByTestId('case-details').textContent()).toContain('RDP');
    expectClean(watched);
    await context.close();
  });
});

describe('alerts list URL state', () => {
  it('search text and filters live in the URL and survive a reload', async () => {
    const watched = await openPage(browser);
    const { page, goto, context } = watched;
    await goto('/mdr/alerts');
    const list = table(page, 'Alerts');
    await until(() => listCount(page)).toBe('80 of 80 alerts');

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Clear Severity' }).click();
    await page.getByRole('checkbox', { name: 'High' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Medium' }).check({ force: true });
    await page.getByRole('button', { name: 'Apply' }).click();
    await until(() => searchList(page, 'severity')).toEqual(['high', 'medium']);
    await until(() => listCount(page)).toMatch(/^\d+ of 80 alerts$/);
    const filteredOnly = Number((await listCount(page))?.split(' ')[0]);

    const search = page.getByRole('searchbox', { name: 'Search alerts...' });
    await search.fill('PowerShell');
    await until(() => searchParam(page, 'q')).toBe('PowerShell');
    const narrowed = await listCount(page);
    const narrowedCount = Number(narrowed?.split(' ')[0]);
    expect(narrowedCount).toBeGreaterThan(0);
    expect(narrowedCount).toBeLessThan(filteredOnly);
    const before = await rowIds(list);
    expect(new Set(await columnTexts(list, 1))).toEqual(new Set(['High', 'Medium']));

    await page.reload({ waitUntil: 'networkidle' });
    await until(() => listCount(page)).toBe(narrowed);
    expect(searchParam(page, 'q')).toBe('PowerShell');
    expect(searchList(page, 'severity')).toEqual(['high', 'medium']);
    expect(await search.inputValue()).toBe('PowerShell');
    expect(await rowIds(list)).toEqual(before);
    expect(await page.getByText('Severity: High').count()).toBe(1);
    expect(await page.getByText('Severity: Medium').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Filters, 1 active' }).count()).toBe(1);
    expectClean(watched);
    await context.close();
  });
});

describe('accessibility (axe-core, serious and critical)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`overview, alerts list and an open case drawer in ${theme}`, async () => {
      const watched = await openPage(browser, { theme });
      const { page, goto, context } = watched;
      await goto('/mdr/overview');
      await overviewReady(page, '80');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      expect(await seriousAxeViolations(page), 'overview').toEqual([]);

      await goto('/mdr/alerts');
      await until(() => listCount(page)).toBe('80 of 80 alerts');
      expect(await seriousAxeViolations(page), 'alerts list').toEqual([]);

      await goto(`/mdr/incidents?panel=caseDetails&item=${WAITING_INCIDENTS[0]}`);
      await drawerSettled(page);
      expect(await seriousAxeViolations(page), 'case drawer').toEqual([]);
      expectClean(watched);
      await context.close();
    });
  }
});
