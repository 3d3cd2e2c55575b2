import { exportTable, type ExportColumn, type ExportTable } from './table-export';

/** Rows read per task: a slice of a large list stays well under 50 ms of main thread. */
export const EXPORT_SLICE = 1000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The export table of a list, read a slice at a time so that 20,000 rows never hold the main thread long. */
export async function exportTableInSlices<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): Promise<ExportTable> {
  const table = exportTable(columns, rows.slice(0, EXPORT_SLICE));
  for (let start = EXPORT_SLICE; start < rows.length; start += EXPORT_SLICE) {
    await nextTask();
    table.rows.push(...exportTable(columns, rows.slice(start, start + EXPORT_SLICE)).rows);
  }
  return table;
}
