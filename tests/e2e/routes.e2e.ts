import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { endlessAnimations, seriousAxeViolations, type AxeViolation } from './support/browser';
import { test } from './support/fixture';
import { until } from './support/expectations';

/** Every route of both specifications with the title it must show. */
const ROUTES: [path: string, title: string][] = [
  ['/', 'Summary'],
  ['/digital-footprint/assets', 'Digital footprint'],
  ['/digital-footprint/technologies', 'Digital footprint'],
  ['/integrations', 'Integrations'],
  ['/fraud-defense/open-issues', 'Manage Your Fraud Defense to Prevent Financial Losses'],
  ['/fraud-defense/configuration', 'Manage Your Fraud Defense to Prevent Financial Losses'],
  ['/mdr/overview', 'Managed Detection and Response'],
  ['/mdr/incidents', 'Managed Detection and Response'],
  ['/mdr/alerts', 'Managed Detection and Response'],
  ['/mdr/service-requests', 'Managed Detection and Response'],
  ['/settings/account', 'Settings'],
  ['/settings/user', 'Settings'],
  ['/settings/team', 'Settings'],
  ['/new-invitation', 'Secure Your Environment with Stance!'],
];

describe('routes', () => {
  test.for(ROUTES)('%s shows its title, with no console error and no contract violation', async ([path, title], { open }) => {
    const { page, errors, violations, goto } = await open();
    await goto(path);
    await until(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(title);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('an unknown path shows the 404 page with a link Home to /', async ({ open }) => {
    const { page, goto, errors } = await open();
    await goto('/no/such/page');
    await until(() => page.getByRole('heading', { name: '404 | Not found' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Home' }).click();
    await until(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  test.for<[from: string, to: string]>([
    ['/digital-footprint', '/digital-footprint/assets'],
    ['/fraud-defense', '/fraud-defense/open-issues'],
    ['/settings', '/settings/account'],
    ['/mdr', '/mdr/overview'],
  ])('%s redirects to %s', async ([from, to], { open }) => {
    const { page, goto } = await open();
    await goto(from);
    await until(() => new URL(page.url()).pathname).toBe(to);
  });

  test('bad search params never show an error screen', async ({ open }) => {
    const { page, goto, errors } = await open();
    await goto('/?panel=%3Cscript%3E&item=' + 'x'.repeat(500));
    await until(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Summary');
    expect(await page.getByText('Sorry... there was an error').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/**
 * Moves the app to `path` as its own links do (a history entry and popstate, which the router follows), without a
 * reload: each route is checked as rendered, and one load serves them all.
 */
async function navigateInApp(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await until(() => new URL(page.url()).pathname).toBe(path);
  await until(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(title);
}

/** The endless animations still running once what loads has loaded (a skeleton pulses until then): 10 s at most. */
async function endlessOnceLoaded(page: Page): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  let running = await endlessAnimations(page);
  while (running.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    running = await endlessAnimations(page);
  }
  return running;
}

describe('accessibility (axe-core, serious and critical; no endless motion)', () => {
  // One test per theme that visits every route in the app and reports each route's violations by path.
  for (const theme of ['light', 'dark'] as const) {
    test(`every route and the 404 page in ${theme}`, async ({ open }) => {
      const { page, goto } = await open({ theme });
      await goto('/');
      const found: Record<string, AxeViolation[]> = {};
      const endless: Record<string, string[]> = {};
      for (const [path, title] of [...ROUTES, ['/no/such/page', '404 | Not found'] as const]) {
        await navigateInApp(page, path, title);
        found[path] = await seriousAxeViolations(page);
        // Once loaded, nothing moves for ever (WCAG 2.2.2 Pause, Stop, Hide).
        endless[path] = await endlessOnceLoaded(page);
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
      expect(endless).toEqual(Object.fromEntries(Object.keys(endless).map((path) => [path, []])));
    });
  }
});
