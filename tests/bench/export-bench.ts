// Export of a list (issue #27, "Performance"): 20,000 rows of each format built in ≤ 2 s, and the main thread's
// share (reading a slice of rows and handing it to the worker) under 50 ms a task. In Node: the worker's work
// is the same code (toCsv, buildListWorkbook with exceljs); structuredClone stands in for postMessage's copy.
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/export-bench.ts`.
import ExcelJS from 'exceljs';
import { EXPORT_SLICE } from '@/shared/export/export-slices';
import { WRITE_OPTIONS, buildListWorkbook } from '@/shared/export/list-workbook';
import { exportTable, toCsv, type ExportColumn } from '@/shared/export/table-export';
import { measure, row } from './bench-support';

const ROWS = 20_000;

interface Asset {
  name: string;
  type: string;
  severity: string;
  critical: number;
  important: number;
  moderate: number;
  ip: string[];
  ports: string;
  firstSeen: string;
  lastSeen: string;
  technologies: string[];
  disputed: boolean;
}

const asset = (i: number): Asset => ({
  name: `host-${i}.brightsmiledental.com`,
  type: ['domain', 'subdomain', 'host', 'email'][i % 4]!,
  severity: ['Critical', 'Important', 'Moderate', ''][i % 4]!,
  critical: i % 3,
  important: i % 5,
  moderate: i % 7,
  ip: [`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`],
  ports: '22/tcp, 443/tcp, 3389/tcp',
  firstSeen: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  lastSeen: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
  technologies: ['nginx', 'OpenSSH', 'WordPress'],
  disputed: i % 50 === 0,
});
const assets = Array.from({ length: ROWS }, (_, i) => asset(i));

const COLUMNS: ExportColumn<Asset>[] = [
  { header: 'Asset Name', value: (a) => a.name },
  { header: 'Type', value: (a) => a.type },
  { header: 'Highest Severity', value: (a) => a.severity },
  { header: 'Critical', value: (a) => a.critical },
  { header: 'Important', value: (a) => a.important },
  { header: 'Moderate', value: (a) => a.moderate },
  { header: 'IP', value: (a) => a.ip.join(', ') },
  { header: 'Open Ports', value: (a) => a.ports },
  { header: 'First Seen', value: (a) => new Date(a.firstSeen) },
  { header: 'Last Seen', value: (a) => new Date(a.lastSeen) },
  { header: 'Technologies', value: (a) => a.technologies.join(', ') },
  { header: 'Disputed', value: (a) => a.disputed },
];

console.log(`Export: ${ROWS} assets × ${COLUMNS.length} columns`);
console.log('\nMain thread, per task');
row(`  read a slice of ${EXPORT_SLICE} rows`, measure(9, () => exportTable(COLUMNS, assets.slice(0, EXPORT_SLICE))), 50, 'median');
const table = exportTable(COLUMNS, assets);
const slice = exportTable(COLUMNS, assets.slice(0, EXPORT_SLICE)).rows;
row(`  copy a slice to the worker (structuredClone)`, measure(9, () => structuredClone(slice)), 50, 'median');
row(`  (one copy of the whole table, as before slices)`, measure(3, () => structuredClone(table)));

console.log('\nIn the worker, whole file');
row(`  CSV of ${ROWS} rows`, measure(5, () => toCsv(table)), 2000, 'median');
const times: number[] = [];
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  await buildListWorkbook(ExcelJS, 'Assets', table).xlsx.writeBuffer(WRITE_OPTIONS);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
row(`  Excel of ${ROWS} rows`, { median: times[1]!, max: times[2]! }, 2000, 'median');
