/**
 * Issue #27: asset history and 'Not mine' on the built app against the mock. With the flags on (the mock's default)
 * the drawer shows 'History' and the table 'Last seen' and a row menu; with them off, or with the history's path
 * answering 404 (a backend one release behind), they are absent with no error. A dispute that fails keeps the reason;
 * one that succeeds marks the asset 'Disputed'; one answered 404 takes 'Not mine' away, as the flag off does.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { FIRST_LOAD_MS, assetsPage } from './pages/digital-footprint';
import { seriousAxeViolations } from './support/browser';
import { expectClean, until } from './support/expectations';
import { test } from './support/fixture';
import { toasts } from './pages/shared';
import { shellPage } from './pages/shell';
import { endSessionOnNext } from './support/session-server';
import { countWrites, withFlags } from './support/write-count';

const TOTAL_ASSETS = 40 + 4 + 13;
const REMOTE = 'ast-remote-brightsmiledental-com';
const REMOTE_DRAWER = `/digital-footprint/assets?panel=assetDetails&item=${REMOTE}`;
const REASON = 'This host belongs to the booking vendor we left in 2025.';

/** The asset filter popup's 'Dispute' boxes. */
const DISPUTE_BOXES = ['Not disputed', 'Disputed'];

/**
 * The assets page without 'Not mine' (its flag off, or the backend without disputes): no row menu, no 'Dispute'
 * filter, no drawer action, while the rest works: the type filter, the drawer and its 'History', and nothing alarms.
 */
async function expectNoDisputes(page: Page) {
  const assets = assetsPage(page);
  expect(await assets.rowMenus.count()).toBe(0);
  await assets.filters.open();
  expect(await assets.filters.popup.getByRole('checkbox', { name: 'Domain', exact: true }).count()).toBe(1);
  for (const name of DISPUTE_BOXES)
    expect(await assets.filters.popup.getByRole('checkbox', { name, exact: true }).count()).toBe(0);
  await assets.filters.cancel();
  await assets.filterTypes(['Subdomain', 'Email']);
  await until(() => assets.rowCount()).toBeLessThan(TOTAL_ASSETS);
  await assets.row(REMOTE).click();
  await until(() => assets.assetDrawer.historyLines.count()).toBe(8);
  expect(await assets.assetDrawer.notMine.count()).toBe(0);
  expect(await assets.assetDrawer.disputeState.count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect((await toasts(page)).filter((toast) => toast.startsWith('error:'))).toEqual([]);
}

/** The paths of the history reads the page sent. */
function historyReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/[^/]+\/history$/.test(pathname)) reads.push(pathname);
  });
  return reads;
}

