import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './support/fixture';
import { until } from './support/expectations';

/*
 * Issue #16: values a real backend sends never take the console down. Prism's answers are rewritten in the browser
 * the way a real backend might send them; every page still shows its data, an unusable item is left out with a line
 * that says so, and the form rules of §5 still hold when the user types.
 */

type Json = Record<string, unknown>;
const LONG_TITLE = 'Head of Information Security, Compliance and Clinical Systems Operations'.padEnd(80, '.');

/** Answers the GET from Prism, changed by `change` (the rest of the answer as Prism sent it). */
async function rewrite(page: Page, path: RegExp, change: (body: never) => void) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      if (response.status() !== 200) return route.fulfill({ response });
      const body = (await response.json()) as never;
      change(body);
      await route.fulfill({ response, json: body });
    },
  );
}

const account = (rest: string) => new RegExp(`^/api/accounts/[^/]+/${rest}$`);

function realisticUser(user: Json) {
  user.last_name = 'O';
  (user.email as Json).value = 'o@x.co';
  user.job_title = LONG_TITLE;
  user.nickname = 'Mo';
}

/** Every rewrite of the issue's list, on one page. */
async function realBackend(page: Page) {
  await rewrite(page, /^\/api\/login-data$/, (body: { user: Json }) => realisticUser(body.user));
  await rewrite(page, account('users/info'), (body: Json) => realisticUser(body));
  await rewrite(page, account('team'), (body: Json[]) => {
    Object.assign(body[0]!, { name: 'Maya O', last_name: 'O', email: 'o@x.co', role: LONG_TITLE, team: 'Clinic' });
  });
  await rewrite(page, account('issues'), (body: Json[]) => {
    Object.assign(body[0]!, { issue_type: 'SUPPLY_CHAIN', risk_owner: 'Maya' });
    body.push({ ...body[1]!, id: 'iss-unusable', severity: 'urgent' });
  });
  await rewrite(page, account('jobs/latest'), (body: Json[]) => {
    if (body[0]) body[0].job_status = 'paused';
  });
  await rewrite(page, account('users'), (body: Json[]) => {
    if (body[0]) Object.assign(body[0], { job_title: LONG_TITLE, pronouns: 'she/her' });
  });
  await rewrite(page, account('integrations'), (body: Json[]) => {
    Object.assign(body[0]!, { region: 'eu' });
  });
  await rewrite(page, account('cases'), (body: { data: Record<string, Json[]> }) => {
    const [first] = body.data.incidents ?? [];
    if (first) Object.assign(first, { status: 'Escalated to vendor', sla_tier: 'gold' });
  });
}

const BROKEN = ['Sorry... there was an error', 'This data arrived in an unexpected format.'];
async function expectNoBreakage(page: Page, where: string) {
  for (const text of BROKEN) expect(await page.getByText(text).count(), `${where}: ${text}`).toBe(0);
}

const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('[role="row"][data-row-id]');

describe('a real backend’s data (#16)', () => {
  test('the summary shows every issue it can read and says how many it left out', async ({ open }) => {
    const { page, goto } = await open();
    await realBackend(page);
    await goto('/');
    await until(() => rows(page, 'Security issues').count(), 20_000).toBeGreaterThan(1);
    await until(() => page.getByText('1 issue could not be shown: it arrived in an unexpected format.').count()).toBe(1);
    await expectNoBreakage(page, '/');
  });

  test('digital footprint, integrations, MDR and the team render their data', async ({ open }) => {
    const { page, goto } = await open();
    await realBackend(page);
    await goto('/digital-footprint/assets');
    await until(() => rows(page, 'Assets').count(), 20_000).toBeGreaterThan(1);
    await expectNoBreakage(page, 'assets');

    await page.getByRole('link', { name: 'Integrations' }).first().click();
    await until(() => page.getByRole('list', { name: 'Integrations' }).getByRole('listitem').count()).toBeGreaterThan(1);
    await expectNoBreakage(page, 'integrations');

    await page.getByRole('link', { name: 'MDR' }).first().click();
    await until(() => page.getByText('Waiting for Your Response').count()).toBeGreaterThan(0);
    await expectNoBreakage(page, 'mdr');

    await goto('/settings/team');
    const maya = page.getByRole('table', { name: 'Team members' }).getByText('o@x.co');
    await until(() => maya.count(), 20_000).toBe(1);
    await expectNoBreakage(page, 'team');
  });

  test('the user page shows the one-letter surname; the form rules still hold when typing', async ({ open }) => {
    const { page, goto } = await open();
    await realBackend(page);
    await goto('/settings/user');
    await until(() => page.getByText('o@x.co').count(), 20_000).toBeGreaterThan(0);
    await until(() => page.getByText(LONG_TITLE).count()).toBeGreaterThan(0);
    await expectNoBreakage(page, 'user');

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user details' });
    const lastName = dialog.getByRole('textbox', { name: /^Last name/ });
    // The stored 'O' is left alone (#26.3); another one-letter surname typed is held to the rule.
    await lastName.fill('Q');
    await lastName.blur();
    await until(() => dialog.getByText('Last name is limited to 2 characters').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await lastName.fill('Ok');
    const title = dialog.getByRole('textbox', { name: /^Job title/ });
    // The stored over-long title is left alone too; a changed one is held to the rule.
    await title.fill(`${LONG_TITLE} (acting)`);
    await title.blur();
    await until(() => dialog.getByText('Job title is limited to 50 characters').count()).toBe(1);
    await until(() => dialog.getByText('Last name is limited to 2 characters').count()).toBe(0);
    // Nothing typed is lost.
    expect(await lastName.inputValue()).toBe('Ok');
  });
});
