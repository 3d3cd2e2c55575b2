/** The Digital Footprint area: the assets table with its filter and drawer, and the technologies page. */
import type { Download, Page } from 'playwright-core';
import { until } from '../support/expectations';
import { ASSET_TYPES, footprintTargets as t } from './digital-footprint.targets';
import { dataTable, filterPopup, sideDrawer } from './shared';
import { locate, type Target } from './targets';

/** The first load waits longer: the shared machine can be slow to serve a cold start. */
export const FIRST_LOAD_MS = 30_000;

export function assetsPage(page: Page) {
  const table = dataTable(page, 'Assets');
  const drawer = sideDrawer(page);
  const filters = filterPopup(page);
  return {
    table,
    drawer,
    filters,
    row: table.row,
    rowIds: table.rowIds,
    rowCount: table.rowCount,
    searchBox: locate(page, t.assetSearch),
    status: locate(page, t.status),
    sortByName: () => locate(table.root, t.sortByName).click(),
    /** The rendered rows as the user reads them: name, Highest-Severity text, open issues [critical, important, moderate]. */
    shownRows: () =>
      table.rows.evaluateAll((list) =>
        list.map((row) => {
          const cells = row.querySelectorAll('[role="cell"]');
          return {
            // The name alone, without the 'Disputed' badge beside it.
            name: cells[1]?.querySelector('[data-cell-text]')?.textContent?.trim() ?? '',
            severity: cells[0]?.textContent?.trim() ?? '',
            // The Issues cell, wherever the columns put it ('Last seen' comes before it with asset_history_enabled).
            counts: [...row.querySelectorAll('[role="group"] [data-severity]')].map((count) => Number(count.textContent)),
          };
        }),
      ),
    /** Waits (cold start included) until the table lists `total` assets. */
    ready: (total: number) => until(() => table.rowCount(), FIRST_LOAD_MS).toBe(total),
    /** Opens the filter popup, leaves exactly `keep` asset types ticked and applies. */
    async filterTypes(keep: readonly string[]) {
      await filters.open();
      await filters.tick(ASSET_TYPES, keep);
      await filters.apply();
    },
    lastSeenColumn: locate(table.root, t.lastSeenColumn),
    /** The row menu's buttons ('Actions for …'). */
    rowMenus: table.root.getByRole('button', { name: /^Actions for / }),
    /** Opens the row's menu and picks 'Not mine'. */
    async notMineFromRow(hostname: string) {
      await table.root.getByRole('button', { name: `Actions for ${hostname}`, exact: true }).click();
      await locate(page, t.notMineItem).click();
    },
    disputeDialog: disputeDialog(page),
    assetDrawer: {
      history: locate(drawer.root, t.history),
      historyLines: locate(drawer.root, t.historyList).getByRole('listitem'),
      notMine: locate(drawer.root, t.notMine),
      disputeState: locate(drawer.root, t.disputeState),
      generalInformation: locate(drawer.root, t.generalInformation),
      previous: locate(drawer.root, t.previousAsset),
      viewInFraudDefense: () => locate(drawer.root, t.viewInFraudDefense).click(),
      viewInFraudDefenseButton: locate(drawer.root, t.viewInFraudDefense),
    },
    report: {
      button: locate(page, t.downloadReport),
      /** Whether 'Download Report' says it is unavailable (aria-disabled: it stays focusable to tell why). */
      unavailable: () =>
        locate(page, t.downloadReport)
          .getAttribute('aria-disabled')
          .then((value) => value === 'true'),
      /** Hovers 'Download Report' and reads the reason its tip gives. */
      async reason(): Promise<string> {
        await locate(page, t.downloadReport).hover();
        const tip = page.getByRole('tooltip');
        await until(() => tip.isVisible()).toBe(true);
        return (await tip.textContent()) ?? '';
      },
      /** Clicks 'Download Report' and resolves with the file the browser received. */
      async download(): Promise<Download> {
        const [file] = await Promise.all([page.waitForEvent('download'), locate(page, t.downloadReport).click()]);
        return file;
      },
    },
    addDrawer: addDrawer(page),
  };
}

