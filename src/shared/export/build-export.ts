import type { ExportAnswer, ExportRequest } from './export-worker';

const TYPES = { csv: 'text/csv;charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** Builds the file in a worker of its own (ended when it answers) and hands back the file. */
export function buildExportFile(request: ExportRequest): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module', name: 'export' });
    worker.onmessage = (event: MessageEvent<ExportAnswer>) => {
      worker.terminate();
      const answer = event.data;
      if (answer.ok) resolve(new Blob([answer.bytes], { type: TYPES[request.format] }));
      else reject(new Error(answer.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The export could not be built'));
    };
    worker.postMessage(request);
  });
}

/** Hands a file to the browser as a download. */
export function downloadFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
