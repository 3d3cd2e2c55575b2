/**
 * Issue #26.1: a hidden action is not reachable by URL. Every drawer the console opens from the URL checks the same
 * flag as the control that opens it (its registration's `available`, or the route's own flag); with the flag off
 * the URL's drawer state is dropped quietly and nothing opens. The list below is every flag-gated drawer type of
 * console-platform.md §2.2 and §3 (issueDetails is not flag-gated).
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { sideDrawer } from './pages/shared';
import { shellPage } from './pages/shell';
import { test } from './support/fixture';
import { searchParam, until } from './support/expectations';
import { withFlags } from './support/write-count';

interface GatedDrawer {
  /** The drawer type (the URL's `panel`). */
  panel: string;
  /** The flag that hides the control that opens it. */
  flag: string;
  /** Where a shared link would open it; for an item found at run time, how to find it with the flag on. */
  url: string | ((page: Page) => Promise<string>);
  /** The route itself exists only with the flag (console-platform.md §2.1): the page is 'Not found'. */
  routeGated?: boolean;
}

/** An e-mail threat's drawer URL, opened from its row on the summary with the flags on. */
async function emailThreatUrl(page: Page): Promise<string> {
  await page.goto(`${new URL(page.url()).origin}/fraud-defense/open-issues`, { waitUntil: 'networkidle' });
  await page.getByRole('table', { name: 'Fraud defense issues' }).getByRole('row').nth(1).click();
  await until(() => searchParam(page, 'panel')).toBe('fdIssueDetails');
  return `/?panel=fdIssueDetails&item=${encodeURIComponent(searchParam(page, 'item')!)}`;
}

const GATED: GatedDrawer[] = [
  { panel: 'inviteUser', flag: 'invite_user_enabled', url: '/settings/team?panel=inviteUser' },
  {
    panel: 'digitalFootprint',
    flag: 'configure_digital_footprint_enabled',
    url: '/digital-footprint/assets?panel=digitalFootprint',
  },
  { panel: 'integration', flag: 'crowdstrike_integration_enabled', url: '/integrations?panel=integration&item=crowdstrike' },
  { panel: 'integration', flag: 'microsoft_integration_enabled', url: '/integrations?panel=integration&item=microsoft' },
  { panel: 'integration', flag: 'google_integration_enabled', url: '/integrations?panel=integration&item=google' },
  { panel: 'integration', flag: 'fraud_defense_enabled', url: '/integrations?panel=integration&item=ms_fraud_defense' },
  { panel: 'fdIssueDetails', flag: 'is_user_asset_enabled', url: emailThreatUrl },
  {
    panel: 'fraudDefense',
    flag: 'fraud_defense_enabled',
    url: '/fraud-defense/open-issues?panel=fraudDefense',
    routeGated: true,
  },
  { panel: 'caseDetails', flag: 'centaur_mdr_is_enabled', url: '/mdr/alerts?panel=caseDetails&item=00041685', routeGated: true },
];

describe('#26.1 a drawer hidden by its flag is not opened from the URL', () => {
  test.for(GATED.map((gated) => [`${gated.panel} (${gated.flag} off)`, gated] as const))('%s', async ([, gated], { open }) => {
    // With the flag on, the link works (the control is there too): the negative below is not vacuous.
    const on = await open();
    await on.goto('/settings/account');
    const url = typeof gated.url === 'string' ? gated.url : await gated.url(on.page);
    if (!gated.routeGated) {
      await on.goto(url);
      await until(() => sideDrawer(on.page).isOpen()).toBe(true);
      expect(await sideDrawer(on.page).root.getAttribute('data-drawer-type')).toBe(gated.panel);
    }

    const off = await open();
    await withFlags(off.page, { [gated.flag]: false });
    await off.goto(url);
    if (gated.routeGated) {
      await until(() => shellPage(off.page).notFound.isVisible()).toBe(true);
    } else {
      // Dropped quietly: no drawer, and the URL no longer names one.
      await until(() => searchParam(off.page, 'panel')).toBeUndefined();
      expect(searchParam(off.page, 'item')).toBeUndefined();
    }
    expect(await sideDrawer(off.page).root.count()).toBe(0);
    expect(off.requests.filter((r) => !r.startsWith('GET '))).toEqual([]);
  });
});
