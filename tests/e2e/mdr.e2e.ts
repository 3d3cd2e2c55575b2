import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { mdrPage } from './pages/mdr';
import { filterPopup, pathOf } from './pages/shared';
import { describe, expect } from 'vitest';
import { appUrl, seriousAxeViolations } from './support/browser';
import { test } from './support/fixture';
import {
  EXAMPLES_TODAY,
  expectClean,
  installClock,
  searchList,
  searchParam,
  until,
  untilWithClock,
} from './support/expectations';
import { mdrTargets as t } from './pages/mdr.targets';
import { locate } from './pages/targets';

const ACCOUNT = 'acc-brightsmile';
/** The mock's waiting incidents in the overview's order (status, then severity, then newest). */
const WAITING_INCIDENTS = ['00041674', '00041618', '00041692'];

describe('overview → alerts by severity', () => {
  test('a donut slice opens the alerts list filtered by that severity, with the overview count', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    const expected = await mdr.legendCount('High');
    expect(expected).toBeGreaterThan(0);

    // Slices in severity order: critical (0), high (1), ...
    await mdr.clickDonutSlice(1);
    await until(() => pathOf(page)).toBe('/mdr/alerts');
    expect(searchList(page, 'severity')).toEqual(['high']);
    const list = mdr.list('Alerts');
    await until(() => list.columnTexts(1)).toEqual(Array<string>(expected).fill('High'));
    expect(await mdr.listCount()).toBe(`${expected} of 80 alerts`);
    expect(await locate(page, t.highSeverityTag).count()).toBe(1);
    expectClean(watched);
  });

  test('a legend entry does the same', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    const expected = await mdr.legendCount('Critical');
    await mdr.legendEntry('Critical').click();
    await until(() => pathOf(page)).toBe('/mdr/alerts');
    expect(searchList(page, 'severity')).toEqual(['critical']);
    await until(() => mdr.list('Alerts').columnTexts(1)).toEqual(Array<string>(expected).fill('Critical'));
    expect(await mdr.listCount()).toBe(`${expected} of 80 alerts`);
    expectClean(watched);
  });

  test('with a time range picked, the alerts list keeps it, so the count still matches', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    // 'Last 30 days' counts from today: the examples' alerts are dated from the mock's today.
    await page.clock.setFixedTime(EXAMPLES_TODAY);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    await mdr.pickOverviewRange('Last 30 days', '30d');
    const alertsTotal = async () => Number(await locate(page, t.alertsTotal).textContent());
    await until(alertsTotal).toBeLessThan(80);
    const total = await alertsTotal();
    expect(total).toBeGreaterThan(0);
    const expected = await mdr.legendCount('Medium');
    expect(expected).toBeGreaterThan(0);

    await mdr.legendEntry('Medium').click();
    await until(() => pathOf(page)).toBe('/mdr/alerts');
    expect(searchList(page, 'severity')).toEqual(['medium']);
    expect(searchParam(page, 'range')).toBe('30d');
    await until(() => mdr.listCount()).toBe(`${expected} of 80 alerts`);
    expect(await mdr.list('Alerts').columnTexts(1)).toEqual(Array<string>(expected).fill('Medium'));
    expect(await page.getByText('Last 30 days', { exact: true }).count()).toBe(1);
    expectClean(watched);
  });
});

