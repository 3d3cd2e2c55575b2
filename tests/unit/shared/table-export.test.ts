import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_SLICE, sendInSlices } from '@/shared/export/export-slices';
import { buildListWorkbook } from '@/shared/export/list-workbook';
import {
  exportDate,
  exportFileName,
  exportLabel,
  exportTable,
  neutralise,
  toCsv,
  type ExportColumn,
} from '@/shared/export/table-export';

interface Row {
  name: string;
  count: number;
  seen: Date | null;
  note: string;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Count', value: (r) => r.count },
  { header: 'Last seen', value: (r) => r.seen },
  { header: 'Note', value: (r) => r.note },
];
const ROWS: Row[] = [
  { name: 'remote.brightsmiledental.com', count: 3, seen: new Date(Date.UTC(2026, 10, 23, 14, 5)), note: 'RDP, exposed' },
  { name: '=HYPERLINK("http://evil")', count: -2, seen: null, note: 'say "hi"\nthen go' },
];

describe('export of a list', () => {
  it('writes RFC 4180 CSV with a UTF-8 BOM, CRLF records and quoted fields', () => {
    const csv = toCsv(exportTable(COLUMNS, ROWS));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Name,Count,Last seen,Note',
      'remote.brightsmiledental.com,3,2026-11-23T14:05:00Z,"RDP, exposed"',
      `"'=HYPERLINK(""http://evil"")",-2,,"say ""hi""\nthen go"`,
      '',
    ]);
  });

  it('neutralises text a spreadsheet would run as a formula, and leaves numbers numbers', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralise(text)).toBe(`'${text}`);
    expect(neutralise('a=b')).toBe('a=b');
    expect(
      toCsv({ headers: ['n'], rows: [[-5]] })
        .slice(1)
        .split('\r\n')[1],
    ).toBe('-5');
  });

  it('builds a workbook with typed cells and a frozen, filtered header row', async () => {
    const workbook = buildListWorkbook(ExcelJS, 'Assets', exportTable(COLUMNS, ROWS));
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await workbook.xlsx.writeBuffer());
    const sheet = read.getWorksheet('Assets')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Count', 'Last seen', 'Note']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getCell('B2').value).toBe(3);
    expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(2026, 10, 23, 14, 5)));
    expect(sheet.getColumn(3).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getCell('B2').numFmt).toBeUndefined();
    expect(sheet.getCell('A3').value).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet.getCell('B3').value).toBe(-2);
  });

  it('hands a large list over a slice at a time, with the same rows in the same order', async () => {
    const many = Array.from({ length: EXPORT_SLICE * 2 + 7 }, (_, i) => ({ name: `h${i}`, count: i, seen: null, note: '' }));
    const slices: unknown[][][] = [];
    await sendInSlices(COLUMNS, many, (slice) => slices.push(slice));
    expect(slices.map((slice) => slice.length)).toEqual([EXPORT_SLICE, EXPORT_SLICE, 7]);
    expect(slices.flat()).toEqual(exportTable(COLUMNS, many).rows);
  });

  it('reads a server timestamp as a date cell, empty when absent or unreadable', () => {
    expect(exportDate('2026-11-23T14:05:00Z')).toEqual(new Date(Date.UTC(2026, 10, 23, 14, 5)));
    expect(exportDate(null)).toBeNull();
    expect(exportDate('not a date')).toBeNull();
  });

  it('names the file after the list, the day and whether it is filtered; labels the button with the count', () => {
    const day = new Date(2026, 10, 27, 9);
    expect(exportFileName('Stance', 'MDR alerts', day, false, 'csv')).toBe('Stance_mdr-alerts_2026-11-27.csv');
    expect(exportFileName('Stance', 'Assets', day, true, 'xlsx')).toBe('Stance_assets_2026-11-27_filtered.xlsx');
    expect(exportLabel(1284)).toBe('Export 1,284 rows');
    expect(exportLabel(1)).toBe('Export 1 row');
  });
});
