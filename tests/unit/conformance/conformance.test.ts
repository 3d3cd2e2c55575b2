// The conformance kit against the Prism mock of the contract (it must pass with every operation exercised) and
// against a faulty server built from the contract (every fault must be caught, by the right check).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../../../openapi/tools/conformance/cli.ts';
import {
  jsonBody,
  loadContract,
  sessionSchemes,
  UNSAFE,
  type Contract,
  type Operation,
} from '../../../openapi/tools/conformance/contract.ts';
import {
  isPolled,
  type CheckName,
  type CheckResult,
  type OperationResult,
  type Violation,
} from '../../../openapi/tools/conformance/run.ts';
import { violationInWords, type Summary } from '../../../openapi/tools/conformance/report.ts';
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
  /** The raw JSON report and JUnit XML, as CI reads them. */
  json: string;
  junit: string;
}

async function conformance(args: string[]): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
  const out = new Collect();
  const err = new Collect();
  try {
    const code = await main([...args, '--report-dir', dir], out, err);
    let report: { summary: Summary; operations: OperationResult[] } = { summary: undefined as never, operations: [] };
    let json = '';
    let junit = '';
    try {
      json = readFileSync(join(dir, 'conformance.json'), 'utf8');
      junit = readFileSync(join(dir, 'conformance.junit.xml'), 'utf8');
      report = JSON.parse(json) as typeof report;
    } catch {
      /* usage errors write no report */
    }
    return { code, out: out.text, err: err.text, json, junit, ...report };
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

/**
 * A copy of the contract whose x-polling bounds are short (everything else as is), so a server that stays "not
 * ready" is judged in a test's time. The copy sits in a temporary folder beside copies of the files it refers to.
 */
function contractWithPolling(bounds: string): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-contract-'));
  cpSync(`${root}openapi`, dir, { recursive: true, filter: (src) => !src.startsWith(`${root}openapi/tools`) });
  const file = join(dir, 'openapi.yaml');
  const text = readFileSync(file, 'utf8');
  expect(text).toMatch(/x-polling: \{[^}]*\}/);
  writeFileSync(file, text.replace(/x-polling: \{[^}]*\}/g, `x-polling: ${bounds}`));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The check and the kind of violation each fault must be caught by; for a fault in a response body, also the schema
 * keyword, at the JSON pointer the faulty server broke.
 */
const EXPECTED: Record<Fault, { checks: CheckName[]; kind: ViolationKind; keywords?: string[] }> = {
  'wrong-type': { checks: ['examples', 'generated'], kind: 'schema', keywords: ['type'] },
  'missing-required': { checks: ['examples', 'generated'], kind: 'schema', keywords: ['required'] },
  'undeclared-status': { checks: ['examples', 'generated'], kind: 'status' },
  'wrong-content-type': { checks: ['examples', 'generated'], kind: 'content-type' },
  'extra-property': {
    checks: ['examples', 'generated'],
    kind: 'schema',
    keywords: ['additionalProperties', 'unevaluatedProperties'],
  },
  'accepts-invalid': { checks: ['invalid'], kind: 'accepted-invalid' },
  'refuses-valid': { checks: ['accepted'], kind: 'valid-refused' },
  'undeclared-refusal': { checks: ['invalid'], kind: 'status' },
  'invalid-server-error': { checks: ['invalid'], kind: 'server-error' },
  'data-without-session': { checks: ['no-session'], kind: 'data-without-session' },
  'server-error': { checks: ['examples', 'generated'], kind: 'server-error' },
  'any-method': { checks: ['method'], kind: 'method-allowed' },
  'no-csrf': { checks: ['csrf'], kind: 'csrf-not-refused' },
  'forgets-writes': { checks: ['journey'], kind: 'journey' },
  'applies-refused-writes': { checks: ['csrf'], kind: 'state-changed' },
  'never-ready': { checks: ['polling'], kind: 'polling' },
  'plain-refusal': { checks: ['invalid'], kind: 'content-type' },
};