describe('overview → incidents by status', () => {
  test('a card opens the incidents list with its status filter; Total clears every filter', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    const inProgress = await mdr.incidentCount('inprogress');
    const total = await mdr.incidentCount('total');
    expect(inProgress).toBeGreaterThan(0);

    await mdr.incidentCard('inprogress').getByRole('link', { name: 'Incidents In Progress' }).click();
    await until(() => pathOf(page)).toBe('/mdr/incidents');
    expect(searchList(page, 'status')).toEqual(['inprogress']);
    const list = mdr.list('Incidents');
    await until(() => list.columnTexts(2)).toEqual(Array<string>(inProgress).fill('In Progress'));
    expect(await mdr.listCount()).toBe(`${inProgress} of ${total} incidents`);

    // Narrow further on the list, then come back to the overview and pick Total.
    await locate(page, t.incidentSearch).fill('ransomware');
    await until(() => searchParam(page, 'q')).toBe('ransomware');
    await locate(page, t.tabs).getByRole('link', { name: 'Overview' }).click();
    await mdr.overviewReady('80');
    await locate(mdr.incidentCard('total'), t.totalIncidents).click();
    await until(() => pathOf(page)).toBe('/mdr/incidents');
    expect(new URL(page.url()).search).toBe('');
    await until(() => mdr.listCount()).toBe(`${total} of ${total} incidents`);
    expect(await locate(page, t.incidentSearch).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
    expectClean(watched);
  });

  test('with a time range picked, a card keeps it, so the count still matches', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    // 'Last 7 days' counts from today: the examples' incidents are dated from the mock's today.
    await page.clock.setFixedTime(EXAMPLES_TODAY);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    const allWaiting = await mdr.incidentCount('waiting');
    await mdr.pickOverviewRange('Last 7 days', '7d');
    // The cards count again after the URL has the range: wait for the new count rather than read it once.
    await until(() => mdr.incidentCount('waiting')).toBeLessThan(allWaiting);
    const waiting = await mdr.incidentCount('waiting');
    expect(waiting).toBeGreaterThan(0);

    await mdr.incidentCard('waiting').getByRole('link', { name: 'Waiting for Your Response' }).click();
    await until(() => pathOf(page)).toBe('/mdr/incidents');
    expect(searchList(page, 'status')).toEqual(['waiting']);
    expect(searchParam(page, 'range')).toBe('7d');
    await until(() => mdr.listCount()).toBe(`${waiting} of 10 incidents`);
    expect(await mdr.list('Incidents').columnTexts(2)).toEqual(Array<string>(waiting).fill('Waiting for Response'));
    expectClean(watched);
  });
});

describe('overview time range', () => {
  test('is kept for the session: the Overview tab and the MDR link bring it back, the default clears it', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    await mdr.pickOverviewRange('Last 7 days', '7d');
    const tabs = locate(page, t.tabs);

    await tabs.getByRole('link', { name: 'Alerts' }).click();
    await until(() => pathOf(page)).toBe('/mdr/alerts');
    await tabs.getByRole('link', { name: 'Overview' }).click();
    await until(() => pathOf(page)).toBe('/mdr/overview');
    expect(searchParam(page, 'range')).toBe('7d');
    await until(() => locate(page, t.overviewRange).textContent()).toContain('Last 7 days');

    await tabs.getByRole('link', { name: 'Incidents' }).click();
    await until(() => pathOf(page)).toBe('/mdr/incidents');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'MDR' }).click();
    await until(() => pathOf(page)).toBe('/mdr/overview');
    expect(searchParam(page, 'range')).toBe('7d');

    await mdr.pickOverviewRange('All Times', undefined);
    await tabs.getByRole('link', { name: 'Alerts' }).click();
    await until(() => pathOf(page)).toBe('/mdr/alerts');
    await tabs.getByRole('link', { name: 'Overview' }).click();
    await until(() => pathOf(page)).toBe('/mdr/overview');
    expect(searchParam(page, 'range')).toBeUndefined();
    expectClean(watched);
  });
});

