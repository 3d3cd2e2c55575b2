// The conformance kit against the Prism mock of the contract (it must pass with every operation exercised) and
// against a faulty server built from the contract (every fault must be caught, by the right check).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../openapi/tools/conformance/cli.ts';
import { loadContract, type Contract } from '../../../openapi/tools/conformance/contract.ts';
import type { CheckName, OperationResult } from '../../../openapi/tools/conformance/run.ts';
import type { Summary } from '../../../openapi/tools/conformance/report.ts';
import type { ViolationKind } from '../../../openapi/tools/conformance/validate.ts';
import { csrfHeaderName } from '../../../openapi/tools/conformance/session.ts';
import { FAULTS, startFaultyServer, type Fault } from './faulty-server.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const contractFile = `${root}openapi/openapi.yaml`;

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

interface Run {
  code: number;
  out: string;
  err: string;
  summary: Summary;
  operations: OperationResult[];
}

async function conformance(args: string[]): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
  const out = new Collect();
  const err = new Collect();
  try {
    const code = await main([...args, '--report-dir', dir], out, err);
    let report: { summary: Summary; operations: OperationResult[] } = { summary: undefined as never, operations: [] };
    try {
      report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as typeof report;
    } catch {
      /* usage errors write no report */
    }
    return { code, out: out.text, err: err.text, ...report };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function until(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract(contractFile);
});

/** The check and the kind of violation each fault must be caught by. */
const EXPECTED: Record<Fault, { checks: CheckName[]; kind: ViolationKind }> = {
  'wrong-type': { checks: ['examples', 'generated'], kind: 'schema' },
  'missing-required': { checks: ['examples', 'generated'], kind: 'schema' },
  'undeclared-status': { checks: ['examples', 'generated'], kind: 'status' },
  'wrong-content-type': { checks: ['examples', 'generated'], kind: 'content-type' },
  'extra-property': { checks: ['examples', 'generated'], kind: 'schema' },
  'accepts-invalid': { checks: ['invalid'], kind: 'accepted-invalid' },
  'data-without-session': { checks: ['no-session'], kind: 'data-without-session' },
  'server-error': { checks: ['examples', 'generated'], kind: 'server-error' },
  'any-method': { checks: ['method'], kind: 'method-allowed' },
  'no-csrf': { checks: ['csrf'], kind: 'csrf-not-refused' },
  'forgets-writes': { checks: ['journey'], kind: 'journey' },
  'applies-refused-writes': { checks: ['csrf'], kind: 'state-changed' },
};

// The contract's example ids, so that the journeys act on a member and an integration that exist.
const SESSION = [
  ...['--cookie', 'sessionid=conformance-test', '--csrf', 'token', '--account', 'acc-1', '--concurrency', '8'],
  ...['--param', 'userId=usr-maya', '--param', 'integrationId=intg-7c1e4a92'],
];
const SERVER_ARGS = [...SESSION, '--seed', '11', '--allow-destructive', '--generated', '1'];

describe('against the Prism mock of the contract', () => {
  let prism: ChildProcess;
  let url: string;
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    prism = spawn(
      `${root}node_modules/.bin/prism`,
      ['mock', contractFile, '--host', '127.0.0.1', '--port', String(port), '--errors'],
      {
        stdio: 'ignore',
      },
    );
    await until(url, 30_000);
  }, 40_000);
  afterAll(() => {
    prism?.kill('SIGTERM');
  });

  it('passes with every operation exercised and every example sent', async () => {
    const run = await conformance([
      '--server',
      url,
      '--profile',
      'mock',
      '--allow-destructive',
      '--seed',
      '7',
      '--min-coverage',
      '100',
    ]);
    const failures = run.operations.flatMap((o) => o.checks.flatMap((c) => c.violations));
    expect(failures.map((v) => `${v.operation} ${v.check}: ${v.kind} ${v.pointer ?? ''} ${v.expected} / ${v.actual}`)).toEqual(
      [],
    );
    expect(run.code).toBe(0);
    expect(run.summary.operations).toEqual({
      total: contract.operations.length,
      exercised: contract.operations.length,
      percent: 100,
    });
    expect(run.summary.examples.sent).toBe(run.summary.examples.declared);
    expect(run.out).toContain('seed 7 (replay with --seed 7)');
  }, 60_000);
});

