/** The settings pages: account (domains, enforce MFA), user (edit details, MFA, dark mode), team (table, invite). */
import type { Locator, Page } from 'playwright-core';
import { until } from '../support/expectations';
import { dataTable, settled, sideDrawer } from './shared';
import { settingsTargets as t } from './settings.targets';
import { locate, type Target } from './targets';

export function settingsPage(page: Page) {
  const drawer = sideDrawer(page);
  const team = dataTable(page, 'Team members');
  const audit = dataTable(page, 'Audit events');
  const inviteForm = locate(drawer.root, t.inviteForm);
  const domainList = locate(page, t.domainList);
  const dialog = (target: Target) => locate(page, target);

  return {
    drawer,
    team,
    /** A domain row's state: locked, deletable or inProcess. */
    domainState: (domain: string) => domainList.locator('li', { hasText: domain }).getAttribute('data-domain-state'),
    domainRow: (domain: string) => domainList.locator('li', { hasText: domain }),
    domainsGroup: locate(page, t.domainsGroup),
    async removeDomain(domain: string) {
      await page.getByRole('button', { name: `Remove ${domain}` }).click();
      const confirm = dialog(t.removeDomainDialog);
      await locate(confirm, t.confirmRemoveDomain).click();
      await until(() => confirm.count()).toBe(0);
    },

    enforceMfa: locate(page, t.enforceMfa),
    enforceMfaDialog: dialog(t.enforceMfaDialog),
    /** Switches Enforce MFA on by keyboard (the switch's input is visually hidden) and waits for the dialog. */
    async askToEnforceMfa() {
      await this.enforceMfa.focus();
      await page.keyboard.press('Space');
      await until(() => this.enforceMfaDialog.isVisible()).toBe(true);
      await settled(this.enforceMfaDialog);
    },

    editUserDialog: dialog(t.editUserDialog),
    /** A field of the edit-user dialog. */
    editField: (label: 'First name' | 'Last name' | 'Job title') =>
      locate(page, t.editUserDialog).getByRole('textbox', { name: label }),
    saveUser: locate(dialog(t.editUserDialog), t.saveUser),
    async openEditUser() {
      await locate(page, t.editUser).click();
      await until(() => this.editUserDialog.isVisible()).toBe(true);
      await settled(this.editUserDialog);
    },
    enableMfa: locate(page, t.enableMfa),
    /** Flips a settings switch by keyboard (its input is visually hidden). */
    async press(toggle: Locator) {
      await toggle.focus();
      await page.keyboard.press('Space');
    },
    darkMode: locate(page, t.darkMode),

    tab: (name: 'Account' | 'User' | 'Team' | 'Audit log') =>
      locate(page, { Account: t.accountTab, User: t.userTab, Team: t.teamTab, 'Audit log': t.auditTab }[name]),
    teamSearch: locate(page, t.teamSearch),
    teamNames: () => team.columnTexts(0),
    sortBy: (column: string) =>
      team.root
        .getByRole('columnheader', { name: new RegExp(`^${column}`) })
        .getByRole('button')
        .click(),
    rowMenu: (name: string) => page.getByRole('button', { name: `Actions for ${name}` }),
    deleteUserDialog: dialog(t.deleteUserDialog),

    audit: {
      table: audit,
      tab: locate(page, t.auditTab),
      search: locate(page, t.auditSearch),
      count: locate(page, t.auditCount),
      details: locate(drawer.root, t.auditDetails),
      changes: locate(locate(drawer.root, t.auditDetails), t.auditChanges),
      /** The actions in words over the rendered rows, newest first. */
      actions: () => audit.columnTexts(0),
      /** Opens an event in the drawer by clicking its row. */
      async open(eventId: string) {
        await audit.row(eventId).click();
        await drawer.settled();
      },
    },

    noAccess: locate(page, t.noAccess),
    /** The tooltip a control the role cannot use shows on hover. */
    async roleTip(control: Locator) {
      await control.hover();
      const tip = locate(page, t.roleTip);
      await until(() => tip.isVisible()).toBe(true);
      return tip.textContent();
    },
    changeRoleDialog: dialog(t.changeRoleDialog),
    /** 'Change role' from the member's row menu, the role picked, sent; waits for the dialog to close. */
    async changeRole(name: string, role: 'Admin' | 'Member' | 'Viewer') {
      await this.rowMenu(name).click();
      await locate(page, t.changeRoleItem).click();
      const roleDialog = this.changeRoleDialog;
      await until(() => roleDialog.isVisible()).toBe(true);
      await settled(roleDialog);
      await locate(roleDialog, t.roleSelect).selectOption({ label: role });
      await locate(roleDialog, t.confirmChangeRole).click();
    },

    /** An invitee's row status ('PendingExpires Dec 6, 2026'), by the name the row shows. */
    invitationStatus: (name: string) =>
      team.root.getByRole('row').filter({ hasText: name }).getByTestId('invitation-status').textContent(),
    /** Picks an item of a row's menu, once the menu shows it. */
    async rowAction(name: string, item: Target) {
      await this.rowMenu(name).click();
      const action = locate(page, item);
      await until(() => action.isVisible()).toBe(true);
      await action.click();
    },
    revokeDialog: dialog(t.revokeInvitationDialog),
    bulk: {
      dialog: dialog(t.bulkInviteDialog),
      field: (label: 'Email' | 'First name' | 'Last name' | 'Role', row: number) =>
        dialog(t.bulkInviteDialog).getByRole('textbox', { name: `${label}, row ${row}` }),
      status: locate(dialog(t.bulkInviteDialog), t.bulkStatus),
      summary: locate(dialog(t.bulkInviteDialog), t.bulkSummary),
      results: locate(dialog(t.bulkInviteDialog), t.bulkResults),
      /** Opens 'Bulk invite', pastes the CSV and checks its rows. */
      async check(csv: string) {
        await locate(page, t.bulkInvite).click();
        await until(() => this.dialog.isVisible()).toBe(true);
        await settled(this.dialog);
        await locate(this.dialog, t.bulkCsv).fill(csv);
        await locate(this.dialog, t.bulkCheckRows).click();
        await until(() => this.status.isVisible()).toBe(true);
      },
    },
    invite: {
      form: inviteForm,
      field: (label: 'First name' | 'Last name' | 'Job title' | 'Email') => inviteForm.getByRole('textbox', { name: label }),
      submit: locate(inviteForm, t.submitInvite),
      confirmDialog: dialog(t.sendInviteDialog),
      async open() {
        await locate(page, t.inviteUser).click();
        await drawer.settled();
      },
    },
  };
}
