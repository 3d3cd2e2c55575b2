import { execFileSync } from 'node:child_process';

/** DD_MM_YYYY of today, as the report's file name writes it. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}_${pad(now.getMonth() + 1)}_${now.getFullYear()}`;
}

export const pdfPages = (file: string) =>
  Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
/** The PDF's text with runs of white space made single spaces (names wrap and columns are padded). */
export const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
export const pdfPageText = (file: string, pageNumber: number) =>
  execFileSync('pdftotext', ['-layout', '-f', String(pageNumber), '-l', String(pageNumber), file, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
