/// <reference lib="webworker" />
/**
 * Builds an export file off the main thread: 20,000 rows take seconds in exceljs, which would block the page.
 * Answers the file's bytes, or an error message.
 */
import { buildListWorkbook } from './list-workbook';
import { toCsv, type ExportFormat, type ExportTable } from './table-export';

export interface ExportRequest {
  format: ExportFormat;
  sheet: string;
  table: ExportTable;
}

export type ExportAnswer = { ok: true; bytes: ArrayBuffer } | { ok: false; message: string };

async function build({ format, sheet, table }: ExportRequest): Promise<ArrayBuffer> {
  if (format === 'csv') return new TextEncoder().encode(toCsv(table)).buffer as ArrayBuffer;
  const loaded = await import('exceljs');
  const excel = ('default' in loaded && loaded.default ? loaded.default : loaded) as typeof import('exceljs');
  // exceljs answers a Uint8Array (its Buffer shim) in the browser: the bytes it covers are the file.
  const written = (await buildListWorkbook(excel, sheet, table).xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
  if (written instanceof ArrayBuffer) return written;
  return written.buffer.slice(written.byteOffset, written.byteOffset + written.byteLength) as ArrayBuffer;
}

self.onmessage = async (event: MessageEvent<ExportRequest>) => {
  try {
    const bytes = await build(event.data);
    self.postMessage({ ok: true, bytes } satisfies ExportAnswer, [bytes]);
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ExportAnswer);
  }
};