// Secrets no report may show: the cookie and the CSRF token. Every id is given, as a backend team gives the ids of its
// test account; the member, domain and integration are the contract's examples, so the journeys act on what exists.
const SECRETS = ['secret-session-4d1f', 'secret-csrf-cookie-4d1f', 'secret-csrf-header-4d1f'];
const IDS = {
  userId: 'usr-maya',
  integrationId: 'intg-7c1e4a92',
  providerId: 'prov-microsoft',
  domainId: 'dom-brightsmile-kids-com',
  issueId: 'iss-001',
  requestId: 'req-8812',
  assetId: 'ast-ip-198-51-100-88',
  invitationId: 'inv-northpoint',
  syncId: 'sync-9f41c2',
  remediationId: 'rem-5a61c0',
};
const SESSION = [
  ...['--cookie', `sessionid=${SECRETS[0]}; csrftoken=${SECRETS[1]}`, '--csrf', SECRETS[2]!],
  ...['--account', 'acc-1', '--concurrency', '8'],
  ...Object.entries(IDS).flatMap(([name, id]) => ['--param', `${name}=${id}`]),
];
const SERVER_ARGS = [...SESSION, '--seed', '11', '--allow-destructive', '--generated', '1'];

/** A JSON body the contract gives no example for. */
const hasBodyWithoutExample = (op: Operation) => {
  const media = jsonBody(op)?.media;
  return media !== undefined && !media.examples && media.example === undefined;
};

/**
 * A write whose effect a client can see before it is answered: a GET on its path or its parent path, or a link whose
 * parameters come from the request alone. (Worked out here apart from the kit.)
 */
const observable = (op: Operation) => {
  if (!UNSAFE.has(op.method) || op.effect === 'read' || !csrfHeaderName(contract, op)) return false;
  const gets = contract.operations.filter((o) => o.method === 'get').map((o) => o.path);
  const links = Object.values(op.responses).flatMap((r) => Object.values(r.links ?? {}));
  return (
    gets.includes(op.path) ||
    gets.includes(op.path.replace(/\/[^/]+$/, '')) ||
    links.some((link) => !JSON.stringify(link.parameters ?? {}).includes('$response'))
  );
};

const violations = (run: Run) => run.operations.flatMap((o) => o.checks.flatMap((c) => c.violations));
const inWords = (run: Run) =>
  violations(run).map((v) => `${v.operation} ${v.check}: ${v.kind} ${v.pointer ?? ''} ${v.expected} / ${v.actual}`);
const checkOf = (run: Run, id: string, name: CheckName): CheckResult =>
  run.operations.find((o) => o.id === id)!.checks.find((c) => c.check === name)!;

/** Per operation, the names of its examples: request body, parameters and 2xx answers, read with the parser alone. */
async function namedExamples(): Promise<Record<string, string[]>> {
  type Media = { examples?: Record<string, unknown> };
  type Raw = {
    operationId: string;
    parameters?: Media[];
    requestBody?: { content?: Record<string, Media> };
    responses?: Record<string, { content?: Record<string, Media> }>;
  };
  const doc = (await SwaggerParser.dereference(contractFile)) as unknown as {
    paths: Record<string, { parameters?: Media[] } & Record<string, unknown>>;
  };
  const out: Record<string, string[]> = {};
  for (const item of Object.values(doc.paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      const op = value as Raw;
      const names = new Set<string>();
      const add = (media?: Media) => Object.keys(media?.examples ?? {}).forEach((name) => names.add(name));
      Object.entries(op.requestBody?.content ?? {}).forEach(([type, media]) => type.includes('json') && add(media));
      [...(item.parameters ?? []), ...(op.parameters ?? [])].forEach(add);
      for (const [status, response] of Object.entries(op.responses ?? {}))
        if (/^2\d\d$/.test(status)) Object.values(response.content ?? {}).forEach(add);
      out[op.operationId] = [...names].sort();
    }
  }
  return out;
}

