/**
 * The workbook of a list's export: one sheet, a bold header row frozen and filtered, cells typed (dates as dates with
 * a date format, numbers as numbers); text neutralised as in the CSV. exceljs is passed in (it loads in the worker).
 */
import type { Workbook } from 'exceljs';
import { neutralise, type ExportTable } from './table-export';

type ExcelModule = typeof import('exceljs');

/** How the file is written: deflate level 1, half the time of exceljs's default (6) for 20,000 rows, the file 30 % larger. */
export const WRITE_OPTIONS = { zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } } };

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Export';

export function buildListWorkbook(excel: ExcelModule, name: string, table: ExportTable): Workbook {
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(table.headers).font = { bold: true };
  for (const cells of table.rows) {
    sheet.addRow(cells.map((cell) => (typeof cell === 'string' ? neutralise(cell) : cell)));
  }
  table.headers.forEach((header, i) => {
    const column = sheet.getColumn(i + 1);
    const sample = table.rows.find((row) => row[i] !== null)?.[i];
    if (sample instanceof Date) column.numFmt = DATE_FORMAT;
    column.width = Math.min(60, Math.max(12, header.length + 2));
  });
  if (table.headers.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
  }
  return workbook;
}
