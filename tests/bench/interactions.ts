/**
 * The interactions issue #30 holds to its latency targets, as a user does them in the production build: each brings
 * the page to where it starts (`ready`), does it and waits for its result (`act`), and undoes it (`undo`) so the next
 * run starts the same way. Shared by the latency benchmark (interactions-bench.ts) and the profiler
 * (profile-interactions.ts).
 */
import type { Locator, Page } from 'playwright-core';

export interface Interaction {
  label: string;
  path: string;
  /** The mock's named example set the page runs under (the default set when absent). */
  scenario?: string;
  /** Brings the page to where the interaction starts (waits for the data). */
  ready: (page: Page) => Promise<void>;
  /** The interaction itself; resolves once its result shows. */
  act: (page: Page) => Promise<void>;
  /** Undoes it, so the next run starts the same way. */
  undo: (page: Page) => Promise<void>;
}

/** The interaction's page with its scenario: `?scenario=` is kept for the tab's session, so every URL names one. */
export function urlOf({ path, scenario }: Interaction): string {
  const url = new URL(path, 'http://app');
  url.searchParams.set('scenario', scenario ?? 'default');
  return `${url.pathname}${url.search}`;
}

const drawer = (page: Page) => page.getByTestId('side-drawer');
const firstRow = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('[data-row-id]').first();
const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden' });
const closeDrawer = async (page: Page) => {
  await page.keyboard.press('Escape');
  await hidden(drawer(page));
};

/** A row click that opens a drawer; done once its heading (or `shown`) is visible. */
function rowToDrawer(label: string, path: string, table: string, shown = (page: Page) => drawerHeading(page)): Interaction {
  return {
    label,
    path,
    ready: (page) => visible(firstRow(page, table)),
    act: async (page) => {
      await firstRow(page, table).click();
      await visible(shown(page));
    },
    undo: closeDrawer,
  };
}
const drawerHeading = (page: Page) => drawer(page).getByRole('heading', { level: 2 }).first();
const scoreCard = (page: Page) => page.getByRole('region', { name: 'Score history' });
const scoreRange = (page: Page, name: string) =>
  scoreCard(page).getByRole('group', { name: 'Score history range' }).getByRole('button', { name, exact: true });
const scoreChart = (page: Page) => scoreCard(page).getByRole('group', { name: /^Security score chart/ });
const campaignToggle = (page: Page, verb: 'Show' | 'Hide') =>
  page.getByRole('button', { name: new RegExp(`^${verb} the \\d+ e-mails of this campaign$`) }).first();
const scoreDay = (page: Page) => page.getByTestId('score-history-day');

/**
 * A row's menu button, then one of its items, opening a dialog; done once the dialog shows, undone with Escape.
 * `settle`: the page's network goes quiet first (rows that render again when late data arrives).
 */
function rowMenuToDialog(options: {
  label: string;
  path: string;
  scenario?: string;
  menu: { name: string | RegExp };
  item: string;
  dialog: { role: 'dialog' | 'alertdialog'; name: string };
  settle?: boolean;
}): Interaction {
  const { label, path, scenario, menu, item, dialog, settle = false } = options;
  const button = (page: Page) => page.getByRole('button', menu);
  const opened = (page: Page) => page.getByRole(dialog.role, { name: dialog.name });
  return {
    label,
    path,
    scenario,
    ready: async (page) => {
      await visible(button(page));
      if (settle) await page.waitForLoadState('networkidle');
    },
    act: async (page) => {
      await button(page).click();
      await page.getByRole('menuitem', { name: item }).click();
      await visible(opened(page));
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(opened(page));
    },
  };
}

/** 'Filters' → the popup; done once its Apply button shows. */
function filterPopup(label: string, path: string, table: string): Interaction {
  const apply = (page: Page) => page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply' });
  return {
    label,
    path,
    ready: async (page) => {
      await visible(firstRow(page, table));
      await visible(page.getByRole('button', { name: /^Filters/ }));
    },
    act: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await visible(apply(page));
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(apply(page));
    },
  };
}

/**
 * A keystroke in a search box; done once the debounced search has reached the URL (the list shows its result). The
 * interaction measured is the keystroke's own (Event Timing); the search that follows the debounce is a task of its own.
 */
