/** The Fraud Defense pages: landing (active or not), activation panel, open issues with the Email Threat drawer, configuration. */
import type { Page } from 'playwright-core';
import { until } from '../support/expectations';
import { dataTable, filterPopup, settled, sideDrawer } from './shared';
import { FRAUD_SEVERITIES, FRAUD_STATUSES, fraudDefenseTargets as t } from './fraud-defense.targets';
import { locate } from './targets';

export { DISABLED_TOAST } from './fraud-defense.targets';

export function fraudDefensePage(page: Page) {
  const table = dataTable(page, 'Fraud defense issues');
  const drawer = sideDrawer(page);
  const filters = filterPopup(page);
  const disableDialog = locate(page, t.disableDialog);

  return {
    table,
    drawer,
    filters,
    activeHeading: locate(page, t.activeHeading),
    tabs: locate(page, t.tabs),
    securityTraining: locate(page, t.securityTraining),
    landing: locate(page, t.landing),
    joinNow: locate(page, t.joinNow),
    searchBox: locate(page, t.searchBox),
    groupByCampaign: locate(page, t.groupByCampaign),
    campaignToggle: locate(table.root, t.campaignToggle),
    issueCount: () => locate(page, t.issueCount).textContent(),
    emailBlock: locate(drawer.root, t.emailBlock),
    /** The subject of each rendered row (the subject cell's first line; the second names the finding). */
    subjects: () =>
      table.rows.evaluateAll((list) =>
        list.map((row) => row.querySelectorAll('[role="cell"]')[1]?.querySelector('[data-cell-text]')?.textContent ?? ''),
      ),

    /** Clicks a tab of the active page's tab bar. */
    openTab: (name: 'Open issues' | 'Configuration') =>
      locate(locate(page, t.tabs), name === 'Open issues' ? t.openIssuesTab : t.configurationTab).click(),

    /** 'Join now', then the activation panel is open and settled. */
    async join() {
      await locate(page, t.joinNow).click();
      await drawer.settled();
      await until(() => locate(drawer.root, t.activationPanel).isVisible()).toBe(true);
    },
    activation: {
      option: (name: 'Microsoft' | 'Google') => locate(drawer.root, name === 'Microsoft' ? t.microsoft : t.google),
      note: locate(drawer.root, t.activationNote),
      continueButton: locate(drawer.root, t.continueButton),
      /** Picks the e-mail service (the radio inputs are visually hidden: click the label). */
      async choose(name: 'Microsoft' | 'Google') {
        await drawer.root.getByText(name, { exact: true }).click();
        await until(() => locate(drawer.root, name === 'Microsoft' ? t.microsoft : t.google).isChecked()).toBe(true);
        // Continue fades from disabled to enabled: axe's colour check needs it settled.
        await settled(locate(drawer.root, t.continueButton));
      },
    },

    /** Waits for the table to show its first row. */
    ready: () => until(() => table.rows.count().then((n) => n > 0)).toBe(true),
    /** Types in the search box and waits for the debounced text to reach the URL. */
    async search(text: string) {
      await locate(page, t.searchBox).fill(text);
      await until(() => new URL(page.url()).searchParams.get('q')).toBe(text);
    },
    /** Opens the filter popup, ticks exactly the given statuses and severities, and applies. */
    async applyFilters(choice: { status: readonly string[]; severity?: readonly string[] }) {
      await filters.open();
      await filters.tick(FRAUD_STATUSES, choice.status);
      if (choice.severity) await filters.tick(FRAUD_SEVERITIES, choice.severity);
      await filters.apply();
    },
    /** Opens the row with this subject and waits for the drawer to settle. */
    async open(subject: string) {
      await table.rows.filter({ hasText: subject }).first().click();
      await drawer.settled();
    },

    configuration: {
      root: locate(page, t.configuration),
      enabled: locate(page, t.enabledToggle),
      dialog: disableDialog,
      /** Turns the toggle off (click the label: the input is visually hidden) and waits for the confirmation. */
      async turnOff() {
        await locate(page, t.configuration).getByText('Enabled', { exact: true }).click();
        await until(() => disableDialog.isVisible()).toBe(true);
        await settled(disableDialog);
      },
      confirm: () => locate(disableDialog, t.confirmDisable).click(),
      cancel: () => locate(disableDialog, t.cancel).click(),
    },
  };
}