describe('command line', () => {
  it('rejects an unknown option with one line and exit 2', async () => {
    const run = await conformance(['--server', 'http://127.0.0.1:9', '--frobnicate']);
    expect(run.code).toBe(2);
    expect(run.err.trim().split('\n')).toHaveLength(1);
    expect(run.err).toMatch(/frobnicate/);
  });

  it('reports an unreachable server in one line with exit 2', async () => {
    const port = await freePort();
    const run = await conformance(['--server', `http://127.0.0.1:${port}`, '--profile', 'mock']);
    expect(run.code).toBe(2);
    expect(run.err.trim().split('\n')).toHaveLength(1);
    expect(run.err).toMatch(/cannot reach/);
  });

  it('skips writes unless allowed, says why, and exits 3 below --min-coverage', async () => {
    const server = await startFaultyServer(contract);
    try {
      const run = await conformance(['--server', server.url, ...SESSION, '--min-coverage', '100']);
      const writes = contract.operations.filter((op) => op.effect !== 'read').map((op) => op.id);
      expect(writes.length).toBeGreaterThan(0);
      expect(run.summary.skippedOperations.map((s) => s.operation).sort()).toEqual([...writes].sort());
      expect(run.summary.skippedOperations.every((s) => /--allow-(writes|destructive)/.test(s.reason))).toBe(true);
      expect(run.out).toContain('Not called:');
      expect(run.code).toBe(3);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('replays the same requests with the same seed', async () => {
    const server = await startFaultyServer(contract);
    try {
      const sent = async (seed: string) => {
        const run = await conformance([
          '--server',
          server.url,
          ...SESSION,
          '--seed',
          seed,
          '--operation',
          'inviteTeamMember',
          '--allow-writes',
        ]);
        expect(run.out).toContain(`seed ${seed} (replay with --seed ${seed})`);
        return run.operations[0]!.checks.find((c) => c.check === 'generated')!.sent;
      };
      const first = await sent('5');
      expect(first).toHaveLength(2);
      expect(await sent('5')).toEqual(first);
      expect(await sent('6')).not.toEqual(first);
    } finally {
      await server.close();
    }
  });

  it('asks for the session and the account of a real server', async () => {
    const server = await startFaultyServer(contract);
    try {
      expect((await conformance(['--server', server.url])).err).toMatch(/--cookie is required/);
      expect((await conformance(['--server', server.url, '--cookie', 'sessionid=s'])).err).toMatch(/--account is required/);
    } finally {
      await server.close();
    }
  });
});

describe('against a faulty server built from the contract', () => {
  it('passes while no fault is on', async () => {
    const server = await startFaultyServer(contract);
    try {
      const run = await conformance(['--server', server.url, ...SERVER_ARGS, '--min-coverage', '100']);
      const failures = run.operations.flatMap((o) => o.checks.flatMap((c) => c.violations));
      expect(failures.map((v) => `${v.operation} ${v.check}: ${v.kind} ${v.pointer ?? ''} ${v.expected} / ${v.actual}`)).toEqual(
        [],
      );
      expect(run.code).toBe(0);
    } finally {
      await server.close();
    }
  }, 30_000);

  it.each(FAULTS.map((f) => [f]))(
    'catches %s on every operation it touches',
    async (fault) => {
      const server = await startFaultyServer(contract, fault);
      try {
        const run = await conformance(['--server', server.url, ...SERVER_ARGS]);
        if (server.faulted.size === 0) {
          // Only a contract that declares no CSRF header gives these faults nowhere to happen.
          expect(contract.operations.some((op) => csrfHeaderName(contract, op))).toBe(false);
          expect(['no-csrf', 'applies-refused-writes']).toContain(fault);
          return;
        }
        const { checks, kind } = EXPECTED[fault];
        const caught = new Set(
          run.operations
            .filter((o) => o.checks.some((c) => checks.includes(c.check) && c.violations.some((v) => v.kind === kind)))
            .map((o) => o.id),
        );
        // The method check runs once per path, so it reports on the path's first operation.
        const owners = [...server.faulted].map((id) => {
          const op = contract.operations.find((o) => o.id === id)!;
          return fault === 'any-method' ? contract.operations.find((o) => o.path === op.path)!.id : id;
        });
        expect(owners.filter((id) => !caught.has(id))).toEqual([]);
        expect(run.code).toBe(1);
        const first = run.operations.flatMap((o) => o.checks.flatMap((c) => c.violations)).find((v) => v.kind === kind)!;
        expect(first.curl).toMatch(/^curl -i -X /);
        expect(first.curl).not.toContain('conformance-test');
        expect(first.curl).not.toContain("'token'");
      } finally {
        await server.close();
      }
    },
    30_000,
  );
});
