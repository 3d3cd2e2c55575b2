/** Page objects of the shared pieces (src/shared): an area's page object composes the ones its screen shows. */
import type { Download, Locator, Page } from 'playwright-core';
import { until } from '../support/expectations';
import { sharedTargets as t } from './shared.targets';
import { locate } from './targets';

/** Waits until no animation runs on the element (axe's colour checks need a settled slide-in or pop-up). */
export const settled = (element: Locator) =>
  until(() => element.evaluate((node) => node.getAnimations().every((a) => a.playState !== 'running'))).toBe(true);

/** The side drawer (one at a time, whatever opened it). */
export function sideDrawer(page: Page) {
  const root = locate(page, t.drawer);
  return {
    root,
    /** The header title, e.g. 'Issue details 3 of 22'. */
    title: () => root.locator('[id$="title"]').first().textContent(),
    /** The item's own heading inside the drawer. */
    heading: () => root.getByRole('heading', { level: 3 }).textContent(),
    isOpen: () => root.isVisible(),
    /**
     * Waits for the drawer to be open, its 400 ms slide-in finished and its content in place of the skeleton (the
     * content renders in a transition of its own, after the frame: on a loaded machine, well after the slide-in).
     */
    async settled() {
      await until(() => root.isVisible()).toBe(true);
      await settled(root);
      await until(() => root.getByTestId('drawer-skeleton').count()).toBe(0);
    },
    close: () => locate(root, t.closeDrawer).click(),
    previous: locate(root, t.previousItem),
    next: locate(root, t.nextItem),
  };
}

/** 'Discard changes?', asked before a form with changes is closed or left. */
export function discardPrompt(page: Page) {
  const dialog = locate(page, t.discardDialog);
  return {
    dialog,
    isShown: () => dialog.isVisible(),
    /** Drops the changes and goes on with what was asked (close, step, navigate). */
    async discard() {
      await settled(dialog);
      await locate(dialog, t.discard).click();
      await until(() => dialog.count()).toBe(0);
    },
    /** Stays in the form. */
    async keepEditing() {
      await settled(dialog);
      await locate(dialog, t.keepEditing).click();
      await until(() => dialog.count()).toBe(0);
    },
  };
}

/** Toasts as 'type: text', e.g. 'success: Issue was successfully resolved'. */
export const toasts = (page: Page) =>
  locate(page, t.toast).evaluateAll((list) =>
    list.map(
      (toast) => `${toast.getAttribute('data-type')}: ${toast.querySelector('[data-part="description"]')?.textContent ?? ''}`,
    ),
  );

/** The filter popup behind a 'Filters' button: tick exactly the wanted boxes per section and apply. */
export function filterPopup(page: Page) {
  const button = locate(page, t.filtersButton);
  const popup = locate(page, t.filterPopup);
  const box = (name: string) => popup.getByRole('checkbox', { name, exact: true });
  return {
    button,
    popup,
    isTicked: (name: string) => box(name).isChecked(),
    timeRange: locate(popup, t.timeRangeFilter),
    /**
     * Opens it and waits for its sections, which render after the popup's frame (a skeleton in between), and for its
     * opening animation to end (once, on a loaded machine, a Cancel clicked right after the opening left it open).
     */
    async open() {
      await button.click();
      await until(() => popup.isVisible()).toBe(true);
      await until(() => popup.locator('[aria-busy="true"]').count()).toBe(0);
      await settled(popup);
    },
    /** Of the boxes `names`, leaves exactly those in `keep` ticked (the inputs are visually hidden: click the labels). */
    async tick(names: readonly string[], keep: readonly string[]) {
      for (const name of names) {
        if ((await box(name).isChecked()) !== keep.includes(name)) await popup.getByText(name, { exact: true }).click();
        await until(() => box(name).isChecked()).toBe(keep.includes(name));
      }
    },
    async apply() {
      await locate(popup, t.applyFilters).click();
      await until(() => popup.isVisible()).toBe(false);
    },
    async cancel() {
      await locate(popup, t.cancelFilters).click();
      await until(() => popup.isVisible()).toBe(false);
    },
    /**
     * Where the popup's Time range select stands in the open popup: its top and bottom, the top and bottom of what
     * the popup's body shows, whether the body scrolls, the popup's bottom and the window's height (px).
     */
    timeRangePlacement: () =>
      locate(popup, t.timeRangeFilter).evaluate((select) => {
        const body = select.closest('.chakra-popover__body')!;
        const content = select.closest('.chakra-popover__content')!;
        return {
          selectTop: select.getBoundingClientRect().top,
          select: select.getBoundingClientRect().bottom,
          bodyTop: body.getBoundingClientRect().top,
          body: body.getBoundingClientRect().bottom,
          bodyScrolls: body.scrollHeight > body.clientHeight + 1,
          popup: content.getBoundingClientRect().bottom,
          window: window.innerHeight,
        };
      }),
  };
}

/** A shared data table, found by its name also while an open (modal) drawer hides it from the accessibility tree. */
export function dataTable(page: Page, name: string) {
  const root = locate(page, { role: 'table', name, hidden: true });
  const rows = root.locator('[role="row"][data-row-index]');
  return {
    root,
    rows,
    row: (id: string) => root.locator(`[role="row"][data-row-id="${id}"]`),
    /** The ids of the rendered rows (the table is virtualized: only those on screen). */
    rowIds: () => rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-row-id'))),
    /** The text of one column (0-based) over the rendered rows. */
    columnTexts: (column: number) =>
      rows.evaluateAll(
        (list, index) => list.map((row) => row.querySelectorAll('[role="cell"]')[index]?.textContent?.trim() ?? ''),
        column,
      ),
    /** The column headers as shown, in order (the row actions' 'Actions' included). */
    headers: () => root.getByRole('columnheader', { includeHidden: true }).allTextContents(),
    /** Every cell's text of the rendered rows, row by row. */
    cellTexts: () =>
      rows.evaluateAll((list) =>
        list.map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent?.trim() ?? '')),
      ),
    /** Rows in the whole list, from aria-rowcount (the header row not counted). */
    rowCount: () => root.getAttribute('aria-rowcount').then((n) => Number(n) - 1),
  };
}

/** The data-row-index of the focused row, or null when focus is elsewhere. */
export const activeRowIndex = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-row-index') ?? null);

/** The path of the page's URL. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A list's 'Columns' menu (src/shared/data-table/ColumnsMenu.tsx). */
export function columnsMenu(page: Page) {
  const button = locate(page, t.columnsButton);
  const menu = locate(page, t.columnsMenu);
  const item = (header: string) => menu.getByRole('menuitemcheckbox', { name: header, exact: true });
  return {
    button,
    menu,
    item,
    /** Opens the menu, ticks or unticks the column, and closes the menu with Escape. */
    async toggle(header: string) {
      await button.click();
      const before = await item(header).getAttribute('aria-checked');
      await item(header).click();
      await until(() => item(header).getAttribute('aria-checked')).not.toBe(before);
      await page.keyboard.press('Escape');
      await until(() => menu.isVisible()).toBe(false);
    },
  };
}

/** A list's 'Export N rows' menu (src/shared/export/ListExport.tsx). */
export function listExport(page: Page) {
  const button = page.getByRole('button', { name: /^Export [\d,]+ rows?$/ });
  return {
    button,
    /** Picks the format and resolves with the file the browser received. */
    async download(format: 'CSV' | 'Excel'): Promise<Download> {
      await button.click();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: format }).click()]);
      return file;
    },
  };
}
