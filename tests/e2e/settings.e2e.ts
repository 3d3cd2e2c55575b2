import { describe, expect } from 'vitest';
import { settingsPage } from './pages/settings';
import { shellPage } from './pages/shell';
import { discardPrompt, settled, toasts } from './pages/shared';
import { seriousAxeViolations } from './support/browser';
import { test } from './support/fixture';
import { expectClean, installClock, SCRIPTED_500, searchParam, until, untilWithClock } from './support/expectations';
import { endSessionOnNext, keptForms } from './support/session-server';
import { countWrites, withFlags } from './support/write-count';
import { settingsTargets as t } from './pages/settings.targets';
import { locate } from './pages/targets';

const MEMBERS_BY_NAME = [
  'Daniel Reyes',
  'Kenji Watanabe',
  'Marcus Bell',
  'Maya Okafor(you)',
  'Olivia Grant',
  'Priya Raman',
  'Sofia Alvarez',
  // An invitee (is_active false) shows their invitation: the mock's is expired (invitations_enabled, issue #28).
  'support@northpoint-it.comExpiredExpired Nov 20, 2026',
];

describe('settings', () => {
  test('invites a user: validation on blur, the confirmation, the toast and a refreshed team', async ({ open }) => {
    const watched = await open();
    const { page, goto, requests } = watched;
    const settings = settingsPage(page);
    await goto('/settings/team');
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    await settings.invite.open();
    const { field, submit } = settings.invite;
    expect(await submit.isDisabled()).toBe(true);

    await field('First name').fill('L');
    await field('First name').blur();
    await until(() => settings.invite.form.textContent()).toContain('First name is limited to 2 characters');
    await field('Email').fill('l..nguyen@brightsmiledental');
    await field('Email').blur();
    await until(() => settings.invite.form.textContent()).toContain('Invalid email address');
    expect(await submit.isDisabled()).toBe(true);

    await field('First name').fill('Linh');
    await field('Last name').fill('Nguyen');
    await field('Job title').fill('Practice Manager');
    await field('Email').fill('l.nguyen@brightsmiledental.com');
    await until(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await until(() => settings.invite.confirmDialog.isVisible()).toBe(true);
    expect(await settings.invite.confirmDialog.textContent()).toContain('Linh Nguyen');
    const teamReads = () => requests.filter((r) => r === 'GET /api/accounts/acc-brightsmile/team').length;
    const readsBefore = teamReads();
    const [invite] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/team')),
      locate(settings.invite.confirmDialog, t.sendInvite).click(),
    ]);
    expect(invite.postDataJSON()).toEqual({
      first_name: 'Linh',
      last_name: 'Nguyen',
      job_title: 'Practice Manager',
      email: 'l.nguyen@brightsmiledental.com',
      enable_email_notification: true,
      // The mock's default scenario has roles on: the form's role picker starts on Member (roles off send 'admin',
      // the specification's value: member-form.test.ts and the InviteDrawer 'Submitting' story).
      access_level: 'member',
      enable_mfa: true,
    });
    await until(() => toasts(page)).toContain(
      'success: Invite sent, once the invitee accepts the invite they will be added to the team page',
    );
    await until(() => settings.drawer.isOpen()).toBe(false);
    await until(teamReads).toBe(readsBefore + 1);
    expectClean(watched);
  });

  test('keeps what was typed when the invite fails', async ({ open }) => {
    const { page, goto } = await open();
    await page.route('**/api/accounts/*/team', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    const settings = settingsPage(page);
    await goto('/settings/team?panel=inviteUser');
    await settings.drawer.settled();
    const { field, submit } = settings.invite;
    await field('First name').fill('Linh');
    await field('Last name').fill('Nguyen');
    await field('Job title').fill('Practice Manager');
    await field('Email').fill('l.nguyen@brightsmiledental.com');
    await submit.click();
    await locate(settings.invite.confirmDialog, t.sendInvite).click();
    await until(() => toasts(page)).toContain('error: Failed to invite user');
    expect(await field('Email').inputValue()).toBe('l.nguyen@brightsmiledental.com');
    expect(await field('First name').inputValue()).toBe('Linh');
  });

  test('removes a domain through process polling', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    // The process list names the domain (the contract's domainDeleting answer) for the first two reads after the
    // DELETE: the row shows 'Removing…' meanwhile.
    let deleted = false;
    let readsAfterDelete = 0;
    await page.route('**/api/accounts/*/domains/*', (route) => {
      if (route.request().method() === 'DELETE') deleted = true;
      return route.continue();
    });
    await page.route('**/api/accounts/*/user-inputs/in-progress', (route) => {
      if (!deleted || ++readsAfterDelete > 2) return route.continue();
      return route.continue({ headers: { ...route.request().headers(), prefer: 'example=domainDeleting' } });
    });
    const settings = settingsPage(page);
    await goto('/settings/account');
    await until(() => settings.domainState('smilecare-portal.net')).toBe('deletable');
    expect(await settings.domainState('brightsmiledental.com')).toBe('locked');
    await settings.removeDomain('smilecare-portal.net');
    await until(() => settings.domainState('smilecare-portal.net')).toBe('inProcess');
    // The confirmed row's remove button is gone: focus waits on the domain list rather than falling to the page.
    await until(() => settings.domainsGroup.evaluate((el) => el === document.activeElement)).toBe(true);
    // The page's clock from here on (after the dialog's exit animation: a fake clock's frames can miss it): the
    // polls after the next one are stepped, not waited for.
    await installClock(page);
    await untilWithClock(page, () => toasts(page)).toContain('success: Domains were successfully deleted');
    expect(readsAfterDelete).toBeGreaterThanOrEqual(3);
    expectClean(watched);
  });

  test('enforces MFA through the confirmation and refreshes the team MFA column', async ({ open }) => {
    const { page, goto, requests } = await open();
    const settings = settingsPage(page);
    await goto('/settings/account');
    expect(await settings.enforceMfa.isChecked()).toBe(false);
    // Escape cancels and changes nothing.
    await settings.askToEnforceMfa();
    await page.keyboard.press('Escape');
    await until(() => settings.enforceMfaDialog.count()).toBe(0);
    await until(() => settings.enforceMfa.isChecked()).toBe(false);
    await until(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Enforce MFA');

    await settings.tab('Team').click();
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    await settings.tab('Account').click();
    const teamReads = () => requests.filter((r) => r === 'GET /api/accounts/acc-brightsmile/team').length;
    const teamReadsBefore = teamReads();
    await settings.askToEnforceMfa();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [enforce] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/mfa/enforce')),
      settings.enforceMfaDialog.getByRole('button', { name: 'Enforce MFA' }).click(),
    ]);
    expect(enforce.postDataJSON()).toEqual({ enable: true });
    await until(() => settings.enforceMfaDialog.count()).toBe(0);
    expect(await settings.enforceMfa.isChecked()).toBe(true);
    // The team list is cached for the session; enforcing MFA makes its MFA column stale, so it is read again.
    await settings.tab('Team').click();
    await until(teamReads).toBe(teamReadsBefore + 1);
  });

  test('edits the user details with the §5 rules; Escape cancels and focus returns', async ({ open }) => {
    const { page, goto } = await open();
    const settings = settingsPage(page);
    await goto('/settings/user');
    await settings.openEditUser();
    const dialog = settings.editUserDialog;
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await until(() => dialog.count()).toBe(0);
    await until(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Edit');

    await settings.openEditUser();
    const title = dialog.getByRole('textbox', { name: 'Job title' });
    await title.fill('x'.repeat(51));
    await title.blur();
    await until(() => dialog.textContent()).toContain('Job title is limited to 50 characters');
    await title.fill('Head of IT & Security');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() !== 'GET' && /\/users?\//.test(new URL(r.url()).pathname)),
      dialog.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ job_title: 'Head of IT & Security' });
    await until(() => toasts(page)).toContain('success: Your details were saved');
  });

  test('dark mode on the user tab and the header toggle are one setting, saved to the server and kept over a reload', async ({
    open,
  }) => {
    const { page, goto } = await open({ theme: 'light' });
    const settings = settingsPage(page);
    const shell = shellPage(page);
    const appearanceSent = () => page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/users/appearance_mode'));
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await goto('/settings/user');
    expect(await settings.darkMode.isChecked()).toBe(false);
    expect(await shell.headerMode()).toBe('light');

    // The settings switch turns the whole console dark, the header's toggle with it, and tells the server.
    const [toDark] = await Promise.all([appearanceSent(), settings.press(settings.darkMode)]);
    expect(toDark.postDataJSON()).toEqual({ data: { appearance: 'dark' } });
    await until(dark).toBe(true);
    await until(() => shell.headerMode()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => settings.darkMode.isChecked()).toBe(true);
    expect(await shell.headerMode()).toBe('dark');
    expect(await dark()).toBe(true);

    // And back from the header: the settings switch follows.
    const [toLight] = await Promise.all([appearanceSent(), shell.switchToLightMode()]);
    expect(toLight.postDataJSON()).toEqual({ data: { appearance: 'light' } });
    await until(() => settings.darkMode.isChecked()).toBe(false);
    expect(await dark()).toBe(false);
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => shell.headerMode()).toBe('light');
    expect(await settings.darkMode.isChecked()).toBe(false);
    expect(await dark()).toBe(false);
  });

  test('switching Enable MFA on applies at once, without a dialog, and signs in again', async ({ open }) => {
    const { page, goto } = await open();
    await page.route('**/api/accounts/*/mfa', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { mfa_active: false } }) : route.fallback(),
    );
    const settings = settingsPage(page);
    await goto('/settings/user');
    expect(await settings.enableMfa.isChecked()).toBe(false);
    let dialogsWhenSent = -1;
    await page.route('**/api/accounts/*/mfa', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      dialogsWhenSent = await page.locator('[role="dialog"], [role="alertdialog"]').count();
      return route.continue();
    });
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/mfa')),
      settings.press(settings.enableMfa),
    ]);
    expect(request.postDataJSON()).toEqual({ active: true, redirect_to_login: true, return_endpoint: '/settings/user' });
    await until(() => new URL(page.url()).pathname).toBe('/auth/login');
    expect(new URL(page.url()).searchParams.get('return_endpoint')).toBe('/settings/user');
    expect(dialogsWhenSent).toBe(0);
  });

  test('reads the team once: switching tabs and back shows the cached list', async ({ open }) => {
    const { page, goto, requests } = await open();
    const settings = settingsPage(page);
    const teamReads = () => requests.filter((r) => r === 'GET /api/accounts/acc-brightsmile/team').length;
    await goto('/settings/team');
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    for (const tab of ['Account', 'User', 'Team', 'Account', 'Team'] as const) {
      // Hovering first also runs the route's preload, as a user's pointer does.
      await settings.tab(tab).hover();
      await settings.tab(tab).click();
      await until(() => new URL(page.url()).pathname).toBe(`/settings/${tab.toLowerCase()}`);
    }
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    expect(teamReads()).toBe(1);
  });

  test('sorts and searches the team in the URL; the own row cannot be deleted, others behind the dialog', async ({ open }) => {
    const { page, goto } = await open();
    const settings = settingsPage(page);
    await goto('/settings/team');
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    await settings.sortBy('Name');
    await until(() => settings.teamNames()).toEqual([...MEMBERS_BY_NAME].reverse());
    expect(searchParam(page, 'dir')).toBe('desc');
    await settings.teamSearch.fill('finance');
    await until(() => settings.teamNames()).toEqual(['Marcus Bell']);
    await until(() => searchParam(page, 'q')).toBe('finance');
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => settings.teamNames()).toEqual(['Marcus Bell']);
    expect(await settings.teamSearch.inputValue()).toBe('finance');
    await settings.teamSearch.fill('');

    await settings.rowMenu('Maya Okafor').click();
    const own = locate(page, t.deleteUserItem);
    await until(() => own.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await settings.rowMenu('Marcus Bell').click();
    await locate(page, t.deleteUserItem).click();
    await until(() => settings.deleteUserDialog.isVisible()).toBe(true);
    await settled(settings.deleteUserDialog);
    expect(await settings.deleteUserDialog.textContent()).toContain('Marcus Bell');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await settings.deleteUserDialog.getByRole('button', { name: 'Cancel' }).click();
    await until(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Actions for Marcus Bell');
  });

  test('is axe clean in both themes with the invite drawer open', async ({ open }) => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, goto } = await open({ theme });
      const settings = settingsPage(page);
      await goto('/settings/team?panel=inviteUser');
      await settings.drawer.settled();
      await settings.invite.submit.focus();
      await settings.invite.field('Email').fill('not-an-email');
      await settings.invite.field('Email').blur();
      await until(() => settings.invite.form.textContent()).toContain('Invalid email address');
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});

