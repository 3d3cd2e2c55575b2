// Invitations (issue #28): invite with a role, the invitee's pending row, resend, revoke with a confirmation (one
// request per click), a bulk invite with one bad row fixed in place; flag off or getInvitations 404: the
// specification's team page.
import { describe, expect } from 'vitest';
import { settingsPage } from './pages/settings';
import { settingsTargets as t } from './pages/settings.targets';
import { locate } from './pages/targets';
import { toasts } from './pages/shared';
import { seriousAxeViolations } from './support/browser';
import { EXAMPLES_TODAY, expectClean, installClock, until } from './support/expectations';
import { test } from './support/fixture';
import { countWrites, withFlags } from './support/write-count';

const JAMES = 'james.ortiz@brightsmiledental.com';
const NORTHPOINT = 'support@northpoint-it.com';

describe('invitations', () => {
  test('invite with a role, resend, revoke with a confirmation, bulk invite with a row fixed in place', async ({ open }) => {
    // The mock's team with James Ortiz's pending and Northpoint IT's expired invitation.
    const watched = await open({ scenario: 'teamInvitations' });
    const { page, goto } = watched;
    const settings = settingsPage(page);
    // Pending or expired is read against today: the examples' today.
    await installClock(page, { time: EXAMPLES_TODAY });
    await goto('/settings/team');
    await until(() => settings.invitationStatus(JAMES)).toBe('PendingExpires Dec 6, 2026');
    expect(await settings.invitationStatus(NORTHPOINT)).toBe('ExpiredExpired Nov 20, 2026');

    // Invite with a role: Member preselected, Viewer chosen; the request carries it.
    await settings.invite.open();
    const { field, submit } = settings.invite;
    await field('First name').fill('Linh');
    await field('Last name').fill('Nguyen');
    await field('Job title').fill('Practice Manager');
    await field('Email').fill('l.nguyen@brightsmiledental.com');
    const role = locate(settings.invite.form, t.roleSelect);
    expect(await role.inputValue()).toBe('member');
    await role.selectOption({ label: 'Viewer' });
    await submit.click();
    const [invite] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/team')),
      locate(settings.invite.confirmDialog, t.sendInvite).click(),
    ]);
    expect(invite.postDataJSON()).toMatchObject({ access_level: 'viewer', email: 'l.nguyen@brightsmiledental.com' });
    await until(() => toasts(page)).toContain(
      'success: Invite sent, once the invitee accepts the invite they will be added to the team page',
    );
    await until(() => settings.drawer.isOpen()).toBe(false);

    // Resend the expired invitation: one request.
    const resent = await countWrites(page, 'POST', /\/invitations\/[^/]+\/resend$/);
    await settings.rowAction(NORTHPOINT, t.resendInvitationItem);
    await until(() => toasts(page)).toContain(`success: Invitation sent again to ${NORTHPOINT}`);
    expect(resent).toEqual(['/api/accounts/acc-brightsmile/invitations/inv-northpoint/resend']);

    // Revoke asks first; a zero-gap double click on its confirm sends one request.
    const revoked = await countWrites(page, 'DELETE', /\/invitations\/[^/]+$/);
    await settings.rowAction(JAMES, t.revokeInvitationItem);
    await until(() => settings.revokeDialog.isVisible()).toBe(true);
    expect(await settings.revokeDialog.textContent()).toContain(`The invitation link sent to ${JAMES} will stop working`);
    expect(revoked).toEqual([]);
    await locate(settings.revokeDialog, t.confirmRevokeInvitation).dblclick();
    await until(() => toasts(page)).toContain(`success: The invitation to ${JAMES} was revoked`);
    expect(revoked).toEqual(['/api/accounts/acc-brightsmile/invitations/inv-jortiz']);
    await until(() => settings.revokeDialog.count()).toBe(0);

    // Bulk invite: the bad row is refused before anything is sent, fixed in place, then one request.
    const bulk = await countWrites(page, 'POST', /\/invitations$/);
    await settings.bulk.check(
      [
        'email,first name,last name,role',
        'ana.silva@brightsmiledental.com,Ana,Silva,Member',
        'ben.carter@brightsmile-kids,Ben,Carter,Viewer',
        'marcus.bell@brightsmiledental.com,Marcus,Bell,',
      ].join('\n'),
    );
    expect(await settings.bulk.status.textContent()).toBe('1 of 3 rows need a fix before anything is sent.');
    const send = settings.bulk.dialog.getByRole('button', { name: 'Invite 3 users' });
    expect(await send.isDisabled()).toBe(true);
    expect(await settings.bulk.dialog.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await settings.bulk.field('Email', 2).fill('ben.carter@brightsmile-kids.com');
    await until(() => settings.bulk.status.textContent()).toBe('3 rows are ready to invite.');
    await send.dblclick();
    // The mock's example answer: Marcus Bell is on the team already.
    await until(() => settings.bulk.summary.textContent()).toBe('2 invited, 1 failed');
    expect(await settings.bulk.results.textContent()).toContain('marcus.bell@brightsmiledental.com is already a team member.');
    expect(bulk).toEqual(['/api/accounts/acc-brightsmile/invitations']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expectClean(watched);
  });

  test.for([
    ['the flag off', 'flag'],
    ['getInvitations answering 404', '404'],
  ] as const)("%s: the specification's team page", async ([, how], { open }) => {
    const watched = await open({ scenario: 'teamInvitations' });
    const { page, goto } = watched;
    if (how === 'flag') await withFlags(page, { invitations_enabled: false });
    else await page.route('**/api/accounts/*/invitations', (route) => route.fulfill({ status: 404 }));
    const settings = settingsPage(page);
    await goto('/settings/team');
    await until(() => settings.teamNames()).toContain(`${JAMES}Invitation pending`);
    expect(await settings.team.root.getByTestId('invitation-status').count()).toBe(0);
    expect(await locate(page, t.bulkInvite).count()).toBe(0);
    await settings.rowMenu(JAMES).click();
    await until(() => locate(page, t.deleteUserItem).isVisible()).toBe(true);
    expect(await locate(page, t.revokeInvitationItem).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expectClean(watched, how === '404' ? [/status of 404/] : []);
  });
});
