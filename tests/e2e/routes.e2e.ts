import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seriousAxeViolations } from './support/browser';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('routes', () => {
  it.each(ROUTES)('%s shows its title, with no console error and no contract violation', async (path, title) => {
    const { page, errors, violations, goto, context } = await openPage(browser);
    await goto(path);
    await until(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(title);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('an unknown path shows the 404 page with a link Home to /', async () => {
    const { page, goto, errors, context } = await openPage(browser);
    await goto('/no/such/page');
    await until(() => page.getByRole('heading', { name: '404 | Not found' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Home' }).click();
    await until(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/digital-footprint', '/digital-footprint/assets'],
    ['/fraud-defense', '/fraud-defense/open-issues'],
    ['/settings', '/settings/account'],
    ['/mdr', '/mdr/overview'],
  ])('%s redirects to %s', async (from, to) => {
    const { page, goto, context } = await openPage(browser);
    await goto(from);
    await until(() => new URL(page.url()).pathname).toBe(to);
    await context.close();
  });

  it('bad search params never show an error screen', async () => {
    const { page, goto, errors, context } = await openPage(browser);
    await goto('/?panel=%3Cscript%3E&item=' + 'x'.repeat(500));
    await until(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Summary');
    expect(await page.getByText('Sorry... there was an error').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility (axe-core, serious and critical)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it.each([...ROUTES.map(([p]) => p), '/no/such/page'])(`%s in ${theme}`, async (path) => {
      const { page, goto, context } = await openPage(browser, { theme });
      await goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