describe('the contract', () => {
  it('gives the kit every operation it declares, none listed by hand', () => {
    // Read apart from the kit's parser: a method the kit forgot would be missing from its list.
    const raw = parse(readFileSync(contractFile, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const declared = Object.values(raw.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(key))
        .map(([, op]) => op.operationId),
    );
    expect(declared.length).toBeGreaterThan(40);
    expect(contract.operations.map((op) => op.id).sort()).toEqual([...declared].sort());
  });
});

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
    expect(inWords(run)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.summary.operations).toEqual({
      total: contract.operations.length,
      exercised: contract.operations.length,
      percent: 100,
    });
    // Every named example was sent, counted here apart from the kit: those of request bodies and parameters, and
    // against the mock the scenarios of each success answer too.
    const named = await namedExamples();
    expect(Object.values(named).flat().length).toBeGreaterThan(50);
    expect(Object.fromEntries(run.operations.map((o) => [o.id, [...o.examplesSent].sort()]))).toEqual(named);
    expect(run.summary.examples.sent).toBe(Object.values(named).flat().length);
    // The report names the scenario of each request (the mock is asked for it in a header the line does not show);
    // an operation that names none sends its example values once.
    for (const o of run.operations)
      expect(
        o.checks.find((c) => c.check === 'examples')!.sent.map((line) => line.split(': ')[0]),
        o.id,
      ).toEqual(o.examplesSent.length ? o.examplesSent.map((name) => `example "${name}"`) : ['example values']);
    // Every operation was answered with a status it declares, and the polled ones were asked again after a 202/204.
    expect(run.operations.filter((o) => o.statusesSeen.length === 0).map((o) => o.id)).toEqual([]);
    const polled = contract.operations.filter(isPolled).map((op) => op.id);
    expect(polled.length).toBeGreaterThan(0);
    expect(polled.filter((id) => checkOf(run, id, 'polling').requests < 2)).toEqual([]);
    expect(run.out).toContain('seed 7 (replay with --seed 7)');
    expect(run.out).toMatch(
      new RegExp(`Coverage: ${contract.operations.length}/${contract.operations.length} operations exercised \\(100%\\)`),
    );
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

  it('is the npm script, and its exit code is the process exit code', async () => {
    const port = await freePort();
    const child = spawn(
      'npm',
      ['run', '--silent', 'conformance', '--', '--server', `http://127.0.0.1:${port}`, '--profile', 'mock'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(err.trim()).toMatch(/^conformance: cannot reach http:\/\/127\.0\.0\.1:\d+\/: ECONNREFUSED$/);
    expect(code).toBe(2);
  }, 30_000);

  it('skips writes unless allowed, destructive ones unless allowed too, says why, and exits 3 below --min-coverage', async () => {
    const server = await startFaultyServer(contract);
    try {
      const readsOnly = await conformance(['--server', server.url, ...SESSION, '--min-coverage', '100']);
      const writes = contract.operations.filter((op) => op.effect !== 'read').map((op) => op.id);
      expect(writes.length).toBeGreaterThan(0);
      expect(readsOnly.summary.skippedOperations.map((s) => s.operation).sort()).toEqual([...writes].sort());
      expect(readsOnly.summary.skippedOperations.every((s) => /--allow-(writes|destructive)/.test(s.reason))).toBe(true);
      expect(readsOnly.out).toContain('Not called:');
      expect(readsOnly.code).toBe(3);

      const writesToo = await conformance(['--server', server.url, ...SESSION, '--allow-writes']);
      const destructive = writesToo.summary.skippedOperations;
      // The issue's examples of destructive calls: delete the account, a user, a domain.
      expect(destructive.map((s) => s.operation)).toEqual(
        expect.arrayContaining(['deleteAccount', 'deleteTeamMember', 'deleteDomain']),
      );
      expect(destructive.map((s) => s.operation).sort()).toEqual(
        contract.operations
          .filter((op) => op.effect === 'destructive')
          .map((op) => op.id)
          .sort(),
      );
      for (const s of destructive)
        expect(s.reason).toMatch(/^destructive \(.+\): (DELETE|POST) is skipped unless --allow-destructive$/);
      expect(writesToo.out).toMatch(
        /\n {2}deleteAccount: destructive \(deletes the whole account\): DELETE is skipped unless --allow-destructive\n/,
      );
      expect(writesToo.code).toBe(0);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('replays exactly the same requests with the same seed, and others with another seed', async () => {
    // The whole run as the server saw it (method, URL, body, in order), each time on a fresh server; one operation at
    // a time, so that the order is the kit's and not the scheduler's.
    const requests = async (seed: string) => {
      const server = await startFaultyServer(contract);
      try {
        const run = await conformance([
          '--server',
          server.url,
          ...SESSION,
          '--allow-destructive',
          '--concurrency',
          '1',
          '--seed',
          seed,
        ]);
        expect(run.out).toContain(`seed ${seed} (replay with --seed ${seed})`);
        expect(run.code).toBe(0);
        return server.requests;
      } finally {
        await server.close();
      }
    };
    const first = await requests('5');
    expect(first.length).toBeGreaterThan(300);
    // Generated bodies are among them (not only the contract's fixed examples).
    expect(first.some((line) => /^POST \/api\/accounts\/acc-1\/team \{/.test(line) && !line.includes('l.nguyen@'))).toBe(true);
    expect(await requests('5')).toEqual(first);
    const other = await requests('6');
    expect(other).not.toEqual(first);
    expect(other.filter((line) => !first.includes(line)).length).toBeGreaterThan(10);
  }, 60_000);

  it('asks for the session, the account and the CSRF token of a real server', async () => {
    const server = await startFaultyServer(contract);
    try {
      const account = ['--server', server.url, '--cookie', 'sessionid=s', '--account', 'acc-1'];
      const noCookie = await conformance(['--server', server.url]);
      expect(noCookie.err).toMatch(/^conformance: --cookie is required: \d+ operations need a session\n$/);
      expect(noCookie.code).toBe(2);
      const noAccount = await conformance(['--server', server.url, '--cookie', 'sessionid=s']);
      expect(noAccount.err).toMatch(/^conformance: --account is required: /);
      expect(noAccount.code).toBe(2);
      // validateDomain is a POST that changes nothing, so it is called without --allow-writes and needs the token.
      const noCsrf = await conformance(account);
      expect(noCsrf.err).toBe(
        'conformance: --csrf is required: validateDomain will be called and needs the X-CSRFToken header\n',
      );
      expect(noCsrf.code).toBe(2);
      // A read alone needs no token; only the undeclared PUT of the 405 check would, and it says so.
      const getTeam = await conformance([...account, '--operation', 'getTeam']);
      expect(checkOf(getTeam, 'getTeam', 'method')).toMatchObject({
        outcome: 'skipped',
        reason: 'PUT would meet the CSRF check before the 405 without the token: give --csrf',
      });
      expect(getTeam.out).toContain(
        '\n    skip method: PUT would meet the CSRF check before the 405 without the token: give --csrf\n',
      );
      expect(getTeam.code).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('fails every call a refused session answers with a declared 401', async () => {
    const server = await startFaultyServer(contract);
    try {
      const run = await conformance(['--server', server.url, ...SERVER_ARGS.map((a) => a.replace(/^sessionid=/, 'expired='))]);
      const secured = contract.operations.filter((op) => op.security.length > 0).map((op) => op.id);
      const refused = new Set(
        violations(run)
          .filter((v) => v.kind === 'session-refused')
          .map((v) => v.operation),
      );
      expect(secured.filter((id) => !refused.has(id))).toEqual([]);
      expect(run.out).toMatch(
        /session-refused: expected the --cookie session accepted, got 401: is the session still signed in\?/,
      );
      expect(run.code).toBe(1);
    } finally {
      await server.close();
    }
  }, 30_000);
});

describe('against a faulty server built from the contract', () => {
  // Short polling bounds: 6 asks, 50, 100, 200, 400 and 800 ms apart.
  let fast: { file: string; remove: () => void };
  let fastContract: Contract;
  beforeAll(async () => {
    fast = contractWithPolling('{ interval: 50ms, max_retries: 5, backoff: 2 }');
    fastContract = await loadContract(fast.file);
  });
  afterAll(() => fast?.remove());
  const run = (server: { url: string }, ...args: string[]) =>
    conformance(['--server', server.url, '--contract', fast.file, ...SERVER_ARGS, ...args]);

  it('passes while no fault is on', async () => {
    const server = await startFaultyServer(fastContract);
    try {
      const result = await run(server, '--min-coverage', '100');
      expect(inWords(result)).toEqual([]);
      expect(result.code).toBe(0);
      // A refused write changed nothing where it shows; where nothing shows its effect, the check says so (on the
      // terminal too) instead of passing.
      const guarded = fastContract.operations.filter(
        (op) => UNSAFE.has(op.method) && op.effect !== 'read' && csrfHeaderName(fastContract, op),
      );
      const unobserved = guarded.filter((op) => !observable(op)).map((op) => op.id);
      expect(unobserved.sort()).toEqual(['activateUser', 'addIntegration', 'createTrainingMagicLink', 'resolveIssue']);
      for (const op of guarded) {
        const csrf = checkOf(result, op.id, 'csrf');
        if (unobserved.includes(op.id)) {
          expect(csrf.outcome, op.id).toBe('skipped');
          expect(csrf.reason).toMatch(/^refused, but "changes nothing" not shown: state not observed \(no GET on its path/);
          expect(result.out).toContain(`\n    skip csrf: ${csrf.reason}\n`);
        } else {
          expect(csrf.outcome, op.id).toBe('passed');
          expect(csrf.notes, op.id).toContainEqual(expect.stringMatching(/^get\w+ unchanged$/));
        }
      }
      // Every example request had ids the server knows, so each had to be accepted.
      const judged = result.operations.filter((o) => checkOf(result, o.id, 'accepted').outcome === 'passed');
      expect(judged.length).toBe(fastContract.operations.filter((op) => !hasBodyWithoutExample(op)).length);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('sends the 405 probe to every path, also where no operation may be called, and only requests that change nothing', async () => {
    const correct = await startFaultyServer(fastContract);
    const serving = await startFaultyServer(fastContract, 'any-method');
    try {
      const readsOnly = (server: { url: string }) =>
        conformance(['--server', server.url, '--contract', fast.file, ...SESSION, '--seed', '11', '--generated', '1']);
      const [ok, bad] = await Promise.all([readsOnly(correct), readsOnly(serving)]);
      const owners = [...new Set(fastContract.operations.map((op) => op.path))].map(
        (path) => fastContract.operations.find((op) => op.path === path)!.id,
      );
      // 405 everywhere from a correct server: also to the undeclared PUT on a path with GET, as it carries the CSRF
      // token (this server, like a Django REST framework view, checks CSRF before it looks for the method).
      expect(owners.filter((id) => checkOf(ok, id, 'method').outcome !== 'passed')).toEqual([]);
      expect(owners.filter((id) => checkOf(bad, id, 'method').violations[0]?.kind !== 'method-allowed')).toEqual([]);
      // /team/{userId} has only DELETE, which this run may not call: its probe is a GET.
      expect(checkOf(ok, 'deleteTeamMember', 'examples').outcome).toBe('skipped');
      expect(checkOf(ok, 'deleteTeamMember', 'method').sent).toEqual([
        'undeclared method GET: GET /api/accounts/acc-1/team/usr-maya',
      ]);
      // Reads, bodiless undeclared PUTs (PATCH where the path has PUT) and validateDomain (a POST that stores nothing).
      const kinds = new Set(
        correct.requests.map((line) => {
          const [method, url] = line.split(' ');
          if (method === 'POST' && /^\/api\/accounts\/[^/]+\/domains\/validate$/.test(url!)) return 'validateDomain';
          return line.endsWith(' ') ? `${method} without a body` : line;
        }),
      );
      expect([...kinds].sort()).toEqual(['GET without a body', 'PATCH without a body', 'PUT without a body', 'validateDomain']);
    } finally {
      await correct.close();
      await serving.close();
    }
  }, 30_000);

  it('follows a journey from the first valid request that succeeds, and never passes one it could not follow', async () => {
    const server = await startFaultyServer(fastContract);
    try {
      const first = await run(server, '--operation', 'deleteTeamMember');
      expect(checkOf(first, 'deleteTeamMember', 'journey')).toMatchObject({
        outcome: 'passed',
        requests: 1,
        notes: ['link MemberGone followed after example values'],
      });
      expect(first.code).toBe(0);
      // Run again: the member is gone, so each delete answers 404. The id was given, so the server had to accept it;
      // the journey that no request could start is a failure.
      const again = await run(server, '--operation', 'deleteTeamMember');
      expect(checkOf(again, 'deleteTeamMember', 'journey')).toMatchObject({
        outcome: 'failed',
        requests: 0,
        violations: [
          expect.objectContaining({
            kind: 'journey',
            expected: 'a valid request answered 200, to follow link MemberGone to getTeam',
            actual: 'answers: 404, 404',
          }),
        ],
      });
      expect(checkOf(again, 'deleteTeamMember', 'accepted').violations[0]).toMatchObject({ kind: 'valid-refused', status: 404 });
      expect(again.code).toBe(1);
      // Without --param userId the id is generated, which the server may rightly not know: skipped, saying what to give.
      const generated = await conformance([
        '--server',
        server.url,
        '--contract',
        fast.file,
        ...SERVER_ARGS.filter((arg, i) => arg !== `userId=${IDS.userId}` && SERVER_ARGS[i + 1] !== `userId=${IDS.userId}`),
        '--operation',
        'deleteTeamMember',
      ]);
      const journey = checkOf(generated, 'deleteTeamMember', 'journey');
      expect(journey.outcome).toBe('skipped');
      expect(journey.reason).toMatch(
        /^link MemberGone → getTeam not followed: no valid request answered 200 \(answers: 404, 404\); give --param userId=ID$/,
      );
      expect(checkOf(generated, 'deleteTeamMember', 'accepted').reason).toMatch(/give --param userId=ID$/);
      expect(generated.out).toContain(`\n    skip journey: ${journey.reason}\n`);
      expect(generated.code).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("asks a journey's target again within the link's x-polling until x-expect holds, and only where the link allows", async () => {
    // Deleting shows 300 ms later. DomainGone polls (deletion is asynchronous); MemberGone does not.
    const server = await startFaultyServer(fastContract, undefined, { writesShowAfterMs: 300 });
    try {
      const result = await run(server, '--operation', 'deleteDomain', '--operation', 'deleteTeamMember');
      const domain = checkOf(result, 'deleteDomain', 'journey');
      expect(domain).toMatchObject({ outcome: 'passed', violations: [] });
      expect(domain.requests).toBeGreaterThanOrEqual(3);
      expect(domain.notes).toContainEqual(`link DomainGone: held at ask ${domain.requests}`);
      expect(checkOf(result, 'deleteTeamMember', 'journey').violations).toEqual([
        expect.objectContaining({ kind: 'journey', pointer: '/0', expected: 'no item with /user_id = "usr-maya"' }),
      ]);
    } finally {
      await server.close();
    }
  });

  it('takes a declared 409 to a repeated write as a state conflict, while another valid request is accepted', async () => {
    const server = await startFaultyServer(fastContract);
    try {
      await run(server, '--operation', 'inviteTeamMember');
      // The example's e-mail is on the team now: 409, declared. The generated invite (another seed, another e-mail)
      // is accepted.
      const again = await run(server, '--operation', 'inviteTeamMember', '--seed', '12');
      const accepted = checkOf(again, 'inviteTeamMember', 'accepted');
      expect(accepted.outcome).toBe('passed');
      expect(accepted.notes).toContain('example "default": declared 409 (state conflict); accepted: generated #1 (seed 12)');
      expect(checkOf(again, 'inviteTeamMember', 'journey').notes).toEqual([
        'link TeamListsInvitee followed after generated #1 (seed 12)',
      ]);
      expect(again.code).toBe(0);
      // Nothing accepted at all: acceptance is not shown, and the report says so rather than pass.
      const only = await run(server, '--operation', 'inviteTeamMember', '--generated', '0');
      expect(checkOf(only, 'inviteTeamMember', 'accepted')).toMatchObject({
        outcome: 'skipped',
        reason:
          'example "default" met a declared 409 (state conflict, e.g. left by an earlier run) and no valid request was accepted',
      });
    } finally {
      await server.close();
    }
  });

  it('keeps the base path of --server', async () => {
    const server = await startFaultyServer(fastContract, undefined, { basePath: '/base' });
    try {
      const result = await run({ url: `${server.url}/base` }, '--operation', 'getTeam', '--operation', 'deleteTeamMember');
      expect(inWords(result)).toEqual([]);
      expect(result.code).toBe(0);
      expect(server.requests.length).toBeGreaterThan(10);
      expect(server.requests.filter((line) => !/^[A-Z]+ \/base\//.test(line))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it.each(FAULTS.map((f) => [f]))(
    'catches %s on every operation it touches, and reports it in words, as JUnit and with a redacted curl',
    async (fault) => {
      const server = await startFaultyServer(fastContract, fault);
      try {
        const result = await run(server);
        if (server.faulted.size === 0) {
          // Only a contract that declares no CSRF header gives these faults nowhere to happen.
          expect(contract.operations.some((op) => csrfHeaderName(contract, op))).toBe(false);
          expect(['no-csrf', 'applies-refused-writes']).toContain(fault);
          return;
        }
        const { checks, kind, keywords } = EXPECTED[fault];
        // A body fault is caught where the server broke the body, by the keyword of that break.
        const right = (id: string, v: Violation) =>
          v.kind === kind &&
          (!keywords || (keywords.includes(v.keyword ?? '') && server.broken.get(id)?.has(v.pointer ?? '') === true));
        const caught = new Set(
          result.operations
            .filter((o) => o.checks.some((c) => checks.includes(c.check) && c.violations.some((v) => right(o.id, v))))
            .map((o) => o.id),
        );
        if (keywords) expect([...server.broken.keys()].sort()).toEqual([...server.faulted].sort());
        // The method check runs once per path, so it reports on the path's first operation.
        const owners = [...server.faulted].map((id) => {
          const op = contract.operations.find((o) => o.id === id)!;
          return fault === 'any-method' ? contract.operations.find((o) => o.path === op.path)!.id : id;
        });
        // Without an example body the acceptance check does not judge (a generated body may name what a real server
        // lacks); there the 400 is caught as undeclared, where the operation does not declare it.
        const unjudged = fault === 'refuses-valid' ? contract.operations.filter(hasBodyWithoutExample) : [];
        for (const op of unjudged) {
          expect(checkOf(result, op.id, 'accepted').reason).toMatch(/no example body/);
          expect(violations(result).some((v) => v.operation === op.id && v.kind === 'status' && v.status === 400)).toBe(true);
        }
        expect(owners.filter((id) => !caught.has(id) && !unjudged.some((op) => op.id === id))).toEqual([]);
        if (fault === 'applies-refused-writes') {
          // Every write that shows its effect somewhere was applied though refused, and caught there.
          expect([...server.faulted].sort()).toEqual(
            contract.operations
              .filter(observable)
              .map((op) => op.id)
              .sort(),
          );
          expect([...server.faulted]).toEqual(
            expect.arrayContaining(['deleteTeamMember', 'deleteIntegration', 'deleteDomain', 'inviteTeamMember', 'setMfa']),
          );
        }
        expect(result.code).toBe(1);
        if (fault === 'accepts-invalid') {
          // Each way of being invalid the issue names was sent, and accepted by this server.
          const labels = violations(result).map((v) => v.label);
          for (const kind of [
            /^body with required property "\w+" left out/,
            /^body with "\w+" of the wrong type/,
            /^path parameter \w+ = /,
          ])
            expect(
              labels.some((label) => kind.test(label)),
              String(kind),
            ).toBe(true);
        }

        // The terminal: under each failing row, its first violation in words and the curl that replays it.
        for (const o of result.operations) {
          const failed = o.checks.find((c) => c.outcome === 'failed');
          if (!failed) continue;
          const v = failed.violations[0]!;
          expect(result.out).toContain(`\n    ${violationInWords(v)}\n    repro: ${v.curl}\n`);
        }
        const first = violations(result).find((v) => v.kind === kind)!;
        expect(first.curl).toMatch(/^curl -i -X [A-Z]+ 'http:\/\/127\.0\.0\.1:\d+\/api\//);
        // A request that carried the session shows where it went, never its value.
        const sessioned = violations(result).find(
          (v) =>
            v.kind === kind &&
            sessionSchemes(
              contract,
              contract.operations.find((o) => o.id === v.operation)!,
            ).length,
        );
        if (fault !== 'data-without-session') expect(sessioned?.curl).toMatch(/-H '(Cookie|X-CSRFToken): <redacted>'/);
        for (const text of [result.out, result.json, result.junit])
          for (const secret of SECRETS) expect(text).not.toContain(secret);

        // JUnit: well formed, one suite per operation, one case per check, a failure per failed check.
        expect(XMLValidator.validate(result.junit)).toBe(true);
        const xml = new XMLParser({
          ignoreAttributes: false,
          attributeNamePrefix: '',
          isArray: (name) => name === 'testsuite' || name === 'testcase',
        }).parse(result.junit) as {
          testsuites: {
            failures: string;
            testsuite: {
              name: string;
              testcase: { classname: string; name: string; failure?: { message: string; type: string } }[];
            }[];
          };
        };
        expect(xml.testsuites.testsuite).toHaveLength(result.operations.length);
        const failures = xml.testsuites.testsuite.flatMap((s) => s.testcase.filter((c) => c.failure));
        expect(failures).toHaveLength(result.summary.checks.failed);
        expect(Number(xml.testsuites.failures)).toBe(result.summary.checks.failed);
        const junitCase = failures.find((c) => c.classname === first.operation && c.name === first.check)!;
        const firstOfCheck = checkOf(result, first.operation, first.check).violations[0]!;
        expect(junitCase.failure).toMatchObject({ message: violationInWords(firstOfCheck), type: firstOfCheck.kind });
      } finally {
        await server.close();
      }
    },
    30_000,
  );

  it('words a wrong type with the operation, the request, the JSON pointer, expected and actual', async () => {
    const server = await startFaultyServer(fastContract, 'wrong-type');
    try {
      const result = await run(server, '--operation', 'getTeam');
      const row = result.out.split('\n').find((line) => line.startsWith('getTeam '))!;
      // No named example (a GET without parameter examples): the request from its example values meets the fault first.
      expect(row).toMatch(/^getTeam +GET +FAIL +FAIL +pass +/);
      expect(result.out).toMatch(
        /\n {4}getTeam \[examples, example values\] GET \/api\/accounts\/acc-1\/team → 200: schema at \/0\/user_id: expected type string, got number 12345\n {4}repro: curl -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/api\/accounts\/acc-1\/team' .*-H 'Cookie: <redacted>'\n/,
      );
    } finally {
      await server.close();
    }
  });

  it('asks a polled call again at the contract interval until it is ready, and no more than its bound allows', async () => {
    // Ready 400 ms after the first ask: the polling check meets 202s first. Never ready: judged after the 6 asks.
    const later = await startFaultyServer(fastContract, undefined, { readyAfterMs: 400 });
    const never = await startFaultyServer(fastContract, 'never-ready');
    const polled = fastContract.operations.filter(isPolled).map((op) => op.id);
    try {
      const args = polled.flatMap((id) => ['--operation', id]);
      const [ready, stuck] = await Promise.all([run(later, ...args), run(never, ...args)]);
      expect(inWords(ready)).toEqual([]);
      expect(ready.code).toBe(0);
      const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);
      for (const id of polled) {
        // The polling check's asks are the last ones the server saw; waits grow 50, 100, 200… ms (backoff 2).
        const asked = checkOf(ready, id, 'polling').requests;
        expect(asked, id).toBeGreaterThanOrEqual(2);
        const times = later.asks.get(id)!.slice(-asked);
        gaps(times).forEach((gap, i) => expect(gap, `${id} wait ${i + 1}`).toBeGreaterThanOrEqual(50 * 2 ** i - 1));

        const check = checkOf(stuck, id, 'polling');
        expect(check.requests, id).toBe(6);
        expect(check.violations[0]).toMatchObject({ kind: 'polling', actual: 'still 202 after 6 asks' });
        gaps(never.asks.get(id)!.slice(-6)).forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(50 * 2 ** i - 1));
      }
      expect(stuck.code).toBe(1);
    } finally {
      await later.close();
      await never.close();
    }
  }, 30_000);
});
