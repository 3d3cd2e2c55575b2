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

// 800 px: just above md, where the rows are still a table and the columns narrowest.
describe.each(TABLES)('#26.9 no column of any table cuts a date: $table', ({ path, table, dates }) => {
  test.for([1440, 800, 390])('at %i px', async (width, { open }) => {
    const { page, goto } = await open({ width });
    await goto(path);
    const rows = page.locator(`[role="table"][aria-label="${table}"] [role="row"][data-row-index]`);
    // Room for the cold first load of the run.
    await until(() => rows.count(), 30_000).not.toBe(0);
    // The date columns are the ones named here: a new one joins the list (and this check).
    expect((await tableHeaders(page, table)).filter((header) => DATE_HEADER.test(header))).toEqual(dates);
    for (const header of dates) {
      const { shown, cut } = await cutDates(page, table, header);
      expect(shown.length, header).toBeGreaterThan(0);
      expect(cut, `${header} at ${width} px`).toEqual([]);
    }
  });
});