describe('asset history (#27)', () => {
  test("with the flags on: 'Last seen', the row menu, and the drawer's 'History' newest first; axe in light and dark", async ({
    open,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      const watched = await open({ theme });
      const { page } = watched;
      const assets = assetsPage(page);
      await watched.goto(REMOTE_DRAWER);
      await until(() => assets.assetDrawer.history.isVisible(), FIRST_LOAD_MS).toBe(true);
      await until(() => assets.assetDrawer.historyLines.count()).toBe(8);
      expect(await assets.assetDrawer.historyLines.first().textContent()).toMatch(/^Certificate renewed, valid until/);
      expect(await assets.assetDrawer.historyLines.nth(3).textContent()).toMatch(/^Port 3389\/tcp opened/);
      expect(await assets.drawer.root.getByText('First seen', { exact: true }).count()).toBe(1);
      expect(await assets.assetDrawer.notMine.isEnabled()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await assets.ready(TOTAL_ASSETS);
      expect(await assets.lastSeenColumn.isVisible()).toBe(true);
      expect(await assets.rowMenus.count()).toBeGreaterThan(0);
      expectClean(watched);
    }
  });

  test('with the flags off: no column, menu, section or action, no history read, and the rest of the page works', async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    await withFlags(page, { asset_history_enabled: false, asset_dispute_enabled: false });
    const reads = historyReads(page);
    const assets = assetsPage(page);
    await watched.goto(REMOTE_DRAWER);
    await until(() => assets.drawer.root.getByRole('heading', { name: 'Asset information' }).isVisible(), FIRST_LOAD_MS).toBe(
      true,
    );
    expect(await assets.assetDrawer.history.count()).toBe(0);
    expect(await assets.assetDrawer.notMine.count()).toBe(0);
    expect(await assets.drawer.root.getByText('First seen', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await assets.ready(TOTAL_ASSETS);
    expect(await assets.lastSeenColumn.count()).toBe(0);
    expect(await assets.rowMenus.count()).toBe(0);
    expect(reads).toEqual([]);
    expect(await page.getByRole('alert').count()).toBe(0);
    expectClean(watched);
  });

  test('the history path answering 404 (a backend one release behind): the section is absent, with no error', async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    await page.route('**/api/accounts/*/assets/*/history', (route) =>
      route.fulfill({ status: 404, contentType: 'application/problem+json', json: { title: 'Not Found', status: 404 } }),
    );
    const answered = page.waitForResponse((response) => response.url().endsWith('/history'), { timeout: FIRST_LOAD_MS });
    const assets = assetsPage(page);
    await watched.goto(REMOTE_DRAWER);
    expect((await answered).status()).toBe(404);
    await until(() => assets.drawer.root.getByText('First seen', { exact: true }).isVisible()).toBe(true);
    // Answered, the section stays away and nothing says anything failed.
    expect(await assets.assetDrawer.history.count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await assets.drawer.root.getByRole('heading', { name: 'Asset information' }).isVisible()).toBe(true);
    expectClean(watched, [/status of 404/]);
  });
});

describe("'Not mine' (#27)", () => {
  test('a dispute the server refuses keeps the reason and shows the server’s reason', async ({ open }) => {
    const watched = await open();
    const { page } = watched;
    const detail = 'remote.brightsmiledental.com is already disputed.';
    await page.route('**/api/accounts/*/assets/*/dispute', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/problem+json',
            json: { type: 'about:blank', title: 'Conflict', status: 409, code: 'ALREADY_DISPUTED', detail },
          })
        : route.fallback(),
    );
    const assets = assetsPage(page);
    await watched.goto(REMOTE_DRAWER);
    await until(() => assets.assetDrawer.notMine.isVisible(), FIRST_LOAD_MS).toBe(true);
    await assets.assetDrawer.notMine.click();
    const dialog = assets.disputeDialog;
    await until(() => dialog.reason.isVisible()).toBe(true);
    await dialog.reason.fill(REASON);
    await dialog.submit.click();
    await until(() => dialog.alert.textContent()).toBe(detail);
    expect(await dialog.reason.inputValue()).toBe(REASON);
    expect(await dialog.root.isVisible()).toBe(true);
    // No longer marked once the write failed.
    await until(() => assets.assetDrawer.disputeState.getByText('Disputed', { exact: true }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expectClean(watched, [/status of 409/]);
  });

  test('a re-login while disputing opens the dialog again for the same asset, with the reason typed', async ({ open }) => {
    const watched = await open();
    const { page } = watched;
    await endSessionOnNext(page, '**/api/accounts/*/assets/*/dispute', 'POST');
    const assets = assetsPage(page);
    await watched.goto(REMOTE_DRAWER);
    await until(() => assets.assetDrawer.notMine.isVisible(), FIRST_LOAD_MS).toBe(true);
    await assets.assetDrawer.notMine.click();
    const dialog = assets.disputeDialog;
    await until(() => dialog.reason.isVisible()).toBe(true);
    await dialog.reason.fill(REASON);
    await dialog.submit.click();
    await shellPage(page).signInAgain();
    await until(() => dialog.reason.isVisible(), FIRST_LOAD_MS).toBe(true);
    expect(await dialog.reason.inputValue()).toBe(REASON);
    expect(await dialog.root.textContent()).toContain('remote.brightsmiledental.com');
  });

  test("a dispute from the row menu: one request for a double click, 'Disputed' in the row and the drawer", async ({ open }) => {
    const watched = await open();
    const { page } = watched;
    const sent = await countWrites(page, 'POST', /\/assets\/[^/]+\/dispute$/);
    const assets = assetsPage(page);
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await assets.notMineFromRow('remote.brightsmiledental.com');
    const dialog = assets.disputeDialog;
    await until(() => dialog.reason.isVisible()).toBe(true);
    await dialog.reason.fill(REASON);
    await dialog.submit.dblclick();
    await until(() => assets.row(REMOTE).textContent()).toContain('Disputed');
    await until(() => dialog.root.count()).toBe(0);
    expect(sent).toHaveLength(1);
    await assets.row(REMOTE).click();
    await until(() => assets.assetDrawer.disputeState.textContent()).toMatch(/^Disputed/);
    expect(await assets.drawer.root.getByRole('button', { name: 'Withdraw dispute' }).isEnabled()).toBe(true);
    expectClean(watched);
  });

  test("with only asset_dispute_enabled off: no 'Not mine' or 'Disputed' filter; the page and 'History' work", async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    await withFlags(page, { asset_dispute_enabled: false });
    const assets = assetsPage(page);
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    expect(await assets.lastSeenColumn.isVisible()).toBe(true);
    await expectNoDisputes(page);
    expectClean(watched);
  });

  test("the dispute path answering 404 (a backend without disputes): after the first attempt, no 'Not mine' and no error", async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    await page.route('**/api/accounts/*/assets/*/dispute', (route) =>
      route.fulfill({ status: 404, contentType: 'application/problem+json', json: { title: 'Not Found', status: 404 } }),
    );
    const assets = assetsPage(page);
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await assets.notMineFromRow('remote.brightsmiledental.com');
    const dialog = assets.disputeDialog;
    await until(() => dialog.reason.isVisible()).toBe(true);
    await dialog.reason.fill(REASON);
    await dialog.submit.click();
    await until(() => dialog.root.count()).toBe(0);
    await until(() => toasts(page)).toEqual(['info: Disputing assets is not available.']);
    expect(await assets.row(REMOTE).textContent()).not.toContain('Disputed');
    await expectNoDisputes(page);
    expectClean(watched, [/status of 404/]);
  });
});