/** 'Not mine': the reason and the confirmation. */
function disputeDialog(page: Page) {
  const root = locate(page, t.disputeDialog);
  return {
    root,
    reason: locate(root, t.disputeReason),
    submit: locate(root, t.disputeSubmit),
    alert: root.getByRole('alert'),
  };
}

/** The add drawer (digitalFootprint): step 1 domains, step 2 technologies. */
function addDrawer(page: Page) {
  const drawer = sideDrawer(page);
  const within = (target: Target) => locate(drawer.root, target);
  const domainInput = within(t.domainInput);
  const select = within(t.technologySelect);
  const list = within(t.technologyOptions);
  const options = list.getByRole('option');
  const option = (label: string) => list.getByRole('option', { name: label, exact: true });
  return {
    drawer,
    domainInput,
    select,
    /** The technology select's list (open or not). */
    list,
    next: within(t.next),
    back: within(t.back),
    add: within(t.add),
    /** Opens it from 'Configure digital footprint' and waits for step 1 to be ready. */
    async open() {
      await locate(page, t.configure).click();
      await drawer.settled();
      await until(() => domainInput.isVisible()).toBe(true);
    },
    /** '1 of 2' or '2 of 2'. */
    step: () => within(t.addStep).textContent(),
    /** Types into the tag input key by key (separators included), as a user does. */
    type: (text: string) => domainInput.pressSequentially(text),
    /** The tags as 'value (status)', e.g. 'brightsmile-ortho.com (valid)'. */
    tags: () =>
      within(t.domainTag).evaluateAll((list) =>
        list.map((tag) => `${tag.textContent?.trim() ?? ''} (${tag.getAttribute('data-tag-status') ?? ''})`),
      ),
    /** The '{domain}: {message}' lines under the input. */
    errors: () => within(t.domainErrors).evaluate((box) => [...box.children].map((line) => line.textContent ?? '')),
    /** Ticks or unticks a discovered domain (the input is visually hidden: click its label). */
    toggleDiscovered: (domain: string) => within(t.discoveredDomains).getByText(domain, { exact: true }).click(),
    isDiscoveredTicked: (domain: string) => within(t.discoveredDomains).getByRole('checkbox', { name: domain }).isChecked(),
    edit: (domain: string) => drawer.root.getByRole('button', { name: `Edit ${domain}`, exact: true }).click(),
    remove: (name: string) => drawer.root.getByRole('button', { name: `Remove ${name}`, exact: true }).click(),
    /** The remove button of a tag or a chosen technology, and the dismiss button of a discovered domain. */
    removeButton: (name: string) => drawer.root.getByRole('button', { name: `Remove ${name}`, exact: true }),
    dismissButton: (domain: string) => drawer.root.getByRole('button', { name: `Dismiss ${domain}`, exact: true }),
    /** The accessible name of what has focus (its aria-label, else its text). */
    focused: () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''),
    /** The options the technology select lists for what is typed, as labelled ('{name} - already exists'). */
    options: () => options.allTextContents(),
    isOptionDisabled: (label: string) =>
      option(label)
        .getAttribute('aria-disabled')
        .then((value) => value === 'true'),
    /** Clicks an option, also a disabled one (force: Playwright would wait for it to be enabled). */
    clickOption: (label: string) => option(label).click({ force: true }),
    /** Types into the technology select and clicks the option with this exact label. */
    async choose(typed: string, label: string) {
      await select.fill(typed);
      await option(label).click();
    },
    /** The chosen technologies, in the order chosen. */
    chosen: () => within(t.chosenTechnologies).getByRole('listitem').allTextContents(),
  };
}

export function technologiesPage(page: Page) {
  return {
    searchBox: locate(page, t.technologySearch),
    count: () => locate(page, t.technologyCount).textContent(),
    card: (name: string) => page.getByRole('article', { name }),
  };
}
