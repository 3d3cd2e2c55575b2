import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { dataTable, listExport } from './pages/shared';
import { test } from './support/fixture';
import { expectClean, until } from './support/expectations';

/*
 * Issue #27, export of any view: every list has 'Export N rows', N the rows it shows (search applied). The files
 * themselves are read back for the assets (list-columns.e2e.ts) and the MDR alerts (mdr.e2e.ts).
 */

interface List {
  path: string;
  /** The rows the list shows: its table's, or the technologies' count ('12' or '3 of 12'). */
  shown: (page: Page) => Promise<number>;
  /** A search that narrows the mock's list to some of its rows. */
  term: string;
}

const table = (name: string) => (page: Page) => dataTable(page, name).rowCount();

const LISTS: [name: string, list: List][] = [
  ['security issues', { path: '/', shown: table('Security issues'), term: 'RDP' }],
  ['assets', { path: '/digital-footprint/assets', shown: table('Assets'), term: 'portal' }],
  [
    'technologies',
    {
      path: '/digital-footprint/technologies',
      shown: async (page) => Number((await page.getByTestId('technology-count').textContent())?.split(' of ')[0] ?? 0),
      term: 'Nginx',
    },
  ],
  ['MDR incidents', { path: '/mdr/incidents', shown: table('Incidents'), term: 'FRONTDESK' }],
  ['MDR alerts', { path: '/mdr/alerts', shown: table('Alerts'), term: 'PowerShell' }],
  ['MDR service requests', { path: '/mdr/service-requests', shown: table('Service Requests'), term: 'offboard' }],
  ['fraud-defense findings', { path: '/fraud-defense/open-issues', shown: table('Fraud defense issues'), term: 'payroll' }],
  ['team', { path: '/settings/team', shown: table('Team members'), term: 'maya' }],
];

const count = new Intl.NumberFormat('en-US');

/** Waits until the list shows rows and its export button names their number; resolves with that number. */
async function exportMatchesRows(page: Page, list: List): Promise<number> {
  const button = listExport(page).button;
  let rows = 0;
  await until(async () => {
    rows = await list.shown(page);
    const label = (await button.count()) === 1 ? await button.textContent() : 'no export button';
    return rows > 0 && label === `Export ${count.format(rows)} ${rows === 1 ? 'row' : 'rows'}`
      ? 'matches'
      : `${label} (${rows} rows)`;
  }).toBe('matches');
  return rows;
}

describe('export on every list (#27)', () => {
  test.for(LISTS)("%s: 'Export N rows' names the rows shown, the search applied", async ([, list], { open }) => {
    const watched = await open();
    const { page, goto } = watched;
    await goto(list.path);
    const all = await exportMatchesRows(page, list);
    await goto(`${list.path}?q=${encodeURIComponent(list.term)}`);
    const found = await exportMatchesRows(page, list);
    expect(found).toBeLessThan(all);
    expectClean(watched);
  });
});