const INVITEE = {
  'First name': 'Linh',
  'Last name': 'Nguyen',
  'Job title': 'Practice Manager',
  Email: 'l.nguyen@brightsmiledental.com',
};

describe('#26 settings audit', () => {
  test('#26.7 the invite drawer puts focus on its first field', async ({ open }) => {
    const { page, goto } = await open();
    const settings = settingsPage(page);
    await goto('/settings/team');
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    await settings.invite.open();
    await until(() => settings.invite.field('First name').evaluate((el) => el === document.activeElement)).toBe(true);
    // Opened from the URL too.
    await goto('/settings/team?panel=inviteUser');
    await settings.drawer.settled();
    await until(() => settings.invite.field('First name').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('#26.7 clicking anywhere on a sortable header cell sorts, keyboard and aria-sort unchanged', async ({ open }) => {
    const { page, goto } = await open();
    const settings = settingsPage(page);
    await goto('/settings/team');
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    const header = (name: string) => settings.team.root.getByRole('columnheader', { name, exact: true });
    // The right end of the Email header cell, well away from its label.
    const box = (await header('Email').boundingBox())!;
    await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
    await until(() => header('Email').getAttribute('aria-sort')).toBe('ascending');
    expect(searchParam(page, 'sort')).toBe('email');
    await page.mouse.click(box.x + box.width - 6, box.y + box.height - 3);
    await until(() => header('Email').getAttribute('aria-sort')).toBe('descending');
    // The header's button still takes the keyboard.
    await header('Name').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await until(() => header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('Email').getAttribute('aria-sort')).toBe('none');
  });

  test("#26.6 a 409 on invite shows the server's reason, and keeps what was typed", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    await page.route('**/api/accounts/*/team', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=409' } })
        : route.fallback(),
    );
    const settings = settingsPage(page);
    await goto('/settings/team?panel=inviteUser');
    await settings.drawer.settled();
    for (const [label, value] of Object.entries(INVITEE)) await settings.invite.field(label as keyof typeof INVITEE).fill(value);
    await settings.invite.submit.click();
    await locate(settings.invite.confirmDialog, t.sendInvite).click();
    await until(() => toasts(page)).toContain('error: l.nguyen@brightsmiledental.com is already a team member.');
    expect(await toasts(page)).not.toContain('error: Failed to invite user');
    expect(await settings.invite.field('Email').inputValue()).toBe(INVITEE.Email);
    expectClean(watched, [/status of 409/]);
  });

  test("#26.4 Escape, an outside click, the close button and browser back on a changed invite form ask 'Discard changes?'", async ({
    open,
  }) => {
    const { page, goto } = await open();
    const settings = settingsPage(page);
    const prompt = discardPrompt(page);
    await goto('/settings/team');
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);

    // Nothing typed: Escape closes at once.
    await settings.invite.open();
    await page.keyboard.press('Escape');
    await until(() => settings.drawer.isOpen()).toBe(false);
    expect(await prompt.isShown()).toBe(false);

    await settings.invite.open();
    await settings.invite.field('Job title').fill('Practice Manager');
    // Escape asks; keeping on editing keeps the drawer and the value, and focus in the field.
    await page.keyboard.press('Escape');
    await until(() => prompt.isShown()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await prompt.keepEditing();
    expect(await settings.drawer.isOpen()).toBe(true);
    expect(await settings.invite.field('Job title').inputValue()).toBe('Practice Manager');
    await until(() => settings.invite.field('Job title').evaluate((el) => el === document.activeElement)).toBe(true);
    // A click outside the drawer asks.
    await page.mouse.click(40, 450);
    await until(() => prompt.isShown()).toBe(true);
    await prompt.keepEditing();
    // Browser back (the drawer's entry) asks.
    await page.goBack();
    await until(() => prompt.isShown()).toBe(true);
    await prompt.keepEditing();
    expect(searchParam(page, 'panel')).toBe('inviteUser');
    expect(await settings.invite.field('Job title').inputValue()).toBe('Practice Manager');
    // The close button asks; discarding closes and drops the changes.
    await settings.drawer.close();
    await prompt.discard();
    await until(() => settings.drawer.isOpen()).toBe(false);
    expect(searchParam(page, 'panel')).toBeUndefined();
    await settings.invite.open();
    expect(await settings.invite.field('Job title').inputValue()).toBe('');
  });

  test("#26.4 the edit-user dialog asks 'Discard changes?' before Escape, an outside click, Cancel or a route change drop the changes", async ({
    open,
  }) => {
    const { page, goto } = await open();
    const settings = settingsPage(page);
    const prompt = discardPrompt(page);
    await goto('/settings/user');
    // Unchanged: Cancel closes without asking, Save waits for a change.
    await settings.openEditUser();
    expect(await settings.saveUser.isDisabled()).toBe(true);
    await locate(settings.editUserDialog, t.cancel).click();
    await until(() => settings.editUserDialog.count()).toBe(0);
    expect(await prompt.isShown()).toBe(false);

    await settings.openEditUser();
    await settings.editField('Job title').fill('Head of IT & Security');
    for (const dismiss of [
      () => page.keyboard.press('Escape'),
      () => page.mouse.click(10, 10),
      () => locate(settings.editUserDialog, t.cancel).click(),
    ]) {
      await dismiss();
      await until(() => prompt.isShown()).toBe(true);
      await prompt.keepEditing();
      expect(await settings.editField('Job title').inputValue()).toBe('Head of IT & Security');
    }
    // A route change (browser back to the previous page) asks too.
    await page.keyboard.press('Escape');
    await prompt.discard();
    await until(() => settings.editUserDialog.count()).toBe(0);
    await settings.tab('Account').click();
    await until(() => new URL(page.url()).pathname).toBe('/settings/account');
    await settings.tab('User').click();
    await until(() => new URL(page.url()).pathname).toBe('/settings/user');
    await settings.openEditUser();
    await settings.editField('First name').fill('Maya-Lee');
    await page.goBack();
    await until(() => prompt.isShown()).toBe(true);
    await prompt.keepEditing();
    expect(new URL(page.url()).pathname).toBe('/settings/user');
    await page.keyboard.press('Escape');
    await prompt.discard();
    await until(() => settings.editUserDialog.count()).toBe(0);
    await until(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Edit');
  });

  test("#25 a user whose stored surname is 'O' changes only the job title and saves it", async ({ open }) => {
    const { page, goto } = await open();
    await page.route('**/api/login-data', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, user: { ...body.user, last_name: 'O' } } });
    });
    const settings = settingsPage(page);
    await goto('/settings/user');
    await settings.openEditUser();
    expect(await settings.editField('Last name').inputValue()).toBe('O');
    await settings.editField('Job title').fill('Head of IT');
    await until(() => settings.saveUser.isEnabled()).toBe(true);
    expect(await settings.editUserDialog.textContent()).not.toContain('limited to');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/users/info')),
      settings.saveUser.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ job_title: 'Head of IT' });
    await until(() => toasts(page)).toContain('success: Your details were saved');
  });

  test('#26.2 a re-login on Send invite brings the typed invite back into the drawer', async ({ open }) => {
    const { page, goto } = await open();
    await endSessionOnNext(page, '**/api/accounts/*/team', 'POST');
    const settings = settingsPage(page);
    await goto('/settings/team?panel=inviteUser');
    await settings.drawer.settled();
    for (const [label, value] of Object.entries(INVITEE)) await settings.invite.field(label as keyof typeof INVITEE).fill(value);
    await settings.invite.submit.click();
    await locate(settings.invite.confirmDialog, t.sendInvite).click();
    await until(() => new URL(page.url()).pathname).toBe('/auth/login');
    expect(new URL(page.url()).searchParams.get('return_endpoint')).toBe('/settings/team?panel=inviteUser');
    expect((await keptForms(page)).forms).toEqual(['stance.formDraft.inviteUser:acc-brightsmile']);
    await shellPage(page).signInAgain();
    await settings.drawer.settled();
    for (const [label, value] of Object.entries(INVITEE)) {
      expect(await settings.invite.field(label as keyof typeof INVITEE).inputValue()).toBe(value);
    }
    // Taken back once: a later reload starts empty.
    expect((await keptForms(page)).forms).toEqual([]);
  });

  test('#26.2 a re-login on Save brings the edit-user dialog back with what was typed', async ({ open }) => {
    const { page, goto } = await open();
    await endSessionOnNext(page, '**/api/accounts/*/users/info', 'POST');
    const settings = settingsPage(page);
    await goto('/settings/user');
    await settings.openEditUser();
    await settings.editField('Job title').fill('Head of IT & Security');
    await settings.saveUser.click();
    await shellPage(page).signInAgain();
    await until(() => settings.editUserDialog.isVisible()).toBe(true);
    await until(() => settings.editField('Job title').inputValue()).toBe('Head of IT & Security');
    expect(await settings.editField('First name').inputValue()).toBe('Maya');
  });

  test('#26.3 a failed progress read unmarks the domain: a toast, its remove button back, nothing stuck after a tab switch, a retry works', async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto } = watched;
    let deletes = 0;
    let failNextRead = false;
    await page.route('**/api/accounts/*/domains/*', (route) => {
      if (route.request().method() === 'DELETE') failNextRead = ++deletes === 1;
      return route.fallback();
    });
    await page.route('**/api/accounts/*/user-inputs/in-progress', (route) => {
      if (!failNextRead) return route.fallback();
      failNextRead = false;
      return route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } });
    });
    const settings = settingsPage(page);
    await goto('/settings/account');
    await until(() => settings.domainState('smilecare-portal.net')).toBe('deletable');
    await settings.removeDomain('smilecare-portal.net');
    await until(() => toasts(page)).toContain('error: Service is not available, please try again later');
    await until(() => settings.domainState('smilecare-portal.net')).toBe('deletable');
    await settings.tab('Team').click();
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    await settings.tab('Account').click();
    await until(() => settings.domainState('smilecare-portal.net')).toBe('deletable');
    // The retry goes through.
    await settings.removeDomain('smilecare-portal.net');
    await until(() => toasts(page), 20_000).toContain('success: Domains were successfully deleted');
    expect(deletes).toBe(2);
    expectClean(watched, [SCRIPTED_500]);
  });
});

