import type { Page } from 'playwright-core';
import { until } from '../support/expectations';
import { savedViewsTargets as t } from './saved-views.targets';
import { locate } from './targets';

/** A list's 'Views' menu and its dialogs (issue #27). */
export function savedViewsMenu(page: Page) {
  const button = locate(page, t.button);
  const menu = locate(page, t.menu);
  const open = async () => {
    await button.click();
    await until(() => menu.isVisible()).toBe(true);
  };
  return {
    button,
    menu,
    open,
    /** The menu's items as listed (names, 'Default' included), the menu opened first. */
    items: async () => {
      await open();
      const items = await locate(menu, t.item).allInnerTexts();
      await page.keyboard.press('Escape');
      await until(() => menu.isVisible()).toBe(false);
      return items.map((text) => text.replace(/\s+/g, ' ').trim());
    },
    note: () => locate(menu, t.browserOnly),
    /** Picks an item of the open menu. */
    pick: (name: string | RegExp) => menu.getByRole('menuitem', { name }).click(),
    /** 'Save view…' with a name (and 'Open by default'); `submit` 'dblclick' for a zero-gap double click. */
    save: async (name: string, byDefault: boolean, submit: 'click' | 'dblclick' = 'click') => {
      await open();
      await locate(menu, t.save).click();
      const dialog = locate(page, t.saveDialog);
      await until(() => dialog.isVisible()).toBe(true);
      await locate(dialog, t.name).fill(name);
      if (byDefault) {
        // Chakra's checkbox: its drawn box covers the input, so the label is what a person clicks.
        await locate(dialog, t.openByDefaultLabel).click();
        await until(() => locate(dialog, t.openByDefault).isChecked()).toBe(true);
      }
      await locate(dialog, t.submitSave)[submit]();
      await until(() => dialog.isVisible()).toBe(false);
    },
    rename: async (name: string) => {
      await open();
      await locate(menu, t.rename).click();
      const dialog = locate(page, t.renameDialog);
      await until(() => dialog.isVisible()).toBe(true);
      await locate(dialog, t.name).fill(name);
      await locate(dialog, t.submitRename).click();
      await until(() => dialog.isVisible()).toBe(false);
    },
    remove: async () => {
      await open();
      await locate(menu, t.remove).click();
      const dialog = locate(page, t.deleteDialog);
      await until(() => dialog.isVisible()).toBe(true);
      await locate(dialog, t.confirmDelete).click();
      await until(() => dialog.isVisible()).toBe(false);
    },
  };
}