describe('waiting incidents drawer', () => {
  test('a reload keeps stepping through the waiting incidents, not every open one (#17)', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    await locate(mdr.incidentCard('waiting'), t.viewIncidents).click();
    await mdr.drawer.settled();
    await page.keyboard.press('ArrowRight');
    await until(() => mdr.drawer.title()).toBe('Incident 2 of 3');
    expect(searchParam(page, 'list')).toBe('waiting');

    await page.reload({ waitUntil: 'networkidle' });
    await mdr.drawer.settled();
    await until(() => mdr.drawer.title()).toBe('Incident 2 of 3');
    expect(await mdr.caseNumber()).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);
    expectClean(watched);
  });

  test("←/→ on the drawer's tabs move between tabs; elsewhere they step incidents (#17)", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    await locate(mdr.incidentCard('waiting'), t.viewIncidents).click();
    await mdr.drawer.settled();
    const tab = (name: string) => mdr.drawer.root.getByRole('tab', { name });
    await tab('Detection details').focus();
    await page.keyboard.press('ArrowRight');
    await until(() => tab('Related cases').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await mdr.drawer.title()).toBe('Incident 1 of 3');
    await page.keyboard.press('ArrowLeft');
    await until(() => tab('Detection details').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await mdr.drawer.title()).toBe('Incident 1 of 3');

    await mdr.drawer.root.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('ArrowRight');
    await until(() => mdr.drawer.title()).toBe('Incident 2 of 3');
    expectClean(watched);
  });

  test('the case drawer is 55vw below xl and 73vw at xl; the summary drawer 30vw; full width below 768 px (#17)', async ({
    open,
  }) => {
    const widthAt = async (width: number, path: string) => {
      const watched = await open({ width, height: 800 });
      await watched.goto(path);
      const { drawer } = mdrPage(watched.page);
      await drawer.settled();
      const measured = await drawer.root.evaluate((element) => element.getBoundingClientRect().width);
      return Math.round(measured);
    };
    const incident = `/mdr/incidents?panel=caseDetails&item=${WAITING_INCIDENTS[0]}`;
    expect(await widthAt(1024, incident)).toBe(Math.round(1024 * 0.55));
    expect(await widthAt(1440, incident)).toBe(Math.round(1440 * 0.73));
    expect(await widthAt(1440, '/?panel=issueDetails&item=iss-001')).toBe(Math.round(1440 * 0.3));
    expect(await widthAt(390, incident)).toBe(390);
  });

  test("'View Incidents →' steps through the waiting incidents; Escape and the backdrop close it and focus returns", async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/overview');
    await mdr.overviewReady('80');
    const link = locate(mdr.incidentCard('waiting'), t.viewIncidents);

    await link.click();
    await mdr.drawer.settled();
    expect(await mdr.drawer.title()).toBe('Incident 1 of 3');
    expect(await mdr.caseNumber()).toBe(`Copy case number ${WAITING_INCIDENTS[0]}`);
    expect(searchParam(page, 'panel')).toBe('caseDetails');

    await page.keyboard.press('ArrowRight');
    await until(() => mdr.drawer.title()).toBe('Incident 2 of 3');
    expect(await mdr.caseNumber()).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);
    await page.keyboard.press('ArrowRight');
    await until(() => mdr.drawer.title()).toBe('Incident 3 of 3');
    expect(await mdr.caseNumber()).toBe(`Copy case number ${WAITING_INCIDENTS[2]}`);
    await page.keyboard.press('ArrowRight'); // the last one stays
    expect(await mdr.drawer.title()).toBe('Incident 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await until(() => mdr.drawer.title()).toBe('Incident 2 of 3');
    expect(await mdr.caseNumber()).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);

    await page.keyboard.press('Escape');
    await until(() => mdr.drawer.isOpen()).toBe(false);
    expect(searchParam(page, 'panel')).toBeUndefined();
    await until(() => link.evaluate((element) => element === document.activeElement)).toBe(true);

    // Again, closed by a click on the backdrop (left of the 73vw drawer).
    await link.click();
    await mdr.drawer.settled();
    expect(await mdr.drawer.title()).toBe('Incident 1 of 3');
    await page.mouse.click(100, 450);
    await until(() => mdr.drawer.isOpen()).toBe(false);
    expect(searchParam(page, 'panel')).toBeUndefined();
    await until(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    expectClean(watched);
  });
});

describe('demo mode (account without MDR)', () => {
  test("'Take a Look' loads the demo cases, shows the banner, and the flag survives a reload", async ({ open }) => {
    const watched = await open({ scenario: 'mdrInactive' });
    const { page, goto, requests } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/overview');
    await until(() => locate(page, t.demoHint).isVisible()).toBe(true);
    expect(await locate(page, t.demoBanner).count()).toBe(0);
    const casesPath = `/api/accounts/${ACCOUNT}/cases`;
    expect(requests.filter((r) => r.startsWith(`GET ${casesPath}`))).toEqual([]);

    await page.getByRole('button', { name: 'Take a Look' }).click();
    await until(() => requests).toContain(`GET ${casesPath}/mock`);
    expect(requests).not.toContain(`GET ${casesPath}`);
    await until(() => locate(page, t.demoBanner).isVisible()).toBe(true);
    expect(await locate(page, t.demoBanner).textContent()).toContain(
      'The data below is sample data: you have not yet registered for the MDR solution.',
    );
    expect(await page.getByTestId('mdr-demo-overlay').count()).toBe(0);
    await mdr.overviewReady('20');
    expect(await mdr.incidentCount('total')).toBe(4);
    // The waiting link is for MDR accounts only.
    expect(await mdr.incidentCard('waiting').getByRole('button').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `stance.mdrDemo.${ACCOUNT}`)).toBe('true');

    await page.reload({ waitUntil: 'networkidle' });
    await mdr.overviewReady('20');
    expect(await locate(page, t.demoBanner).isVisible()).toBe(true);
    expect(await locate(page, t.demoHint).count()).toBe(0);

    // The case lists show the demo data too (not the promo page).
    await locate(page, t.tabs).getByRole('link', { name: 'Alerts' }).click();
    await until(() => mdr.listCount()).toBe('20 of 20 alerts');
    expect(await locate(page, t.demoBanner).isVisible()).toBe(true);
    expectClean(watched);
  });
});

