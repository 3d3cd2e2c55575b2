/**
 * Export of any list (issue #27): exactly the rows shown, in their order, with every column the list has. Pure: the
 * table a list hands over, its CSV (RFC 4180, UTF-8 with a BOM, formula injection neutralised), its file name and the
 * button's label. The workbook is list-workbook.ts; both are built off the main thread (export-worker.ts).
 */

/** A cell as the file types it: dates as dates, numbers as numbers, the rest as text. */
type ExportCell = string | number | boolean | Date | null;

/** One column of a list's export: its header and its value per row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => ExportCell;
}

/** What a file is built from: header row and rows of cells (a structured-clone value, for the worker). */
export interface ExportTable {
  headers: string[];
  rows: ExportCell[][];
}

export type ExportFormat = 'csv' | 'xlsx';

export function exportTable<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): ExportTable {
  return {
    headers: columns.map((column) => column.header),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}

/** A server timestamp as a cell: a date, or empty when absent or unreadable. */
export function exportDate(value: string | null | undefined): Date | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * A text cell a spreadsheet would read as a formula (it begins with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe (OWASP, CSV injection). Numbers are written as numbers, so a negative number stays one.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** 2026-11-23T14:05:00Z: unambiguous for people and spreadsheets. */
const isoDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  const text = cell instanceof Date ? isoDate(cell) : neutralise(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const BOM = '\uFEFF';

/** RFC 4180: CRLF between records, fields with a comma, quote or line break quoted; a BOM so Excel reads UTF-8. */
export function toCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.rows].map((cells) => cells.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Stance_assets_2026-11-27_filtered.csv': the list, the local date, and whether it was filtered. */
export function exportFileName(productName: string, list: string, date: Date, filtered: boolean, format: ExportFormat): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const slug = list
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${productName}_${slug}_${day}${filtered ? '_filtered' : ''}.${format}`;
}

const count = new Intl.NumberFormat('en-US');

/** 'Export 1,284 rows', 'Export 1 row'. */
export function exportLabel(rows: number): string {
  return `Export ${count.format(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}
