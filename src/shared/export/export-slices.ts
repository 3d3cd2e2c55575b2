import { exportTable, type ExportColumn, type ExportTable } from './table-export';

/** Rows read and handed over per task: a slice of a large list stays well under 50 ms of main thread. */
export const EXPORT_SLICE = 1000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads the list's rows a slice at a time and hands each slice over (to the worker): a task per slice, so neither
 * reading 20,000 rows nor copying them to the worker holds the main thread long (one copy of the whole table took
 * 120 ms, tests/bench/export-bench.ts).
 */
export async function sendInSlices<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  send: (slice: ExportTable['rows']) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += EXPORT_SLICE) {
    if (start > 0) await nextTask();
    send(exportTable(columns, rows.slice(start, start + EXPORT_SLICE)).rows);
  }
}
