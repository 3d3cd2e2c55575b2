import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Asset } from '@generated/model';
import {
  EXPORT_COLUMN_WIDTH_PX,
  MAX_EXPORTED_PORTS,
  TITLE_ROWS,
  buildAssetsWorkbook,
  exportFileName,
  generatedLine,
  pixelsToExcelWidth,
  sheetHeaders,
} from '@/features/digital-footprint/export/assets-workbook';
import { ASSET_SHEETS } from '@/features/digital-footprint/export/report-sheets';
import { EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS, asset, issue } from './fixtures';

const CREATED = new Date('2026-11-23T09:00:00Z');
const ORIGIN = { account: 'Bright Smile Dental Group', productName: 'Stance', createdAt: CREATED };

async function readBack(assets: readonly Asset[]) {
  const buffer = await buildAssetsWorkbook(ExcelJS, assets, ORIGIN).xlsx.writeBuffer();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as ArrayBuffer);
  return workbook;
}

/** The table of a sheet: its header row and the rows under it (the title rows above are left out). */
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(TITLE_ROWS + 1)
    .flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : [])) as unknown[][];

describe('assets workbook', () => {
  it('has the seven sheets in order, each with its header row', async () => {
    const workbook = await readBack([]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Top Level Domain',
      'Email Domains',
      'Subdomains',
      'Integrations',
      'Hosts',
      'Devices',
      'Users',
    ]);
    for (const [index, sheet] of workbook.worksheets.entries()) {
      expect(rowsOf(sheet)).toEqual([sheetHeaders(ASSET_SHEETS[index]!.type)]);
    }
  });

  it('puts every asset on the sheet of its type, one row each', async () => {
    const all = [...EXAMPLE_ASSETS, ...EXAMPLE_DEVICES, ...EXAMPLE_USERS];
    const workbook = await readBack(all);
    for (const { name, type } of ASSET_SHEETS) {
      const sheet = workbook.getWorksheet(name)!;
      const names = rowsOf(sheet)
        .slice(1)
        .map((row) => row[0]);
      expect(names).toEqual(all.filter((a) => a.asset_type === type).map((a) => a.hostname));
    }
    const hosts = rowsOf(workbook.getWorksheet('Top Level Domain')!);
    const header = hosts[0] as string[];
    const first = hosts[1]!;
    expect(first[header.indexOf('Important')]).toBe(1);
    expect(first[header.indexOf('Moderate')]).toBe(1);
    expect(first[header.indexOf('Highest Severity')]).toBe('important');
    expect(first[header.indexOf('Mail Vendor')]).toBe('Microsoft 365');
  });

  it('styles the header row and makes every column 200 px (27.86 Excel units)', async () => {
    expect(pixelsToExcelWidth(EXPORT_COLUMN_WIDTH_PX)).toBe(27.86);
    const sheet = (await readBack(EXAMPLE_USERS)).getWorksheet('Users')!;
    const header = sheet.getRow(TITLE_ROWS + 1);
    expect(header.font?.bold).toBe(true);
    expect(header.getCell(1).fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: TITLE_ROWS + 1 });
    expect(sheet.columns.every((column) => column.width === 27.86)).toBe(true);
  });

  it('caps open ports at 50, in port order', async () => {
    const ports = Array.from({ length: 60 }, (_, i) => ({ port_number: 60 - i, transport_protocol: 'tcp' as const }));
    const host = asset('203.0.113.99', [issue('critical')], { asset_type: 'host', open_ports: ports });
    const rows = rowsOf((await readBack([host])).getWorksheet('Hosts')!);
    const cell = String(rows[1]![(rows[0] as string[]).indexOf('Open Ports')]);
    expect(cell.split(', ')).toHaveLength(MAX_EXPORTED_PORTS);
    expect(cell.startsWith('1/tcp, 2/tcp')).toBe(true);
    expect(cell.endsWith('50/tcp')).toBe(true);
  });

  it('#26.11 names the account and when it was generated, on every sheet and in its properties', async () => {
    const workbook = await readBack([]);
    for (const sheet of workbook.worksheets) {
      expect(sheet.getRow(1).getCell(1).value).toBe(`Bright Smile Dental Group: ${sheet.name}`);
      expect(sheet.getRow(2).getCell(1).value).toBe(generatedLine(CREATED));
    }
    expect(generatedLine(CREATED)).toMatch(/^Generated \d{2} Nov 2026 \d{2}:00( \(.+\))?$/);
    expect(workbook.company).toBe('Bright Smile Dental Group');
    expect(workbook.creator).toBe('Stance');
    expect(workbook.created).toEqual(CREATED);
  });

  it('names the file Stance_assets_DD_MM_YYYY.xlsx', () => {
    expect(exportFileName('Stance', new Date(2026, 0, 5))).toBe('Stance_assets_05_01_2026.xlsx');
  });
});