describe('case drawer', () => {
  test("copying the case number shows 'Copied!' for about two seconds and fills the clipboard", async ({ open }) => {
    const watched = await open();
    const { page, goto, context } = watched;
    const mdr = mdrPage(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() });
    await goto(`/mdr/incidents?panel=caseDetails&item=${WAITING_INCIDENTS[2]}`);
    await mdr.drawer.settled();
    expect(await mdr.drawer.root.getByText('000416…', { exact: true }).count()).toBe(1);

    const copied = page.getByRole('status').filter({ hasText: 'Copied!' });
    expect(await copied.count()).toBe(0);
    // The page's clock from here on, paused: the two seconds are stepped, not waited for (flowing, a loaded machine's
    // real seconds between the click and the first step ended them early).
    await installClock(page);
    // A second ahead: on a loaded machine more than 100 ms passed between this line and the page's clock reading it
    // ('Cannot fast-forward to the past', once in a fresh-clone CI). Nothing is due in that second before the click.
    await page.clock.pauseAt(Date.now() + 1_000);
    await mdr.drawer.root.getByRole('button', { name: `Copy case number ${WAITING_INCIDENTS[2]}` }).click();
    await until(() => copied.isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WAITING_INCIDENTS[2]);
    await page.clock.runFor(1_800);
    expect(await copied.isVisible()).toBe(true);
    await page.clock.runFor(400);
    // Its exit takes frames, which the paused clock gives only when stepped.
    await untilWithClock(page, () => copied.isVisible(), 50).toBe(false);
    expectClean(watched);
  });

  test('a drawer opened from the URL reopens on reload, and stays closed once closed', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto(`/mdr/incidents?panel=caseDetails&item=${WAITING_INCIDENTS[1]}`);
    await mdr.drawer.settled();
    const title = await mdr.drawer.title();
    expect(title).toMatch(/^Incident \d+ of 10$/);
    expect(await mdr.caseNumber()).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);
    const heading = await mdr.drawer.root.getByRole('heading', { level: 3 }).textContent();
    // The table marks the open case's row.
    expect(await mdr.list('Incidents').root.locator('[aria-current="true"]').getAttribute('data-row-id')).toBe(
      WAITING_INCIDENTS[1],
    );

    await page.reload({ waitUntil: 'networkidle' });
    await mdr.drawer.settled();
    expect(await mdr.drawer.title()).toBe(title);
    expect(await mdr.caseNumber()).toBe(`Copy case number ${WAITING_INCIDENTS[1]}`);
    expect(await mdr.drawer.root.getByRole('heading', { level: 3 }).textContent()).toBe(heading);

    await mdr.drawer.root.getByRole('button', { name: 'Close panel' }).click();
    await until(() => mdr.drawer.isOpen()).toBe(false);
    expect(searchParam(page, 'item')).toBeUndefined();
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => mdr.listCount()).toBe('10 of 10 incidents');
    expect(await mdr.drawer.isOpen()).toBe(false);
    expectClean(watched);
  });
});

describe('failures', () => {
  test('a failed case fetch shows the error state with a retry that loads the data', async ({ open }) => {
    const watched = await open();
    const { page, goto, requests } = watched;
    const mdr = mdrPage(page);
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
    expect(await mdr.list('Alerts').root.count()).toBe(0);
    const reads = () => requests.filter((r) => r === `GET /api/accounts/${ACCOUNT}/cases`).length;
    const failedReads = reads();
    expect(failedReads).toBeGreaterThan(0);

    await page.unroute(casesUrl);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await until(() => mdr.listCount()).toBe('80 of 80 alerts');
    expect(reads()).toBe(failedReads + 1);
    expect(await alert.count()).toBe(0);
    // Chromium logs the scripted 500 itself; nothing else may reach the console.
    expectClean(watched, [/Failed to load resource: the server responded with a status of 500/]);
  });
});

