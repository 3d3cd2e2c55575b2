// Roles (issue #28): what a Viewer is offered and told, a role refusal (403 ROLE_REQUIRED) that is not a sign-out,
// an Admin changing a member's role, and the specification's team page with roles off.
import { describe, expect } from 'vitest';
import { settingsPage } from './pages/settings';
import { settingsTargets as t } from './pages/settings.targets';
import { locate } from './pages/targets';
import { pathOf, toasts } from './pages/shared';
import { seriousAxeViolations } from './support/browser';
import { expectClean, until } from './support/expectations';
import { test } from './support/fixture';
import { withFlags } from './support/write-count';

const ROLE_REFUSAL =
  "error: You don't have permission to invite users. This needs the Admin role. Ask an admin of your account to do it or to change your role.";

const headers = (page: import('playwright-core').Page) =>
  settingsPage(page).team.root.getByRole('columnheader').allTextContents();

describe('roles', () => {
  test('a Viewer cannot reach the writes and is told why', async ({ open }) => {
    const watched = await open({ scenario: 'viewerRole' });
    const { page, goto, requests } = watched;
    const settings = settingsPage(page);

    await goto('/settings/team');
    await until(() => settings.teamNames()).toContain('Olivia Grant(you)');
    // The invite button is there, disabled, and its tooltip names the role needed; no row has a menu.
    const invite = locate(page, t.inviteUser);
    expect(await invite.getAttribute('aria-disabled')).toBe('true');
    expect(await settings.roleTip(invite)).toBe('Needs the Admin role');
    await invite.click({ force: true });
    expect(await settings.drawer.isOpen()).toBe(false);
    expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBe(0);

    // A URL cannot open what the page does not offer.
    await goto('/settings/team?panel=inviteUser');
    await until(() => settings.teamNames()).toContain('Olivia Grant(you)');
    expect(await settings.drawer.isOpen()).toBe(false);

    // The audit log, by URL: the page says so inside the layout (the settings tabs stay), not a 404.
    await goto('/settings/audit-log');
    await until(() => settings.noAccess.isVisible()).toBe(true);
    expect(await page.getByText('Needs the Admin role. Ask an admin of your account to change your role.').isVisible()).toBe(
      true,
    );
    expect(await settings.tab('Team').isVisible()).toBe(true);
    expect(await page.getByText('404 | Not found').count()).toBe(0);
    expect(requests.filter((r) => r.includes('/audit-events'))).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The account page: Enforce MFA is read-only with the reason.
    await goto('/settings/account');
    await settings.press(settings.enforceMfa);
    expect(await settings.enforceMfaDialog.count()).toBe(0);
    expect(requests.filter((r) => !r.startsWith('GET '))).toEqual([]);
    expectClean(watched);
  });

  test('a 403 ROLE_REQUIRED on invite is not a sign-out: it says why and keeps every field', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    // The server refuses for the role (the contract's roleRequired example), as after a role change elsewhere.
    await page.route('**/api/accounts/*/team', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=403, example=roleRequired' } })
        : route.fallback(),
    );
    const settings = settingsPage(page);
    await goto('/settings/team?panel=inviteUser');
    await settings.drawer.settled();
    const { field, submit } = settings.invite;
    const typed = {
      'First name': 'Linh',
      'Last name': 'Nguyen',
      'Job title': 'Practice Manager',
      Email: 'l.nguyen@brightsmiledental.com',
    } as const;
    for (const [label, value] of Object.entries(typed)) await field(label as keyof typeof typed).fill(value);
    const alerts = settings.invite.form.getByRole('checkbox', { name: 'Send e-mail alerts' });
    await settings.press(alerts);
    expect(await alerts.isChecked()).toBe(false);
    await submit.click();
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/team')),
      locate(settings.invite.confirmDialog, t.sendInvite).click(),
    ]);
    expect(refused.status()).toBe(403);
    await until(() => toasts(page)).toContain(ROLE_REFUSAL);
    // Still signed in, on the same page, with the drawer open and everything typed.
    expect(pathOf(page)).toBe('/settings/team');
    expect(await settings.drawer.isOpen()).toBe(true);
    for (const [label, value] of Object.entries(typed)) expect(await field(label as keyof typeof typed).inputValue()).toBe(value);
    expect(await alerts.isChecked()).toBe(false);
    expect(await submit.isEnabled()).toBe(true);
    expectClean(watched, [/the server responded with a status of 403/]);
  });

  test("an Admin changes a member's role; demoting themself asks first", async ({ open }) => {
    const watched = await open();
    const { page, goto, requests } = watched;
    const settings = settingsPage(page);
    await goto('/settings/team');
    await until(() => settings.teamNames()).toContain('Priya Raman');
    expect(await headers(page)).toEqual(['Name', 'Email', 'Job title', 'Role', 'MFA', 'Last sign-in', 'Email Alerts', 'Actions']);

    const teamReads = () => requests.filter((r) => r === 'GET /api/accounts/acc-brightsmile/team').length;
    const readsBefore = teamReads();
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/team/usr-praman/info')),
      settings.changeRole('Priya Raman', 'Viewer'),
    ]);
    expect(sent.postDataJSON()).toEqual({ access_level: 'viewer' });
    await until(() => toasts(page)).toContain('success: Priya Raman is now a Viewer');
    await until(() => settings.changeRoleDialog.count()).toBe(0);
    await until(teamReads).toBe(readsBefore + 1);

    // The signed-in Admin demoting themself: a confirmation first; cancelling it sends nothing.
    const writes = () => requests.filter((r) => r.startsWith('POST ')).length;
    const before = writes();
    await settings.changeRole('Maya Okafor', 'Member');
    const confirm = locate(page, t.selfDemotionDialog);
    await until(() => confirm.isVisible()).toBe(true);
    await locate(confirm, t.cancel).click();
    await until(() => confirm.count()).toBe(0);
    expect(writes()).toBe(before);
    expectClean(watched);
  });

  test("roles off: the specification's team page", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    await withFlags(page, { roles_enabled: false });
    const settings = settingsPage(page);
    await goto('/settings/team?access=viewer&mfa=off');
    // Every member (the role filter does not exist without roles), the specification's columns, no filter button.
    await until(() => settings.teamNames()).toHaveLength(8);
    expect(await headers(page)).toEqual(['Name', 'Email', 'Role', 'MFA', 'Email Alerts', 'Actions']);
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    expect(await locate(page, t.inviteUser).getAttribute('aria-disabled')).toBeNull();
    await settings.rowMenu('Marcus Bell').click();
    await until(() => locate(page, t.deleteUserItem).isVisible()).toBe(true);
    expect(await locate(page, t.changeRoleItem).count()).toBe(0);
    expectClean(watched);
  });
});