describe('#26.5 one click, one request: a zero-gap double click on every settings confirm', () => {
  test('#26.5 Send invite', async ({ open }) => {
    const { page, goto } = await open();
    const sent = await countWrites(page, 'POST', '/team');
    const settings = settingsPage(page);
    await goto('/settings/team?panel=inviteUser');
    await settings.drawer.settled();
    for (const [label, value] of Object.entries(INVITEE)) await settings.invite.field(label as keyof typeof INVITEE).fill(value);
    await settings.invite.submit.dblclick();
    const confirm = locate(settings.invite.confirmDialog, t.sendInvite);
    await settled(settings.invite.confirmDialog);
    await confirm.dblclick();
    await until(() => toasts(page)).toContain(
      'success: Invite sent, once the invitee accepts the invite they will be added to the team page',
    );
    expect(sent).toHaveLength(1);
  });

  test('#26.5 Delete user', async ({ open }) => {
    const { page, goto } = await open();
    const sent = await countWrites(page, 'DELETE', /\/team\/[^/]+$/);
    await withFlags(page, { delete_user_enabled: true });
    const settings = settingsPage(page);
    await goto('/settings/team');
    await until(() => settings.teamNames()).toEqual(MEMBERS_BY_NAME);
    await settings.rowMenu('Marcus Bell').click();
    await locate(page, t.deleteUserItem).click();
    await settled(settings.deleteUserDialog);
    await settings.deleteUserDialog.getByRole('button', { name: 'Delete user' }).dblclick();
    await until(() => toasts(page)).toContain('success: Marcus Bell was removed from the team');
    expect(sent).toHaveLength(1);
  });

  test('#26.5 Enforce MFA', async ({ open }) => {
    const { page, goto } = await open();
    const sent = await countWrites(page, 'POST', '/mfa/enforce');
    const settings = settingsPage(page);
    await goto('/settings/account');
    await settings.askToEnforceMfa();
    await settings.enforceMfaDialog.getByRole('button', { name: 'Enforce MFA' }).dblclick();
    await until(() => settings.enforceMfaDialog.count()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  test('#26.5 Delete account', async ({ open }) => {
    const { page, goto } = await open();
    const sent = await countWrites(page, 'DELETE', /^\/api\/accounts\/[^/]+$/);
    await withFlags(page, { delete_account_enabled: true });
    await goto('/settings/account');
    await locate(page, t.deleteAccount).click();
    const dialog = locate(page, t.deleteAccountDialog);
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Delete account' }).dblclick();
    await until(() => sent.length).toBe(1);
    await until(() => new URL(page.url()).pathname).not.toBe('/settings/account');
    expect(sent).toHaveLength(1);
  });

  test('#26.5 Remove domain', async ({ open }) => {
    const { page, goto } = await open();
    const sent = await countWrites(page, 'DELETE', /\/domains\/[^/]+$/);
    const settings = settingsPage(page);
    await goto('/settings/account');
    await until(() => settings.domainState('smilecare-portal.net')).toBe('deletable');
    await page.getByRole('button', { name: 'Remove smilecare-portal.net' }).click();
    const dialog = locate(page, t.removeDomainDialog);
    await settled(dialog);
    await locate(dialog, t.confirmRemoveDomain).dblclick();
    await until(() => toasts(page), 20_000).toContain('success: Domains were successfully deleted');
    expect(sent).toHaveLength(1);
  });

  test('#26.5 Disable MFA and Reset MFA', async ({ open }) => {
    const { page, goto } = await open();
    const disables = await countWrites(page, 'POST', '/mfa');
    const resets = await countWrites(page, 'POST', '/mfa/reset');
    const settings = settingsPage(page);
    await goto('/settings/user');
    await settings.press(settings.enableMfa);
    const disable = locate(page, t.disableMfaDialog);
    await settled(disable);
    await disable.getByRole('button', { name: 'Disable MFA' }).dblclick();
    await until(() => disable.count()).toBe(0);
    await locate(page, t.resetMfa).click();
    const reset = locate(page, t.resetMfaDialog);
    await settled(reset);
    await reset.getByRole('button', { name: 'Reset MFA' }).dblclick();
    await until(() => toasts(page)).toContain('success: MFA was reset. You will set it up again at your next sign-in.');
    expect(disables).toHaveLength(1);
    expect(resets).toHaveLength(1);
  });

  test('#26.5 Save in the edit-user dialog', async ({ open }) => {
    const { page, goto } = await open();
    const sent = await countWrites(page, 'POST', '/users/info');
    const settings = settingsPage(page);
    await goto('/settings/user');
    await settings.openEditUser();
    await settings.editField('Job title').fill('Head of IT & Security');
    await settings.saveUser.dblclick();
    await until(() => toasts(page)).toContain('success: Your details were saved');
    expect(sent).toHaveLength(1);
  });

  test('#26.5 Enable MFA in the dialog an enforcing account forces', async ({ open }) => {
    const { page, goto } = await open({ scenario: 'mfaEnforced' });
    const sent = await countWrites(page, 'POST', '/mfa');
    await goto('/settings/account');
    const dialog = locate(page, t.enableMfaDialog);
    await until(() => dialog.isVisible()).toBe(true);
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Enable MFA' }).dblclick();
    await until(() => new URL(page.url()).pathname).toBe('/auth/login');
    expect(sent).toHaveLength(1);
  });
});