describe('layout details', () => {
  test('on a phone every MDR tab shows in full', async ({ open }) => {
    const watched = await open({ width: 390, height: 844 });
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/alerts');
    const tabs = mdr.tabs.getByRole('link');
    await until(() => tabs.count()).toBe(4);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= 390, (await tab.textContent()) ?? '').toBe(true);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expectClean(watched);
  });

  test('the filter popup shows every section, the time range included, in a 1000 px tall window', async ({ open }) => {
    const watched = await open({ width: 1440, height: 1000 });
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/alerts');
    await until(() => mdr.listCount()).toBe('80 of 80 alerts');
    const filters = filterPopup(page);
    await filters.open();
    const placement = await filters.timeRangePlacement();
    expect(placement.bodyScrolls, JSON.stringify(placement)).toBe(false);
    expect(placement.select).toBeLessThanOrEqual(placement.body);
    expect(placement.popup).toBeLessThanOrEqual(placement.window);
    expectClean(watched);
  });

  test('a related case opens in the drawer, titled by its own type, in the list the drawer came from', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    const drawerRoot = mdr.drawer.root;
    const TITLES: Record<string, string> = {
      '00041685': 'Unusual RDP logon from external IP to REMOTE-GW-01',
      '00041692': 'Unusual RDP logons to REMOTE-GW-01 from external addresses',
    };
    const openRelated = async (caseNumber: string) => {
      await locate(drawerRoot, t.relatedCasesTab).click();
      const row = locate(drawerRoot, t.relatedCase).filter({ hasText: TITLES[caseNumber] });
      await row.click();
      await until(() => searchParam(page, 'item')).toBe(caseNumber);
      await until(() => mdr.caseNumber()).toBe(`Copy case number ${caseNumber}`);
    };

    // From the overview's waiting incidents (the third of three) to its child alert and back.
    await goto(`/mdr/overview?panel=caseDetails&item=${WAITING_INCIDENTS[2]}&list=waiting`);
    await mdr.drawer.settled();
    await until(() => mdr.drawer.title()).toBe('Incident 3 of 3');
    await openRelated('00041685');
    await until(() => mdr.drawer.title()).toBe('Alert');
    expect(searchParam(page, 'list')).toBe('waiting');
    await openRelated('00041692');
    await until(() => mdr.drawer.title()).toBe('Incident 3 of 3');
    expect(searchParam(page, 'list')).toBe('waiting');

    // From the alerts list, the parent incident is titled as an incident.
    await goto('/mdr/alerts?panel=caseDetails&item=00041685');
    await mdr.drawer.settled();
    await until(() => mdr.drawer.title()).toMatch(/^Alert \d+ of 80$/);
    await openRelated('00041692');
    await until(() => mdr.drawer.title()).toBe('Incident');
    expect(searchParam(page, 'list')).toBeUndefined();
    expectClean(watched);
  });
});

