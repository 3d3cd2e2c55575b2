/// <reference lib="webworker" />
/**
 * Builds an export file off the main thread: 20,000 rows take seconds in exceljs, which would block the page. Gets
 * the header, then the rows in slices, then 'end'; answers the file's bytes, or an error message.
 */
import { WRITE_OPTIONS, buildListWorkbook } from './list-workbook';
import { toCsv, type ExportFormat, type ExportTable } from './table-export';

export type ExportMessage =
  | { kind: 'start'; format: ExportFormat; sheet: string; headers: string[] }
  | { kind: 'rows'; rows: ExportTable['rows'] }
  | { kind: 'end' };

export type ExportAnswer = { ok: true; bytes: ArrayBuffer } | { ok: false; message: string };

interface Job {
  format: ExportFormat;
  sheet: string;
  table: ExportTable;
}

async function build({ format, sheet, table }: Job): Promise<ArrayBuffer> {
  if (format === 'csv') return new TextEncoder().encode(toCsv(table)).buffer as ArrayBuffer;
  const loaded = await import('exceljs');
  const excel = ('default' in loaded && loaded.default ? loaded.default : loaded) as typeof import('exceljs');
  // exceljs answers a Uint8Array (its Buffer shim) in the browser: the bytes it covers are the file.
  const written = (await buildListWorkbook(excel, sheet, table).xlsx.writeBuffer(WRITE_OPTIONS)) as ArrayBuffer | Uint8Array;
  if (written instanceof ArrayBuffer) return written;
  return written.buffer.slice(written.byteOffset, written.byteOffset + written.byteLength) as ArrayBuffer;
}

let job: Job | null = null;

self.onmessage = async (event: MessageEvent<ExportMessage>) => {
  const message = event.data;
  if (message.kind === 'start') {
    job = { format: message.format, sheet: message.sheet, table: { headers: message.headers, rows: [] } };
  } else if (message.kind === 'rows') {
    for (const cells of message.rows) job?.table.rows.push(cells);
  } else {
    try {
      if (!job) throw new Error('No export was started');
      const bytes = await build(job);
      self.postMessage({ ok: true, bytes } satisfies ExportAnswer, [bytes]);
    } catch (error) {
      self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ExportAnswer);
    }
  }
};