function keystroke(label: string, path: string, searchbox: string): Interaction {
  const box = (page: Page) => page.getByRole('searchbox', { name: searchbox });
  return {
    label,
    path,
    ready: (page) => visible(box(page)),
    act: async (page) => {
      await box(page).press('e');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'e');
    },
    undo: async (page) => {
      await box(page).press('Backspace');
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('q'));
    },
  };
}

/** A toolbar button opening its menu; done once `item` shows, undone with Escape. */
function menuButton(
  label: string,
  path: string,
  button: string,
  item?: string,
  itemRole: 'menuitem' | 'menuitemcheckbox' = 'menuitem',
): Interaction {
  const shown = (page: Page) => (item ? page.getByRole(itemRole, { name: item }) : page.getByRole(itemRole).first());
  return {
    label,
    path,
    ready: (page) => visible(page.getByRole('button', { name: button, exact: true })),
    act: async (page) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await visible(shown(page));
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(shown(page));
    },
  };
}

/** A button opening a dialog; done once the dialog shows, undone with Escape. */
function buttonToDialog(label: string, path: string, button: string, dialog: string): Interaction {
  const opened = (page: Page) => page.getByRole('dialog', { name: dialog });
  return {
    label,
    path,
    ready: (page) => visible(page.getByRole('button', { name: button, exact: true })),
    act: async (page) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await visible(opened(page));
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(opened(page));
    },
  };
}