describe('alerts list URL state', () => {
  test('search text and filters live in the URL and survive a reload', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/alerts');
    const list = mdr.list('Alerts');
    await until(() => mdr.listCount()).toBe('80 of 80 alerts');

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Clear Severity' }).click();
    await page.getByRole('checkbox', { name: 'High' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Medium' }).check({ force: true });
    await page.getByRole('button', { name: 'Apply' }).click();
    await until(() => searchList(page, 'severity')).toEqual(['high', 'medium']);
    await until(() => mdr.listCount()).toMatch(/^\d+ of 80 alerts$/);
    const filteredOnly = Number((await mdr.listCount())?.split(' ')[0]);

    const search = locate(page, t.alertSearch);
    await search.fill('PowerShell');
    await until(() => searchParam(page, 'q')).toBe('PowerShell');
    const narrowed = await mdr.listCount();
    const narrowedCount = Number(narrowed?.split(' ')[0]);
    expect(narrowedCount).toBeGreaterThan(0);
    expect(narrowedCount).toBeLessThan(filteredOnly);
    const before = await list.rowIds();
    expect(new Set(await list.columnTexts(1))).toEqual(new Set(['High', 'Medium']));

    await page.reload({ waitUntil: 'networkidle' });
    await until(() => mdr.listCount()).toBe(narrowed);
    expect(searchParam(page, 'q')).toBe('PowerShell');
    expect(searchList(page, 'severity')).toEqual(['high', 'medium']);
    expect(await search.inputValue()).toBe('PowerShell');
    expect(await list.rowIds()).toEqual(before);
    expect(await locate(page, t.highSeverityTag).count()).toBe(1);
    expect(await page.getByText('Severity: Medium').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Filters, 1 active' }).count()).toBe(1);
    expectClean(watched);
  });
});

describe('export of a list (#27)', () => {
  test('CSV and Excel hold exactly the rows shown, in their order, every column named; the file says it is filtered', async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto } = watched;
    const mdr = mdrPage(page);
    await goto('/mdr/alerts?q=PowerShell&severity=high,medium');
    const list = mdr.list('Alerts');
    await until(() => mdr.listCount()).toMatch(/^\d+ of 80 alerts$/);
    const shown = await list.rowCount();
    const ids = await list.rowIds();
    expect(shown).toBeGreaterThan(1);
    const button = page.getByRole('button', { name: `Export ${shown} rows` });

    const download = async (format: 'CSV' | 'Excel') => {
      await button.click();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: format }).click()]);
      return file;
    };
    const day = new Date().toLocaleDateString('sv-SE');
    const csvFile = await download('CSV');
    expect(csvFile.suggestedFilename()).toBe(`Stance_mdr-alerts_${day}_filtered.csv`);
    const csv = await readFile(await csvFile.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv.slice(1).trimEnd().split('\r\n');
    expect(records[0]).toBe('Title,Severity,Status,Case Number,Created Date');
    expect(records).toHaveLength(shown + 1);
    // The case number is the 4th field; titles have no commas in the mock, so a plain split reads it.
    expect(records.slice(1, ids.length + 1).map((line) => line.split(',').at(-2))).toEqual(ids);
    expect(new Set(records.slice(1).map((line) => line.split(',').at(-4)))).toEqual(new Set(['High', 'Medium']));

    const xlsxFile = await download('Excel');
    expect(xlsxFile.suggestedFilename()).toBe(`Stance_mdr-alerts_${day}_filtered.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxFile.path());
    const sheet = workbook.getWorksheet('MDR alerts')!;
    expect(sheet.actualRowCount).toBe(shown + 1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(4).values.slice(2, ids.length + 2)).toEqual(ids);
    expect(sheet.getCell('E2').value).toBeInstanceOf(Date);
    expectClean(watched);
  });
});

describe('list URLs with values the list does not offer', () => {
  const links = [
    // Service requests have no severity filter, incidents no 'open' status, and no list has a 'bogus' severity.
    { url: '/mdr/service-requests?severity=high', count: '5 of 5 service requests' },
    { url: '/mdr/incidents?status=open', count: '10 of 10 incidents' },
    { url: '/mdr/alerts?severity=bogus', count: '80 of 80 alerts' },
  ];
  for (const { url, count } of links) {
    test(`${url} shows the whole list, unfiltered, and the address drops the value`, async ({ open }) => {
      const watched = await open();
      const { page, goto } = watched;
      const mdr = mdrPage(page);
      await goto(url);
      await until(() => mdr.listCount()).toBe(count);
      await until(() => new URL(page.url()).search).toBe('');
      const filters = filterPopup(page);
      expect(await filters.button.getAttribute('aria-label')).toBe('Filters');
      expect(await page.getByRole('button', { name: /^Remove filter/ }).count()).toBe(0);
      await filters.open();
      const boxes = await filters.popup.getByRole('checkbox').all();
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) expect(await box.isChecked()).toBe(true);
      expectClean(watched);
    });
  }
});

describe('accessibility (axe-core, serious and critical)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`overview, alerts list and an open case drawer in ${theme}`, async ({ open }) => {
      const watched = await open({ theme });
      const { page, goto } = watched;
      const mdr = mdrPage(page);
      await goto('/mdr/overview');
      await mdr.overviewReady('80');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      expect(await seriousAxeViolations(page), 'overview').toEqual([]);

      await goto('/mdr/alerts');
      await until(() => mdr.listCount()).toBe('80 of 80 alerts');
      expect(await seriousAxeViolations(page), 'alerts list').toEqual([]);

      await goto(`/mdr/incidents?panel=caseDetails&item=${WAITING_INCIDENTS[0]}`);
      await mdr.drawer.settled();
      expect(await seriousAxeViolations(page), 'case drawer').toEqual([]);
      expectClean(watched);
    });
  }
});
