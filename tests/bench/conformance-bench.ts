// The conformance kit over every operation of the contract against the Prism mock, as a backend engineer runs it
// (`npm run conformance`, process start included): target under a minute on this machine; above it, or when the run
// fails, the bench exits 1.
// Usage: npm run bench, or `npx tsx tests/bench/conformance-bench.ts` (BENCH_PRISM_PORT, default a free port).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root } from '../support/serve-build';

const TARGET_S = 60;
// A free port unless one is given, so that several people can run the bench at once.
const port = process.env.BENCH_PRISM_PORT ? Number(process.env.BENCH_PRISM_PORT) : await freePort();
const url = `http://127.0.0.1:${port}`;
const prism = spawn(
  `${root}node_modules/.bin/prism`,
  ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(port), '--errors'],
  { cwd: root, stdio: 'ignore' },
);
const reports = mkdtempSync(join(tmpdir(), 'conformance-bench-'));
try {
  const end = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > end) throw new Error(`Prism did not come up on ${url}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const started = performance.now();
  const run = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'conformance',
      '--',
      '--server',
      url,
      '--profile',
      'mock',
      '--allow-destructive',
      '--report-dir',
      reports,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const seconds = (performance.now() - started) / 1000;
  const { summary } = JSON.parse(readFileSync(join(reports, 'conformance.json'), 'utf8')) as {
    summary: { operations: { total: number; exercised: number }; failures: number; durationMs: number };
  };
  const verdict = seconds <= TARGET_S ? `✓ ≤ ${TARGET_S} s` : `✗ over ${TARGET_S} s`;
  console.log(
    `npm run conformance against the Prism mock: ${summary.operations.exercised}/${summary.operations.total} operations, ` +
      `${summary.failures} failure(s), exit ${run.status}`,
  );
  console.log(
    `${'  whole command (npm, tsx, contract, checks, reports)'.padEnd(64)} ${seconds.toFixed(1).padStart(6)} s   ${verdict}`,
  );
  console.log(`${'  checks alone (as the kit reports)'.padEnd(64)} ${(summary.durationMs / 1000).toFixed(1).padStart(6)} s`);
  if (run.status !== 0 || seconds > TARGET_S) process.exitCode = 1;
} finally {
  prism.kill('SIGTERM');
  rmSync(reports, { recursive: true, force: true });
}
