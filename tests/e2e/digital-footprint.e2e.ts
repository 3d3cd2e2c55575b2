import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seriousAxeViolations } from './support/browser';
import { expectClean, searchList, searchParam, until } from './support/expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Assets, devices and users of the mock (is_device_enabled and is_user_asset_enabled are on for the example account). */
const TOTAL_ASSETS = 40 + 4 + 13;

/** By label, not by role: an open (modal) drawer hides the page from the accessibility tree. */
const assetsTable = (page: Page) => page.locator('[role="table"][aria-label="Assets"]');
const rows = (page: Page) => assetsTable(page).locator('[role="row"][data-row-index]');
const row = (page: Page, id: string) => assetsTable(page).locator(`[role="row"][data-row-id="${id}"]`);
const rowIds = (page: Page) => rows(page).evaluateAll((list) => list.map((r) => r.getAttribute('data-row-id')));
const rowCount = (page: Page) =>
  assetsTable(page)
    .getAttribute('aria-rowcount')
    .then((n) => Number(n) - 1);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search assets...' });
const drawer = (page: Page) => page.getByTestId('side-drawer');
const drawerTitle = (page: Page) => drawer(page).locator('[id$="title"]').first().textContent();

/** The first load waits longer: the shared machine can be slow to serve a cold start. */
const FIRST_LOAD_MS = 30_000;

async function assetsReady(page: Page) {
  await until(() => rowCount(page), FIRST_LOAD_MS).toBe(TOTAL_ASSETS);
}

/** Opens the filter popup, leaves exactly `keep` asset types ticked and applies. */
async function filterTypes(page: Page, keep: string[]) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const popup = page.getByRole('dialog', { name: 'Filters' });
  await until(() => popup.isVisible()).toBe(true);
  for (const name of ['Domain', 'Subdomain', 'Email', 'Integration', 'Host', 'Device', 'User']) {
    const box = popup.getByRole('checkbox', { name, exact: true });
    if ((await box.isChecked()) !== keep.includes(name)) await popup.getByText(name, { exact: true }).click();
    await until(() => box.isChecked()).toBe(keep.includes(name));
  }
  await popup.getByRole('button', { name: 'Apply' }).click();
  await until(() => popup.isVisible()).toBe(false);
}

describe('assets page', () => {
  it('search, filter and sort live in the URL and survive a reload', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await watched.goto('/digital-footprint/assets');
    await assetsReady(page);
    // §9 order: critical assets first.
    await until(async () => (await rowIds(page))[0]).toBe('ast-remote-brightsmiledental-com');

    await searchBox(page).fill('smilecare');
    await until(() => searchParam(page, 'q')).toBe('smilecare');
    await until(() => rowCount(page)).toBe(8);
    await filterTypes(page, ['Subdomain', 'Email']);
    await until(() => searchList(page, 'types')).toEqual(['subdomain', 'email']);
    await until(() => rowCount(page)).toBe(7);
    // Default order: highest open-issue severity, then open-issue count.
    await until(async () => (await rowIds(page))[0]).toBe('ast-search-smilecare-portal-net');

    await assetsTable(page).getByRole('button', { name: 'Asset Name' }).click();
    await until(() => searchParam(page, 'sort')).toBe('name:asc');
    const byName = [
      'ast-api-smilecare-portal-net',
      'ast-email-noreply-smilecare-portal',
      'ast-pay-smilecare-portal-net',
      'ast-portal-smilecare-portal-net',
      'ast-search-smilecare-portal-net',
      'ast-email-support-smilecare-portal',
      'ast-www-smilecare-portal-net',
    ];
    await until(() => rowIds(page)).toEqual(byName);

    await page.reload({ waitUntil: 'networkidle' });
    await until(() => searchBox(page).inputValue(), FIRST_LOAD_MS).toBe('smilecare');
    await until(() => rowIds(page)).toEqual(byName);
    await until(() => page.getByRole('button', { name: /^Filters, 1 active/ }).isVisible()).toBe(true);
    expectClean(watched);
    await watched.context.close();
  });

  it('the drawer steps through the rows with ←/→ and gives focus back to the row', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await watched.goto('/digital-footprint/assets');
    await assetsReady(page);
    const ids = await rowIds(page);
    const second = ids[1] as string;
    await row(page, second).focus();
    await page.keyboard.press('Enter');
    await until(() => drawerTitle(page)).toBe(`Asset details 2 of ${TOTAL_ASSETS}`);
    await until(() => searchParam(page, 'item')).toBe(second);
    await page.keyboard.press('ArrowRight');
    await until(() => drawerTitle(page)).toBe(`Asset details 3 of ${TOTAL_ASSETS}`);
    await until(() => searchParam(page, 'item')).toBe(ids[2]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await until(() => drawerTitle(page)).toBe(`Asset details 1 of ${TOTAL_ASSETS}`);
    await until(() => drawer(page).getByRole('button', { name: 'Previous' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await until(() => drawer(page).count()).toBe(0);
    await until(() => searchParam(page, 'panel')).toBeUndefined();
    await until(() => page.evaluate(() => document.activeElement?.getAttribute('data-row-id'))).toBe(second);
    expectClean(watched);
    await watched.context.close();
  });

  it('a user asset leads to the fraud defense open issues', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await watched.goto('/digital-footprint/assets?panel=assetDetails&item=ast-usr-raman');
    await until(() => drawer(page).getByRole('heading', { name: 'General information' }).isVisible(), FIRST_LOAD_MS).toBe(true);
    await drawer(page).getByRole('button', { name: 'View All Issues in Fraud Defense' }).click();
    await until(() => new URL(page.url()).pathname).toBe('/fraud-defense/open-issues');
    await until(() => drawer(page).count()).toBe(0);
    expectClean(watched);
    await watched.context.close();
  });

  it('shows the scan in progress and passes axe in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const watched = await openPage(browser, { scenario: 'scanInProgress', theme });
      const { page } = watched;
      await watched.goto('/digital-footprint/assets');
      await until(() => page.getByTestId('footprint-status').textContent(), FIRST_LOAD_MS).toBe('Scan in progress');
      await assetsReady(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expectClean(watched);
      await watched.context.close();
    }
  });
});

describe('technologies page', () => {
  it('searches from the URL and passes axe', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await watched.goto('/digital-footprint/technologies?q=wordpress');
    await until(() => page.getByRole('searchbox', { name: 'Search technologies' }).inputValue(), FIRST_LOAD_MS).toBe('wordpress');
    await until(() => page.getByRole('article', { name: 'WordPress' }).isVisible()).toBe(true);
    await until(() => page.getByTestId('technology-count').textContent()).toMatch(/ of 21$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expectClean(watched);
    await watched.context.close();
  });
});
