import { describe, expect } from 'vitest';
import { test } from './support/fixture';
import { until } from './support/expectations';
import { cutDates, tableHeaders } from './support/tables';

/** Every table of the console with the columns that show a date (the others show none). */
const TABLES = [
  { path: '/fraud-defense/open-issues?status=open,resolved', table: 'Fraud defense issues', dates: ['Date'] },
  { path: '/mdr/incidents', table: 'Incidents', dates: ['Created Date'] },
  { path: '/mdr/alerts', table: 'Alerts', dates: ['Created Date'] },
  { path: '/mdr/service-requests', table: 'Service Requests', dates: ['Created Date', 'Last Modified'] },
  { path: '/digital-footprint/assets', table: 'Assets', dates: ['Last seen'] },
  { path: '/settings/team', table: 'Team members', dates: [] },
];
const DATE_HEADER = /date|modified|seen|time|created/i;

// 800 px: just above md, where the rows are still a table and the columns narrowest. One load per table, the window
// resized to each width (the layout follows the window; a cold load per width cost two more loads per table).
const WIDTHS = [1440, 800, 390];

describe('#26.9 no column of any table cuts a date', () => {
  test.for(TABLES)('$table at 1440, 800 and 390 px', async ({ path, table, dates }, { open }) => {
    const { page, goto } = await open({ width: WIDTHS[0] });
    await goto(path);
    const rows = page.locator(`[role="table"][aria-label="${table}"] [role="row"][data-row-index]`);
    // Room for the cold first load of the run.
    await until(() => rows.count(), 30_000).not.toBe(0);
    // The date columns are the ones named here: a new one joins the list (and this check).
    expect((await tableHeaders(page, table)).filter((header) => DATE_HEADER.test(header))).toEqual(dates);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await until(() => page.evaluate(() => innerWidth)).toBe(width);
      await until(() => rows.count()).not.toBe(0);
      for (const header of dates) {
        // Once the columns have taken the new width (measured after the resize): a cut that stays fails.
        const read = async () => {
          const { shown, cut } = await cutDates(page, table, header);
          return { width, header, anyShown: shown.length > 0, cut };
        };
        await until(read).toEqual({ width, header, anyShown: true, cut: [] });
      }
    }
  });
});
