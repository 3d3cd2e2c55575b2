// What the run tells: a per-operation table on the terminal with the first violation in words, coverage, and the
// JSON and JUnit XML files for CI.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKS, type CheckResult, type OperationResult, type Violation } from './types.ts';

export interface Summary {
  contract: string;
  server: string;
  profile: string;
  seed: number;
  startedAt: string;
  durationMs: number;
  operations: { total: number; exercised: number; percent: number };
  statuses: { declared: number; seen: number };
  examples: { declared: number; sent: number };
  checks: { passed: number; failed: number; skipped: number };
  skippedOperations: { operation: string; reason: string }[];
  failures: number;
}

export function summarize(
  results: OperationResult[],
  totalOperations: number,
  meta: Pick<Summary, 'contract' | 'server' | 'profile' | 'seed' | 'startedAt' | 'durationMs'>,
): Summary {
  const checks = results.flatMap((r) => r.checks);
  const exercised = results.filter((r) => r.exercised).length;
  return {
    ...meta,
    operations: {
      total: totalOperations,
      exercised,
      percent: totalOperations ? Math.floor((exercised / totalOperations) * 1000) / 10 : 100,
    },
    statuses: {
      declared: results.reduce((n, r) => n + r.statusesDeclared.length, 0),
      seen: results.reduce((n, r) => n + r.statusesSeen.length, 0),
    },
    examples: {
      declared: results.reduce((n, r) => n + r.examplesDeclared.length, 0),
      sent: results.reduce((n, r) => n + r.examplesSent.length, 0),
    },
    checks: {
      passed: checks.filter((c) => c.outcome === 'passed').length,
      failed: checks.filter((c) => c.outcome === 'failed').length,
      skipped: checks.filter((c) => c.outcome === 'skipped').length,
    },
    skippedOperations: results.filter((r) => !r.exercised).map((r) => ({ operation: r.id, reason: r.checks[0]?.reason ?? '' })),
    failures: checks.reduce((n, c) => n + c.violations.length, 0),
  };
}

const MARK: Record<CheckResult['outcome'], string> = { passed: 'pass', failed: 'FAIL', skipped: 'skip', 'n/a': '·' };

export function violationInWords(v: Violation): string {
  const at = v.pointer !== undefined && v.pointer !== '' ? ` at ${v.pointer}` : v.pointer === '' ? ' at / (the whole body)' : '';
  const status = v.status !== undefined ? ` → ${v.status}` : '';
  return `${v.operation} [${v.check}, ${v.label}] ${v.request}${status}: ${v.kind}${at}: expected ${v.expected}, got ${v.actual}`;
}

export function terminalReport(results: OperationResult[], summary: Summary, color: boolean): string {
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const idWidth = Math.max(9, ...results.map((r) => r.id.length));
  const lines: string[] = [];
  lines.push(`${summary.contract} against ${summary.server} (profile ${summary.profile}, seed ${summary.seed})`, '');
  lines.push(
    ['operation'.padEnd(idWidth), 'method'.padEnd(6), ...CHECKS.map((c) => c.padEnd(10)), 'ex. sent', 'statuses seen'].join(' '),
  );
  for (const r of results) {
    const cells = CHECKS.map((name) => {
      const c = r.checks.find((x) => x.check === name);
      const text = (c ? MARK[c.outcome] : '·').padEnd(10);
      return c?.outcome === 'failed' ? paint('31', text) : c?.outcome === 'skipped' ? paint('33', text) : text;
    });
    lines.push(
      [
        r.id.padEnd(idWidth),
        r.method.toUpperCase().padEnd(6),
        ...cells,
        `${r.examplesSent.length}/${r.examplesDeclared.length}`.padEnd(8),
        `${r.statusesSeen.join(',') || '-'} of ${r.statusesDeclared.join(',')}`,
      ].join(' '),
    );
    const failed = r.checks.find((c) => c.outcome === 'failed');
    if (failed) {
      const v = failed.violations[0]!;
      lines.push(paint('31', `    ${violationInWords(v)}`));
      lines.push(`    repro: ${v.curl}`);
    }
    // An operation not called at all is listed once below, with its reason; here, the checks a called one skipped.
    if (r.exercised)
      for (const c of r.checks.filter((x) => x.reason && (x.outcome === 'skipped' || x.outcome === 'failed')))
        lines.push(paint('33', `    ${c.outcome === 'skipped' ? 'skip' : 'also skipped in'} ${c.check}: ${c.reason}`));
  }
  lines.push('');
  if (summary.skippedOperations.length) {
    lines.push('Not called:');
    for (const s of summary.skippedOperations) lines.push(`  ${s.operation}: ${s.reason}`);
    lines.push('');
  }
  lines.push(
    `Coverage: ${summary.operations.exercised}/${summary.operations.total} operations exercised (${summary.operations.percent}%), ` +
      `${summary.statuses.seen}/${summary.statuses.declared} declared statuses seen, ${summary.examples.sent}/${summary.examples.declared} examples sent.`,
  );
  const verdict = summary.failures === 0 ? paint('32', 'no failure') : paint('31', `${summary.failures} violation(s)`);
  lines.push(
    `Checks: ${summary.checks.passed} passed, ${summary.checks.failed} failed, ${summary.checks.skipped} skipped; ${verdict} in ${(summary.durationMs / 1000).toFixed(1)} s.`,
  );
  return lines.join('\n');
}

const xml = (s: string) =>
  s
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g,
      '',
    );

function junit(results: OperationResult[], summary: Summary): string {
  const suites = results.map((r) => {
    const cases = r.checks.map((c) => {
      const open = `    <testcase classname="${xml(r.id)}" name="${xml(c.check)}">`;
      if (c.outcome === 'failed') {
        const body = c.violations.map((v) => `${violationInWords(v)}\nrepro: ${v.curl}`).join('\n\n');
        return `${open}\n      <failure message="${xml(violationInWords(c.violations[0]!))}" type="${xml(c.violations[0]!.kind)}">${xml(body)}</failure>\n    </testcase>`;
      }
      if (c.outcome === 'skipped' || c.outcome === 'n/a')
        return `${open}\n      <skipped message="${xml(c.reason ?? c.outcome)}"/>\n    </testcase>`;
      return `${open}</testcase>`;
    });
    const failures = r.checks.filter((c) => c.outcome === 'failed').length;
    const skipped = r.checks.filter((c) => c.outcome === 'skipped' || c.outcome === 'n/a').length;
    return `  <testsuite name="${xml(`${r.id} ${r.method.toUpperCase()} ${r.path}`)}" tests="${r.checks.length}" failures="${failures}" errors="0" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const tests = results.reduce((n, r) => n + r.checks.length, 0);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance ${xml(summary.server)}" tests="${tests}" failures="${summary.checks.failed}" time="${(summary.durationMs / 1000).toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

export function writeReports(dir: string, results: OperationResult[], summary: Summary): { json: string; junit: string } {
  mkdirSync(dir, { recursive: true });
  const jsonFile = join(dir, 'conformance.json');
  const junitFile = join(dir, 'conformance.junit.xml');
  writeFileSync(jsonFile, `${JSON.stringify({ summary, operations: results }, null, 2)}\n`);
  writeFileSync(junitFile, junit(results, summary));
  return { json: jsonFile, junit: junitFile };
}