export const INTERACTIONS: readonly Interaction[] = [
  rowToDrawer('Summary: row → issue drawer', '/', 'Security issues'),
  {
    label: 'Issue drawer: → next issue',
    path: '/',
    ready: async (page) => {
      await firstRow(page, 'Security issues').click();
      await visible(drawerHeading(page));
    },
    act: async (page) => {
      const title = await drawerHeading(page).textContent();
      await drawerHeading(page).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="side-drawer"] h2')?.textContent !== before,
        title,
      );
    },
    undo: async (page) => {
      const title = await drawerHeading(page).textContent();
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="side-drawer"] h2')?.textContent !== before,
        title,
      );
    },
  },
  filterPopup('Summary: Filters → popup', '/', 'Security issues'),
  filterPopup('MDR alerts: Filters → popup', '/mdr/alerts', 'Alerts'),
  rowToDrawer('Incidents: row → case drawer', '/mdr/incidents', 'Incidents', (page) => drawer(page).getByRole('tab').first()),
  {
    label: 'Case drawer: a tab',
    path: '/mdr/incidents',
    ready: async (page) => {
      await firstRow(page, 'Incidents').click();
      await visible(drawer(page).getByRole('tab').first());
    },
    act: async (page) => {
      await drawer(page).getByRole('tab', { selected: false }).first().click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true');
    },
    undo: async () => {},
  },
  rowToDrawer('Assets: row → asset drawer', '/digital-footprint/assets', 'Assets'),
  rowMenuToDialog({
    label: 'Team: row menu → Delete user dialog',
    path: '/settings/team',
    menu: { name: 'Actions for Marcus Bell' },
    item: 'Delete user',
    dialog: { role: 'alertdialog', name: 'Delete user' },
  }),
  {
    label: 'Integrations: card → integration drawer',
    path: '/integrations',
    ready: (page) => visible(page.locator('[data-testid="integration-card"][data-type="google"]')),
    act: async (page) => {
      await page.locator('[data-testid="integration-card"][data-type="google"]').click();
      await visible(page.getByTestId('integration-details'));
    },
    undo: closeDrawer,
  },
  {
    label: 'Team: Invite new user → invite drawer',
    path: '/settings/team',
    ready: (page) => visible(page.getByRole('button', { name: 'Invite new user' })),
    act: async (page) => {
      await page.getByRole('button', { name: 'Invite new user' }).click();
      await visible(page.getByRole('form', { name: 'Invite new user' }));
    },
    undo: closeDrawer,
  },
  {
    label: 'Header: theme toggle',
    path: '/',
    ready: (page) => visible(page.getByRole('button', { name: /^Switch to (dark|light) mode$/ })),
    act: async (page) => {
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click();
      await page.waitForFunction((was) => document.documentElement.classList.contains('dark') !== was, dark);
    },
    undo: async () => {},
  },
  {
    label: 'Header: settings menu',
    path: '/',
    ready: (page) => visible(page.getByRole('button', { name: /brightsmiledental/ })),
    act: async (page) => {
      await page.getByRole('button', { name: /brightsmiledental/ }).click();
      await visible(page.getByRole('menuitem', { name: 'System Settings' }));
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('menuitem', { name: 'System Settings' }));
    },
  },
  // Issue #27/#28: what this round added.
  {
    label: 'Score history: a range',
    path: '/',
    ready: (page) => visible(scoreRange(page, '12 months')),
    act: async (page) => {
      await scoreRange(page, '12 months').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('history') === '12m');
    },
    undo: async (page) => {
      await scoreRange(page, '90 days').click();
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('history'));
    },
  },
  {
    label: 'Score history: ← a day (keyboard)',
    path: '/',
    ready: async (page) => {
      await visible(scoreChart(page));
      await scoreChart(page).focus();
    },
    act: async (page) => {
      const before = await scoreDay(page).textContent();
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(
        (was) => document.querySelector('[data-testid="score-history-day"]')?.textContent !== was,
        before,
      );
    },
    undo: async (page) => {
      const before = await scoreDay(page).textContent();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (was) => document.querySelector('[data-testid="score-history-day"]')?.textContent !== was,
        before,
      );
    },
  },
  rowMenuToDialog({
    label: "Assets: row menu → 'Not mine' dialog",
    path: '/digital-footprint/assets',
    menu: { name: 'Actions for remote.brightsmiledental.com' },
    item: 'Not mine',
    dialog: { role: 'dialog', name: 'Not mine' },
  }),
  {
    label: 'MDR alerts: Export → menu',
    path: '/mdr/alerts',
    ready: (page) => visible(page.getByRole('button', { name: /^Export [\d,]+ rows$/ })),
    act: async (page) => {
      await page.getByRole('button', { name: /^Export [\d,]+ rows$/ }).click();
      await visible(page.getByRole('menuitem', { name: 'Excel' }));
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('menuitem', { name: 'Excel' }));
    },
  },
  {
    label: "Assets: '?' → Keyboard shortcuts",
    path: '/digital-footprint/assets',
    ready: (page) => visible(firstRow(page, 'Assets')),
    act: async (page) => {
      await page.keyboard.press('?');
      await visible(page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
    },
  },
  {
    label: 'Fraud defense: campaign row → its e-mails (#29)',
    path: '/fraud-defense/open-issues?group=campaign',
    scenario: 'fraudCampaign',
    ready: (page) => visible(campaignToggle(page, 'Show')),
    act: async (page) => {
      await campaignToggle(page, 'Show').click();
      await visible(campaignToggle(page, 'Hide'));
    },
    undo: async (page) => {
      await campaignToggle(page, 'Hide').click();
      await visible(campaignToggle(page, 'Show'));
    },
  },
  rowMenuToDialog({
    label: "Fraud defense: campaign menu → 'Remove from all mailboxes' (#29)",
    path: '/fraud-defense/open-issues?group=campaign',
    scenario: 'fraudCampaign',
    menu: { name: /^Actions for the campaign / },
    item: 'Remove from all mailboxes',
    dialog: { role: 'alertdialog', name: 'Remove from all mailboxes' },
    // The rows render again when the removals arrive (their menus name what each can undo): the page first settles.
    settle: true,
  }),
  {
    label: 'Integrations: revoked card → drawer with the fix (#29)',
    path: '/integrations',
    scenario: 'integrationConsentRevoked',
    ready: (page) => visible(page.locator('[data-testid="integration-card"][data-type="microsoft"]')),
    act: async (page) => {
      await page.locator('[data-testid="integration-card"][data-type="microsoft"]').click();
      await visible(page.getByTestId('integration-details').getByTestId('health-fix'));
    },
    undo: closeDrawer,
  },
  rowToDrawer('Audit log: row → event drawer', '/settings/audit-log', 'Audit events'),
  // Issue #27/#28/#29: the rest of what the round added (every new interaction ≤ 100 ms median).
  menuButton('Assets: Views → menu (#27)', '/digital-footprint/assets', 'Views', 'Save view'),
  {
    label: "Assets: Views → 'Save view' dialog (#27)",
    path: '/digital-footprint/assets',
    ready: (page) => visible(page.getByRole('button', { name: 'Views' })),
    // Two clicks (the menu, then its item): the longer of the two interactions counts.
    act: async (page) => {
      await page.getByRole('button', { name: 'Views' }).click();
      await page.getByRole('menuitem', { name: 'Save view' }).click();
      await visible(page.getByRole('dialog', { name: 'Save view' }));
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('dialog', { name: 'Save view' }));
    },
  },
  menuButton('Assets: Columns → menu (#27)', '/digital-footprint/assets', 'Columns', undefined, 'menuitemcheckbox'),
  {
    label: 'Assets: j → next row (#27)',
    path: '/digital-footprint/assets',
    ready: async (page) => {
      await visible(firstRow(page, 'Assets'));
      await page.locator('body').focus();
      await page.keyboard.press('j');
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-row-id') === true);
    },
    act: async (page) => {
      const before = await page.evaluate(() => document.activeElement?.getAttribute('data-row-id'));
      await page.keyboard.press('j');
      await page.waitForFunction((was) => document.activeElement?.getAttribute('data-row-id') !== was, before);
    },
    undo: async (page) => {
      const before = await page.evaluate(() => document.activeElement?.getAttribute('data-row-id'));
      await page.keyboard.press('k');
      await page.waitForFunction((was) => document.activeElement?.getAttribute('data-row-id') !== was, before);
    },
  },
  rowMenuToDialog({
    label: 'Team: row menu → Change role dialog (#28)',
    path: '/settings/team',
    menu: { name: 'Actions for Priya Raman' },
    item: 'Change role',
    dialog: { role: 'dialog', name: 'Change role' },
  }),
  rowMenuToDialog({
    label: 'Team: row menu → Edit member dialog (#28)',
    path: '/settings/team',
    menu: { name: 'Actions for Priya Raman' },
    item: 'Edit member',
    dialog: { role: 'dialog', name: 'Edit member' },
  }),
  rowMenuToDialog({
    label: 'Team: row menu → Reset MFA dialog (#28)',
    path: '/settings/team',
    menu: { name: 'Actions for Priya Raman' },
    item: 'Reset MFA',
    dialog: { role: 'alertdialog', name: 'Reset MFA' },
  }),
  buttonToDialog('Team: Bulk invite → dialog (#28)', '/settings/team', 'Bulk invite', 'Bulk invite'),
  filterPopup('Team: Filters → popup (#28)', '/settings/team', 'Team members'),
  filterPopup('Audit log: Filters → popup (#28)', '/settings/audit-log', 'Audit events'),
  {
    label: "Fraud defense: 'Group by campaign' (#29)",
    path: '/fraud-defense/open-issues',
    scenario: 'fraudCampaign',
    ready: (page) => visible(page.getByRole('button', { name: 'Group by campaign', pressed: false })),
    act: async (page) => {
      await page.getByRole('button', { name: 'Group by campaign' }).click();
      await visible(campaignToggle(page, 'Show'));
    },
    undo: async (page) => {
      await page.getByRole('button', { name: 'Group by campaign' }).click();
      await hidden(campaignToggle(page, 'Show'));
    },
  },
  {
    label: "Integrations: 'N need attention' → only those (#29)",
    path: '/integrations',
    scenario: 'integrationConsentRevoked',
    ready: (page) => visible(page.getByRole('button', { name: /needs? attention$/, pressed: false })),
    act: async (page) => {
      await page.getByRole('button', { name: /needs? attention$/ }).click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('attention') === 'true');
      await visible(page.getByRole('button', { name: /needs? attention$/, pressed: true }));
    },
    undo: async (page) => {
      await page.getByRole('button', { name: /needs? attention$/ }).click();
      await visible(page.getByRole('button', { name: /needs? attention$/, pressed: false }));
    },
  },
  keystroke('Summary: keystroke in the search', '/', 'Search issues...'),
  keystroke('Assets: keystroke in the search', '/digital-footprint/assets', 'Search assets...'),
  keystroke('Technologies: keystroke in the search', '/digital-footprint/technologies', 'Search technologies'),
  keystroke('Fraud defense: keystroke in the search', '/fraud-defense/open-issues', 'Search Issues...'),
  keystroke('MDR alerts: keystroke in the search', '/mdr/alerts', 'Search alerts...'),
  keystroke('MDR incidents: keystroke in the search', '/mdr/incidents', 'Search incidents...'),
  keystroke('MDR service requests: keystroke in the search', '/mdr/service-requests', 'Search service requests...'),
  keystroke('Team: keystroke in the search', '/settings/team', 'Search team members'),
];
