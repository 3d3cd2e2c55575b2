/** The Digital Footprint area: the assets table with its filter and drawer, and the technologies page. */
import type { Page } from 'playwright-core';
import { until } from '../support/expectations';
import { ASSET_TYPES, footprintTargets as t } from './digital-footprint.targets';
import { dataTable, filterPopup, sideDrawer } from './shared';
import { locate } from './targets';

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
    /** Waits (cold start included) until the table lists `total` assets. */
    ready: (total: number) => until(() => table.rowCount(), FIRST_LOAD_MS).toBe(total),
    /** Opens the filter popup, leaves exactly `keep` asset types ticked and applies. */
    async filterTypes(keep: readonly string[]) {
      await filters.open();
      await filters.tick(ASSET_TYPES, keep);
      await filters.apply();
    },
    assetDrawer: {
      generalInformation: locate(drawer.root, t.generalInformation),
      previous: locate(drawer.root, t.previousAsset),
      viewInFraudDefense: () => locate(drawer.root, t.viewInFraudDefense).click(),
    },
  };
}

export function technologiesPage(page: Page) {
  return {
    searchBox: locate(page, t.technologySearch),
    count: () => locate(page, t.technologyCount).textContent(),
    card: (name: string) => page.getByRole('article', { name }),
  };
}
