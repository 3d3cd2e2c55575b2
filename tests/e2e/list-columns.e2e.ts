/**
 * Issue #27 on the built app: a list's optional columns ('Columns', kept in the URL as `cols`) and the export of the
 * view ('Export N rows'), read back and compared with the table, the hidden column included.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { assetsPage } from './pages/digital-footprint';
import { columnsMenu, listExport } from './pages/shared';
import { expectClean, searchParam, until } from './support/expectations';
import { test } from './support/fixture';

const TOTAL_ASSETS = 40 + 4 + 13;
const HOSTS = 8;
const EXPORT_HEADERS = [
  'Highest-Severity',
  'Asset Name',
  'Asset Type',
  'Disputed',
  'First seen',
  'Last seen',
  'Open Issues',
  'Critical',
  'Important',
  'Moderate',
];

describe('assets: columns and export of the view (#27)', () => {
  test("'First seen' shown from the menu stays after a reload; CSV and Excel hold the filtered rows with every column", async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto } = watched;
    const assets = assetsPage(page);
    const columns = columnsMenu(page);
    await goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    expect(await assets.table.headers()).toEqual([
      'Highest-Severity',
      'Asset Name',
      'Asset Type',
      'Last seen',
      'Issues',
      'Actions',
    ]);
    expect(searchParam(page, 'cols')).toBeUndefined();

    await columns.toggle('First seen');
    await until(() => searchParam(page, 'cols')).toBe('severity,name,type,first_seen,last_seen,issues');
    await until(() => assets.table.headers()).toEqual([
      'Highest-Severity',
      'Asset Name',
      'Asset Type',
      'First seen',
      'Last seen',
      'Issues',
      'Actions',
    ]);
    await page.reload();
    await assets.ready(TOTAL_ASSETS);
    expect((await assets.table.headers())[3]).toBe('First seen');
    await columns.button.click();
    expect(await columns.item('First seen').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    // The view: hosts only, sorted by name; the export is exactly these rows, in this order.
    await assets.filterTypes(['Host']);
    await assets.ready(HOSTS);
    await assets.sortByName();
    await until(() => searchParam(page, 'sort')).toBe('name:asc');
    const table = await assets.table.cellTexts();
    expect(table).toHaveLength(HOSTS);
    const longDate = (iso: string) =>
      page.evaluate(
        (value) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(value)),
        iso,
      );
    // What the table shows, as the export writes it: severity, name, type, first seen, last seen, the three counts.
    const asShown = table.map(([severity, name, type, first, last, counts]) => [severity, name, type, first, last, counts]);

    const exporter = listExport(page);
    await until(() => exporter.button.textContent()).toBe(`Export ${HOSTS} rows`);
    const day = new Date().toLocaleDateString('sv-SE');
    const csvFile = await exporter.download('CSV');
    expect(csvFile.suggestedFilename()).toBe(`Stance_assets_${day}_filtered.csv`);
    const csv = await readFile(await csvFile.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(records[0]).toEqual(EXPORT_HEADERS);
    expect(records).toHaveLength(HOSTS + 1);
    // The name cell carries the 'Disputed' badge the export writes as a column of its own.
    const fromCsv = await Promise.all(
      records
        .slice(1)
        .map(async (r) => [
          r[0],
          `${r[1]}${r[3] === 'Yes' ? 'Disputed' : ''}`,
          r[2],
          await longDate(r[4]!),
          await longDate(r[5]!),
          `${r[7]}${r[8]}${r[9]}`,
        ]),
    );
    expect(fromCsv).toEqual(asShown);
    expect(new Set(records.slice(1).map((r) => r[3]))).toEqual(new Set(['Yes', 'No']));

    const xlsxFile = await exporter.download('Excel');
    expect(xlsxFile.suggestedFilename()).toBe(`Stance_assets_${day}_filtered.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxFile.path());
    const sheet = workbook.getWorksheet('Assets')!;
    expect(sheet.actualRowCount).toBe(HOSTS + 1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_HEADERS]);
    expect(sheet.getColumn(2).values.slice(2)).toEqual(table.map((row) => row[1]!.replace(/Disputed$/, '')));
    const firstSeen = sheet.getColumn(5).values.slice(2) as Date[];
    expect(firstSeen.every((cell) => cell instanceof Date)).toBe(true);
    expect(await Promise.all(firstSeen.map((cell) => longDate(cell.toISOString())))).toEqual(table.map((row) => row[3]));
    expect(sheet.getCell('G2').value).toBe(Number(records[1]![6]));
    expectClean(watched);
  });
});
