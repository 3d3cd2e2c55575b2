// `npm run conformance -- --server URL …`: checks a running server against openapi/openapi.yaml.
// Exit codes: 0 nothing failed, 1 a check failed, 2 usage error or server unreachable, 3 coverage below --min-coverage.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadContract, UNSAFE } from './contract.ts';
import { send, Unreachable } from './http.ts';
import { summarize, terminalReport, writeReports } from './report.ts';
import { Runner, type Profile, type RunOptions } from './run.ts';
import { generateValid, seededRandom } from './generate.ts';
import { csrfHeaderName, isCsrfParameter, sessionCookieName } from './session.ts';

const USAGE = `Usage: npm run conformance -- --server URL [options]
  --server URL          the server to check (required)
  --cookie COOKIE       Cookie header of a signed-in session, e.g. 'sessionid=…; csrftoken=…'
  --csrf TOKEN          the CSRF token sent on unsafe methods
  --account ID          the account to use (path parameter accountId)
  --param NAME=VALUE    any other path parameter (repeatable), e.g. --param userId=u-12
  --allow-writes        also call operations that change data
  --allow-destructive   also call destructive operations (implies --allow-writes)
  --seed N              replay the generated requests of an earlier run (default: random, printed)
  --generated N         generated requests per operation (default 2)
  --operation ID        check only this operation (repeatable)
  --profile P           server (default) or mock (a Prism mock: see README)
  --report-dir DIR      where conformance.json and conformance.junit.xml go (default conformance-report)
  --min-coverage P      exit 3 when fewer than P percent of the operations were exercised
  --timeout MS          per request (default 10000)
  --poll-limit S        longest wait on one polled call, in seconds (default 60)
  --concurrency N       read-only operations checked at once (default 4); writes go one at a time
  --contract FILE       the contract (default openapi/openapi.yaml)
  --help`;

class UsageError extends Error {}

const toInt = (name: string, value: string | undefined, min = 0): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min)
    throw new UsageError(`--${name} takes a whole number ≥ ${min}, not "${value}"`);
  return Number(value);
};

export async function main(
  argv: string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): Promise<number> {
  try {
    return await run(argv, out);
  } catch (error) {
    if (error instanceof UsageError || error instanceof Unreachable) {
      err.write(`conformance: ${error.message}\n`);
      return 2;
    }
    if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      // Node's text suggests `--` for positionals; the kit takes none, so only the option is named.
      const option = /'(-[^']*)'/.exec(error.message)?.[1];
      const what =
        (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option
          ? `unknown option ${option}`
          : error.message.split('\n')[0]!.replace(/\.$/, '');
      err.write(`conformance: ${what} (see --help)\n`);
      return 2;
    }
    throw error;
  }
}

