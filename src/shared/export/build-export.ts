import type { ExportAnswer, ExportMessage } from './export-worker';
import { sendInSlices } from './export-slices';
import type { ExportColumn, ExportFormat } from './table-export';

const TYPES = { csv: 'text/csv;charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** Builds the file of a list in a worker of its own (ended when it answers): the rows go over a slice at a time. */
export async function buildExportFile<T>(
  format: ExportFormat,
  sheet: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): Promise<Blob> {
  const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module', name: 'export' });
  const post = (message: ExportMessage) => worker.postMessage(message);
  const answer = new Promise<ExportAnswer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ExportAnswer>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message || 'The export could not be built'));
  });
  try {
    post({ kind: 'start', format, sheet, headers: columns.map((column) => column.header) });
    await sendInSlices(columns, rows, (slice) => post({ kind: 'rows', rows: slice }));
    post({ kind: 'end' });
    const built = await answer;
    if (!built.ok) throw new Error(built.message);
    return new Blob([built.bytes], { type: TYPES[format] });
  } finally {
    worker.terminate();
  }
}