async function run(argv: string[], out: NodeJS.WritableStream): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      server: { type: 'string' },
      cookie: { type: 'string' },
      csrf: { type: 'string' },
      account: { type: 'string' },
      param: { type: 'string', multiple: true },
      'allow-writes': { type: 'boolean' },
      'allow-destructive': { type: 'boolean' },
      seed: { type: 'string' },
      generated: { type: 'string' },
      operation: { type: 'string', multiple: true },
      profile: { type: 'string' },
      'report-dir': { type: 'string' },
      'min-coverage': { type: 'string' },
      timeout: { type: 'string' },
      'poll-limit': { type: 'string' },
      concurrency: { type: 'string' },
      contract: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    out.write(`${USAGE}\n`);
    return 0;
  }
  if (!values.server) throw new UsageError('--server URL is required (see --help)');
  let server: URL;
  try {
    server = new URL(values.server);
    if (!/^https?:$/.test(server.protocol)) throw new Error();
  } catch {
    throw new UsageError(`--server must be an http(s) URL, not "${values.server}"`);
  }
  const profile = (values.profile ?? 'server') as Profile;
  if (profile !== 'server' && profile !== 'mock') throw new UsageError(`--profile is server or mock, not "${values.profile}"`);
  const minCoverage = values['min-coverage'] === undefined ? undefined : Number(values['min-coverage']);
  if (minCoverage !== undefined && !(minCoverage >= 0 && minCoverage <= 100))
    throw new UsageError(`--min-coverage takes a percentage from 0 to 100, not "${values['min-coverage']}"`);
  const params: Record<string, string> = {};
  for (const pair of values.param ?? []) {
    const eq = pair.indexOf('=');
    if (eq < 1) throw new UsageError(`--param takes NAME=VALUE, not "${pair}"`);
    params[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  if (values.account) params.accountId = values.account;

  const contractFile = values.contract ?? fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
  const contract = await loadContract(contractFile);
  const unknown = (values.operation ?? []).filter((id) => !contract.operations.some((op) => op.id === id));
  if (unknown.length) throw new UsageError(`--operation: the contract has no operation ${unknown.join(', ')}`);

  const session = { cookie: values.cookie, csrf: values.csrf };
  if (profile === 'mock') {
    // Prism only checks that the session is there; stand-ins keep a real session out of mock runs. A CSRF header
    // declared as a parameter gets a value its schema accepts, as Prism validates it.
    const name = sessionCookieName(contract);
    session.cookie ??= name ? `${name}=conformance-mock` : undefined;
    const csrfSchema = contract.operations.flatMap((op) => op.parameters).find(isCsrfParameter)?.schema;
    session.csrf ??= csrfSchema ? String(generateValid(csrfSchema, seededRandom(1)) ?? 'conformance-mock') : 'conformance-mock';
  } else {
    const secured = contract.operations.filter(
      (op) => op.security.length > 0 && op.security.every((alt) => Object.keys(alt).length > 0),
    );
    if (secured.length && !session.cookie)
      throw new UsageError(`--cookie is required: ${secured.length} operations need a session`);
    const needsAccount = contract.operations.some((op) => op.parameters.some((p) => p.in === 'path' && p.name === 'accountId'));
    if (needsAccount && !params.accountId)
      throw new UsageError("--account is required: the contract's account-scoped paths take accountId");
  }

  const seed = toInt('seed', values.seed) ?? Math.floor(Math.random() * 2 ** 31);
  const options: RunOptions = {
    server: server.toString(),
    session,
    params,
    allowWrites: Boolean(values['allow-writes'] || values['allow-destructive']),
    allowDestructive: Boolean(values['allow-destructive']),
    seed,
    generated: toInt('generated', values.generated) ?? 2,
    profile,
    operations: values.operation,
    timeoutMs: toInt('timeout', values.timeout, 1) ?? 10_000,
    pollLimitMs: (toInt('poll-limit', values['poll-limit']) ?? 60) * 1000,
    concurrency: toInt('concurrency', values.concurrency, 1) ?? 4,
  };
  const runner = new Runner(contract, options);
  if (profile === 'server' && session.csrf === undefined) {
    // Without the token every unsafe call would meet the server's CSRF refusal, a declared 403 that proves nothing.
    const guarded = runner
      .selected()
      .filter((op) => UNSAFE.has(op.method) && !runner.permission(op) && csrfHeaderName(contract, op));
    if (guarded.length)
      throw new UsageError(
        `--csrf is required: ${guarded.map((op) => op.id).join(', ')} will be called and need${guarded.length === 1 ? 's' : ''} the ${csrfHeaderName(contract, guarded[0]!)} header`,
      );
  }

  // One request first: an unreachable server is a usage problem, not 48 failures.
  await send(options.server, { method: 'GET', url: '/', headers: {}, secretHeaders: [] }, options.timeoutMs).catch(
    (error: unknown) => {
      throw error instanceof Unreachable
        ? new Unreachable(`cannot reach ${options.server}: ${error.message.split(': ').pop()}`)
        : error;
    },
  );

  out.write(
    `Checking ${options.server} against ${contract.title} ${contract.version}: seed ${seed} (replay with --seed ${seed})\n`,
  );
  const started = Date.now();
  const results = await runner.run();
  const summary = summarize(results, contract.operations.length, {
    contract: `${contract.title} ${contract.version}`,
    server: options.server,
    profile,
    seed,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
  });
  out.write(`${terminalReport(results, summary, Boolean((out as { isTTY?: boolean }).isTTY))}\n`);
  const files = writeReports(values['report-dir'] ?? 'conformance-report', results, summary);
  out.write(`Reports: ${files.json}, ${files.junit}\n`);
  if (summary.failures > 0) return 1;
  if (minCoverage !== undefined && summary.operations.percent < minCoverage) {
    out.write(`Coverage ${summary.operations.percent}% is below --min-coverage ${minCoverage}%.\n`);
    return 3;
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
