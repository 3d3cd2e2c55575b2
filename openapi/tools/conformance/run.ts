// The checks, per operation of the contract. Each check sends requests built from the contract and judges every
// answer with `conformance()` plus what that check is about (acceptance, refusal, no data without a session, 405,
// CSRF, journeys).
import {
  declaredResponse,
  jsonBody,
  pollingBounds,
  sessionSchemes,
  successStatuses,
  UNSAFE,
  type Contract,
  type Link,
  type Method,
  type Operation,
  type Parameter,
} from './contract.ts';
import { generateValid, invalidBodies, invalidParameter, seededRandom, type Random } from './generate.ts';
import { curl, describeRequest, send, Unreachable, type PreparedRequest } from './http.ts';
import { contractCsrfHeaderName, csrfHeaderName, dress, isCsrfParameter, type SessionInput } from './session.ts';
import { conformance, pointerGet, show, type Finding, type ReceivedResponse, type ViolationKind } from './validate.ts';

export const CHECKS = [
  'examples',
  'generated',
  'accepted',
  'polling',
  'invalid',
  'no-session',
  'method',
  'csrf',
  'journey',
] as const;
export type CheckName = (typeof CHECKS)[number];

export type Profile = 'server' | 'mock';

export interface RunOptions {
  server: string;
  session: SessionInput;
  /** Path parameter values given on the command line (`--account` is `accountId`). */
  params: Record<string, string>;
  allowWrites: boolean;
  allowDestructive: boolean;
  seed: number;
  generated: number;
  profile: Profile;
  operations?: string[];
  timeoutMs: number;
  pollLimitMs: number;
  concurrency: number;
}

export interface Violation {
  check: CheckName;
  operation: string;
  kind: ViolationKind;
  /** Which request: example name, generated #n, the broken field… */
  label: string;
  request: string;
  status?: number;
  pointer?: string;
  /** The JSON Schema keyword that failed, for schema violations. */
  keyword?: string;
  expected: string;
  actual: string;
  curl: string;
}

export interface CheckResult {
  check: CheckName;
  outcome: 'passed' | 'failed' | 'skipped' | 'n/a';
  reason?: string;
  requests: number;
  /** Every request sent, in one line each: which one (example, generated #n, …), method, URL, body. */
  sent: string[];
  notes: string[];
  violations: Violation[];
}

export interface OperationResult {
  id: string;
  method: Method;
  path: string;
  effect: Operation['effect'];
  exercised: boolean;
  checks: CheckResult[];
  statusesDeclared: string[];
  statusesSeen: string[];
  examplesDeclared: string[];
  examplesSent: string[];
}

const PRISM_ERROR = 'https://stoplight.io/prism/errors#';

/** Prism's own error answers (routing, its own validation) are not the contract's; only the mock profile meets them. */
const isMockOwnError = (res: ReceivedResponse) =>
  typeof res.json === 'object' && res.json !== null && String((res.json as { type?: unknown }).type).startsWith(PRISM_ERROR);

interface Built {
  request: PreparedRequest;
  label: string;
  /** Inputs, for link runtime expressions. */
  pathValues: Record<string, string>;
  query: Record<string, string>;
}

/** A GET that shows an unsafe operation's effect. */
type Observer = Built & { op: Operation };
/** What an observer answered: its body, or why there is none to compare. */
type Observation = { body?: unknown; why?: string };

interface Answer {
  built: Built;
  res: ReceivedResponse;
}

const is2xx = (status: number) => status >= 200 && status < 300;

class Check {
  readonly result: CheckResult;
  /** Answers this check judged that another check sent (the acceptance check judges the examples'). */
  judged = 0;
  constructor(
    readonly name: CheckName,
    private readonly op: Operation,
    private readonly server: string,
  ) {
    this.result = { check: name, outcome: 'passed', requests: 0, sent: [], notes: [], violations: [] };
  }
  /** Skipped, with the reason; a failure already found stays a failure (the reason is kept beside it). */
  skip(reason: string): CheckResult {
    if (this.result.outcome !== 'failed') this.result.outcome = 'skipped';
    this.result.reason = this.result.reason ? `${this.result.reason}; ${reason}` : reason;
    return this.result;
  }
  na(reason: string): CheckResult {
    this.result.outcome = 'n/a';
    this.result.reason = reason;
    return this.result;
  }
  fail(built: Built, res: ReceivedResponse | undefined, finding: Finding) {
    this.result.outcome = 'failed';
    this.result.violations.push({
      check: this.name,
      operation: this.op.id,
      kind: finding.kind,
      label: built.label,
      request: describeRequest(built.request),
      status: res?.status,
      pointer: finding.pointer,
      keyword: finding.keyword,
      expected: finding.expected,
      actual: finding.actual,
      curl: curl(this.server, built.request),
    });
  }
  done(): CheckResult {
    if (this.result.outcome === 'passed' && this.result.requests === 0 && this.judged === 0) this.result.outcome = 'n/a';
    return this.result;
  }
}

export class Runner {
  private readonly byId: Map<string, Operation>;
  constructor(
    private readonly contract: Contract,
    private readonly options: RunOptions,
  ) {
    this.byId = new Map(contract.operations.map((op) => [op.id, op]));
  }

  selected(): Operation[] {
    const only = this.options.operations;
    return only?.length ? this.contract.operations.filter((op) => only.includes(op.id)) : this.contract.operations;
  }

  async run(): Promise<OperationResult[]> {
    const ops = this.selected();
    const results: OperationResult[] = new Array(ops.length);
    const methodOwners = new Map<string, string>();
    for (const op of ops) if (!methodOwners.has(op.path)) methodOwners.set(op.path, op.id);
    const runAll = async (indexes: number[], concurrency: number) => {
      let next = 0;
      const worker = async () => {
        while (next < indexes.length) {
          const index = indexes[next++]!;
          results[index] = await this.runOperation(ops[index]!, methodOwners.get(ops[index]!.path) === ops[index]!.id);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    };
    // Reads side by side; then the writes one at a time, so that a journey or a before/after comparison sees
    // only the change it made. The mock keeps no state, so there its writes go side by side too.
    const all = ops.map((_op, i) => i);
    await runAll(
      all.filter((i) => ops[i]!.effect === 'read'),
      this.options.concurrency,
    );
    const writes = all.filter((i) => ops[i]!.effect !== 'read');
    await runAll(writes, this.options.profile === 'mock' ? this.options.concurrency : 1);
    return results;
  }

  /** Whether the operation may be called, and if not, why. */
  permission(op: Operation): string | undefined {
    const why = op.effectReason ? ` (${op.effectReason})` : '';
    if (op.effect === 'destructive' && !this.options.allowDestructive)
      return `destructive${why}: ${op.method.toUpperCase()} is skipped unless --allow-destructive`;
    if (op.effect === 'write' && !this.options.allowWrites && !this.options.allowDestructive)
      return `changes data${why}: ${op.method.toUpperCase()} is skipped unless --allow-writes`;
    return undefined;
  }

  private random(op: Operation, salt: string): Random {
    // One stream per operation and check, so a filtered run replays the same values as a full run.
    let h = this.options.seed >>> 0;
    for (const c of `${op.id}:${salt}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
    return seededRandom(h);
  }

  private async runOperation(op: Operation, ownsMethodCheck: boolean): Promise<OperationResult> {
    const result: OperationResult = {
      id: op.id,
      method: op.method,
      path: op.path,
      effect: op.effect,
      exercised: false,
      checks: [],
      statusesDeclared: Object.keys(op.responses),
      statusesSeen: [],
      examplesDeclared: this.exampleNames(op),
      examplesSent: [],
    };
    const seen = new Set<string>();
    const exchange = async (check: Check, built: Built): Promise<ReceivedResponse | undefined> => {
      check.result.requests++;
      // The label names what the line alone cannot show, e.g. the mock's scenario, asked for in a header.
      check.result.sent.push(`${built.label}: ${describeRequest(built.request)}`);
      try {
        const res = await send(this.options.server, built.request, this.options.timeoutMs);
        // An undeclared method's answer belongs to no operation.
        const declared = check.name === 'method' ? undefined : declaredResponse(op, res.status);
        if (declared) seen.add(declared.key);
        return res;
      } catch (error) {
        if (!(error instanceof Unreachable)) throw error;
        check.fail(built, undefined, { kind: 'unreachable', expected: 'an answer', actual: error.message });
        return undefined;
      }
    };
    const base = this.baseValues(op);
    const checks = new Map<CheckName, CheckResult>();
    const finish = () => {
      result.checks = CHECKS.map((name) => checks.get(name)!);
      result.statusesSeen = result.statusesDeclared.filter((s) => seen.has(s));
      return result;
    };
    // The 405 probe is GET on a path without GET, else an undeclared method without a body: a server that keeps to
    // the contract has no handler to act with, so it runs even where the path's operations may not be called.
    checks.set(
      'method',
      ownsMethodCheck
        ? await this.methodCheck(op, base, exchange)
        : new Check('method', op, this.options.server).na(
            `checked once per path, with ${this.contract.operations.find((o) => o.path === op.path)?.id}`,
          ),
    );
    const denied = this.permission(op);
    if (denied) {
      for (const name of CHECKS) if (name !== 'method') checks.set(name, new Check(name, op, this.options.server).skip(denied));
      return finish();
    }

    // The example requests: one per named example (scenario), else one from the contract's example values.
    const names = result.examplesDeclared;
    const exampleRequests = names.length
      ? names.map((name) => this.build(op, base, { example: name, label: `example "${name}"` }))
      : [this.build(op, base, { label: 'example values' })];

    // The refusals first, before anything valid is sent: each must meet a request the server would otherwise carry
    // out (not a second invite or delete), and only state the refused request could have changed tells whether it
    // changed nothing (after a real DELETE the resource is gone anyway).
    checks.set('csrf', await this.csrfCheck(op, exampleRequests[0]!, exchange));
    checks.set('no-session', await this.noSessionCheck(op, exampleRequests[0]!, exchange));

    // Journeys start from the first valid request that answers the link's status, right after it.
    const journeys = this.journeys(op, exchange);
    const valid: Built[] = [];
    const answers: Answer[] = [];
    const examples = new Check('examples', op, this.options.server);
    for (const [i, built] of exampleRequests.entries()) {
      const res = await exchange(examples, built);
      if (names[i] !== undefined) result.examplesSent.push(names[i]);
      valid.push(built);
      if (!res) continue;
      this.judgeValid(examples, op, built, res);
      answers.push({ built, res });
      await journeys.offer(built, res);
    }
    checks.set('examples', examples.done());

    // Valid requests generated from the schemas.
    const generated = new Check('generated', op, this.options.server);
    const random = this.random(op, 'generated');
    const generatedAnswers: Answer[] = [];
    for (let i = 1; i <= this.options.generated; i++) {
      const built = this.build(op, this.baseValues(op, random), { random, label: `generated #${i} (seed ${this.options.seed})` });
      const res = await exchange(generated, built);
      valid.push(built);
      if (!res) continue;
      this.judgeValid(generated, op, built, res);
      generatedAnswers.push({ built, res });
      await journeys.offer(built, res);
    }
    checks.set('generated', generated.done());
    result.exercised = examples.result.requests + generated.result.requests > 0;

    const untrusted = this.untrustedIds(op);
    checks.set('accepted', this.acceptedCheck(op, answers, [...answers, ...generatedAnswers], untrusted));
    checks.set('polling', await this.pollingCheck(op, valid[0], exchange));
    checks.set('invalid', await this.invalidCheck(op, base, exchange));
    checks.set('journey', journeys.finish(valid[0]!, [...answers, ...generatedAnswers], untrusted));
    return finish();
  }

  /**
   * Path ids the server may rightly not know: in the server profile those not given with --account/--param (the
   * mock knows every id its schema allows).
   */
  private untrustedIds(op: Operation): string[] {
    if (this.options.profile === 'mock') return [];
    return op.parameters.filter((p) => p.in === 'path' && this.options.params[p.name] === undefined).map((p) => p.name);
  }

  /**
   * Acceptance of valid data: the example requests, with ids from the command line (or any id against the mock),
   * must get a success. A declared 409 to an unsafe call is a state conflict (inviting someone an earlier run
   * invited): it passes when another valid request of the operation was accepted, else acceptance is not shown.
   */
  private acceptedCheck(op: Operation, examples: Answer[], valid: Answer[], untrusted: string[]): CheckResult {
    const check = new Check('accepted', op, this.options.server);
    if (untrusted.length)
      return check.skip(
        `not judged: the server may not know the ids; give ${untrusted.map((n) => (n === 'accountId' ? '--account ID' : `--param ${n}=ID`)).join(' ')}`,
      );
    const media = jsonBody(op);
    if (this.options.profile === 'server' && media && !media.media.examples && media.media.example === undefined)
      return check.skip('not judged: the contract gives no example body, and a generated one may name what the server lacks');
    const conflicts: string[] = [];
    const source = this.options.profile === 'mock' ? 'the contract' : '--account/--param';
    for (const { built, res } of examples) {
      check.judged++;
      check.result.notes.push(`${built.label} → ${res.status}`);
      if (is2xx(res.status)) continue;
      if (res.status === 409 && UNSAFE.has(op.method) && declaredResponse(op, 409)?.key === '409') {
        conflicts.push(built.label);
        continue;
      }
      check.fail(built, res, {
        kind: 'valid-refused',
        expected: `a 2xx success for a valid request (ids from ${source}, the rest from the contract's example)`,
        actual: `${res.status} ${show(res.json ?? res.text, 80)}`,
      });
    }
    if (conflicts.length) {
      const others = valid.filter((a) => is2xx(a.res.status)).map((a) => a.built.label);
      if (others.length)
        check.result.notes.push(`${conflicts.join(', ')}: declared 409 (state conflict); accepted: ${others.join(', ')}`);
      else
        check.skip(
          `${conflicts.join(', ')} met a declared 409 (state conflict, e.g. left by an earlier run) and no valid request was accepted`,
        );
    }
    return check.done();
  }

  /** Example names to send: request examples, and in the mock profile the response scenarios too. */
  exampleNames(op: Operation): string[] {
    const names = new Set<string>();
    for (const name of Object.keys(jsonBody(op)?.media.examples ?? {})) names.add(name);
    for (const p of op.parameters) for (const name of Object.keys(p.examples ?? {})) names.add(name);
    if (this.options.profile === 'mock') {
      for (const status of successStatuses(op)) {
        for (const media of Object.values(op.responses[String(status)]?.content ?? {})) {
          for (const name of Object.keys(media.examples ?? {})) names.add(name);
        }
      }
    }
    return [...names];
  }

  /** Path parameter values: the command line, else the parameter's example, else a generated value. */
  private baseValues(op: Operation, random?: Random): Record<string, string> {
    const values: Record<string, string> = {};
    const fallback = this.random(op, 'path');
    for (const p of op.parameters.filter((p) => p.in === 'path')) {
      const given = this.options.params[p.name];
      if (given !== undefined) values[p.name] = given;
      else if (!random && parameterExample(p) !== undefined) values[p.name] = String(parameterExample(p));
      else values[p.name] = String(generateValid(p.schema ?? { type: 'string' }, random ?? fallback) ?? 'x');
    }
    return values;
  }

  private build(
    op: Operation,
    pathValues: Record<string, string>,
    how: {
      example?: string;
      random?: Random;
      label: string;
      session?: 'full' | 'none' | 'no-csrf';
      body?: unknown;
      query?: Record<string, string>;
      method?: string;
    },
  ): Built {
    const query: Record<string, string> = {};
    const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
    for (const p of op.parameters) {
      if (p.in === 'path' || p.in === 'cookie' || isCsrfParameter(p)) continue;
      const named = how.example ? (p.examples?.[how.example]?.value ?? parameterExample(p)) : undefined;
      let value: unknown = named;
      if (value === undefined && (p.required || (how.random && how.random() < 0.5))) {
        value = how.random ? generateValid(p.schema ?? { type: 'string' }, how.random) : parameterExample(p);
        if (value === undefined) value = generateValid(p.schema ?? { type: 'string' }, this.random(op, p.name));
      }
      if (value === undefined) continue;
      if (p.in === 'query') query[p.name] = String(value);
      if (p.in === 'header') headers[p.name] = String(value);
    }
    Object.assign(query, how.query ?? {});
    const session = dress(this.contract, op, this.options.session, how.session ?? 'full');
    Object.assign(headers, session.headers);
    Object.assign(query, session.query);
    if (this.options.profile === 'mock' && how.example && this.hasResponseExample(op, how.example)) {
      headers.Prefer = `example=${how.example}`;
    }
    let body = how.body;
    const media = jsonBody(op);
    if (body === undefined && media) {
      const examples = media.media.examples ?? {};
      if (how.random && media.media.schema !== undefined) body = generateValid(media.media.schema, how.random);
      if (body === undefined)
        body =
          (examples[how.example ?? 'default'] ?? examples.default ?? Object.values(examples)[0])?.value ?? media.media.example;
      if (body === undefined && media.media.schema !== undefined)
        body = generateValid(media.media.schema, this.random(op, 'body'));
      if (body !== undefined) headers['Content-Type'] = media.mediaType;
    } else if (body !== undefined && media) {
      headers['Content-Type'] = media.mediaType;
    }
    const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(pathValues[name] ?? ''));
    const qs = new URLSearchParams(query).toString();
    return {
      label: how.label,
      pathValues,
      query,
      request: {
        method: how.method ?? op.method.toUpperCase(),
        url: qs ? `${path}?${qs}` : path,
        headers,
        body,
        secretHeaders: session.secretHeaders,
      },
    };
  }

  private hasResponseExample(op: Operation, name: string): boolean {
    return successStatuses(op).some((s) =>
      Object.values(op.responses[String(s)]?.content ?? {}).some((m) => m.examples?.[name] !== undefined),
    );
  }

  /** A valid request: a declared answer that conforms, and never a server error. */
  private judgeValid(check: Check, op: Operation, built: Built, res: ReceivedResponse) {
    if (res.status >= 500) {
      check.fail(built, res, {
        kind: 'server-error',
        expected: 'no server error for a valid request',
        actual: `${res.status} ${show(res.text, 60)}`,
      });
      return;
    }
    if (this.options.profile === 'mock' && isMockOwnError(res)) {
      check.result.notes.push(
        `${built.label}: the mock answered ${res.status} on its own (${show((res.json as { title?: string }).title)})`,
      );
      check.fail(built, res, {
        kind: 'status',
        expected: 'an answer from the contract',
        actual: `the mock's own ${res.status}: ${show(res.json, 120)}`,
      });
      return;
    }
    // A declared 401 would pass every valid request of an expired session; the run would check nothing.
    if (res.status === 401 && this.options.profile === 'server' && built.request.headers.Cookie !== undefined) {
      check.fail(built, res, {
        kind: 'session-refused',
        expected: 'the --cookie session accepted',
        actual: '401: is the session still signed in? (--cookie)',
      });
      return;
    }
    for (const finding of conformance(op, res)) check.fail(built, res, finding);
  }

  /** A 4xx with a declared, conforming body; never 2xx or 5xx. */
  private judgeRefusal(
    check: Check,
    op: Operation,
    built: Built,
    res: ReceivedResponse,
    acceptable: (status: number) => boolean,
    kind: ViolationKind,
    expectation: string,
  ) {
    if (res.status >= 200 && res.status < 300) {
      check.fail(built, res, { kind, expected: expectation, actual: `${res.status} ${show(res.json ?? res.text, 80)}` });
      return;
    }
    if (res.status >= 500) {
      check.fail(built, res, { kind: 'server-error', expected: expectation, actual: `${res.status} ${show(res.text, 60)}` });
      return;
    }
    if (!acceptable(res.status)) {
      check.fail(built, res, { kind: 'status', expected: expectation, actual: `${res.status}` });
      return;
    }
    // Prism invents its own 4xx where the contract declares none (its own error, or a 422 with the body of
    // `default`); the real server's answer must be declared.
    if (this.options.profile === 'mock' && (isMockOwnError(res) || !declaredResponse(op, res.status))) return;
    for (const finding of conformance(op, res)) check.fail(built, res, finding);
  }

  private async pollingCheck(op: Operation, first: Built | undefined, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('polling', op, this.options.server);
    const declaresWait = ['202', '204'].filter((s) => op.responses[s]);
    if (!isPolled(op)) return check.na('not a polled call (no 202/204 beside its result)');
    if (!first) return check.skip('no valid request to poll with');
    if (!op.polling) check.result.notes.push('the contract gives no x-polling bounds; polled every 1 s, 10 times');
    // The mock only answers "not ready" when asked to (one of the declared waits); a real server answers what it has.
    const starts = this.options.profile === 'mock' ? declaresWait.slice(0, 1) : [undefined];
    let polled = false;
    for (const code of starts) {
      const outcome = await this.askUntilReady(check, op, first, exchange, code);
      polled ||= outcome.asks > 1;
      if (outcome.verdict === 'limit') return check.result;
    }
    if (!polled && check.result.outcome === 'passed') check.result.notes.push('answered without 202/204; nothing to poll');
    return check.done();
  }

  /**
   * Asks until the answer is no longer 202/204, at the contract's interval and never more often than its bound
   * allows. `startCode` makes the mock answer "not ready" first (Prism's `Prefer: code=`).
   */
  private async askUntilReady(
    check: Check,
    op: Operation,
    first: Built,
    exchange: Exchange,
    startCode?: string,
  ): Promise<{ res?: ReceivedResponse; asks: number; verdict: 'ready' | 'bound' | 'limit' | 'error' }> {
    const bounds = op.polling ?? { intervalMs: 1000, maxAttempts: 10, backoff: 1 };
    const deadline = Date.now() + this.options.pollLimitMs;
    let interval = bounds.intervalMs;
    for (let attempt = 1; ; attempt++) {
      const headers = { ...first.request.headers };
      if (startCode && attempt === 1) headers.Prefer = `code=${startCode}`;
      else if (startCode) delete headers.Prefer;
      const built: Built = {
        ...first,
        label: attempt === 1 ? first.label : `${first.label}, ask ${attempt}`,
        request: { ...first.request, headers },
      };
      const res = await exchange(check, built);
      if (!res) return { asks: attempt, verdict: 'error' };
      this.judgeValid(check, op, built, res);
      if (res.status !== 202 && res.status !== 204) return { res, asks: attempt, verdict: 'ready' };
      if (attempt >= bounds.maxAttempts) {
        check.fail(built, res, {
          kind: 'polling',
          expected: `a result within ${bounds.maxAttempts} asks, ${bounds.intervalMs / 1000} s apart (x-polling)`,
          actual: `still ${res.status} after ${attempt} asks`,
        });
        return { res, asks: attempt, verdict: 'bound' };
      }
      if (Date.now() + interval > deadline) {
        check.result.notes.push(`${op.id} still ${res.status} at the kit's --poll-limit; not judged`);
        if (check.result.outcome === 'passed') check.skip(`not ready within --poll-limit (${this.options.pollLimitMs / 1000} s)`);
        return { res, asks: attempt, verdict: 'limit' };
      }
      await new Promise((r) => setTimeout(r, interval));
      interval = Math.round(interval * bounds.backoff);
    }
  }

  private async invalidCheck(op: Operation, base: Record<string, string>, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('invalid', op, this.options.server);
    const random = this.random(op, 'invalid');
    const cases: Built[] = [];
    const media = jsonBody(op);
    if (media?.media.schema !== undefined) {
      const validBody =
        (media.media.examples?.default ?? Object.values(media.media.examples ?? {})[0])?.value ??
        generateValid(media.media.schema, random);
      for (const m of invalidBodies(media.media.schema, validBody, random)) {
        cases.push(this.build(op, base, { label: `body with ${m.description} at ${m.pointer || '/'}`, body: m.value }));
      }
    }
    for (const p of op.parameters) {
      if (p.in === 'path') {
        const bad = invalidParameter(p.schema);
        if (bad !== undefined)
          cases.push(this.build(op, { ...base, [p.name]: bad }, { label: `path parameter ${p.name} = ${JSON.stringify(bad)}` }));
      }
      if (p.in === 'query') {
        const bad = invalidParameter(p.schema);
        if (bad !== undefined)
          cases.push(
            this.build(op, base, { label: `query parameter ${p.name} = ${JSON.stringify(bad)}`, query: { [p.name]: bad } }),
          );
      }
    }
    const missingQuery = op.parameters.filter((p) => p.in === 'query' && p.required);
    for (const p of missingQuery) {
      const built = this.build(op, base, { label: `required query parameter ${p.name} left out` });
      const url = new URL(built.request.url, 'http://x');
      url.searchParams.delete(p.name);
      built.request.url = `${url.pathname}${url.search}`;
      cases.push(built);
    }
    if (cases.length === 0) return check.na('nothing in the request can be invalid (no body, no constrained parameter)');
    for (const built of cases) {
      const res = await exchange(check, built);
      if (res)
        this.judgeRefusal(
          check,
          op,
          built,
          res,
          (s) => s >= 400 && s < 500,
          'accepted-invalid',
          'a 4xx refusal with the declared problem body',
        );
    }
    return check.done();
  }

  private async noSessionCheck(op: Operation, first: Built, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('no-session', op, this.options.server);
    if (sessionSchemes(this.contract, op).length === 0) return check.na('public operation (security: [])');
    // Only the session cookie goes: with the CSRF header still there, the server's session check is what answers.
    const headers = Object.fromEntries(Object.entries(first.request.headers).filter(([name]) => name.toLowerCase() !== 'cookie'));
    const built: Built = {
      ...first,
      label: `${first.label} without the session cookie`,
      request: {
        ...first.request,
        headers,
        secretHeaders: first.request.secretHeaders.filter((h) => h.toLowerCase() !== 'cookie'),
      },
    };
    const res = await exchange(check, built);
    // 401 is the answer; an unsafe method may meet a double-submit CSRF guard first (403, no csrftoken cookie), if the
    // operation declares 403.
    const allowed = (s: number) =>
      s === 401 ? true : s === 403 && UNSAFE.has(op.method) && declaredResponse(op, 403)?.key === '403';
    if (res) this.judgeRefusal(check, op, built, res, allowed, 'data-without-session', 'a 401 refusal (never data)');
    return check.done();
  }

  private async methodCheck(op: Operation, base: Record<string, string>, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('method', op, this.options.server);
    const declared = this.contract.pathMethods.get(op.path) ?? new Set();
    // GET first: it changes nothing even on a server that wrongly serves it.
    const method = (['get', 'put', 'patch', 'post', 'delete'] as Method[]).find((m) => !declared.has(m));
    if (!method) return check.na('every method is declared on this path');
    const first = this.build(op, base, { label: `undeclared method ${method.toUpperCase()}` });
    const { 'Content-Type': _ct, Prefer: _prefer, ...headers } = first.request.headers;
    const secretHeaders = [...first.request.secretHeaders];
    // A Django REST framework view checks CSRF before it looks for the method's handler: without the token an
    // undeclared unsafe method meets a 403 first, and the 405 is never reached.
    const csrf = contractCsrfHeaderName(this.contract);
    if (UNSAFE.has(method) && csrf && !headerValue(headers, csrf)) {
      if (this.options.session.csrf === undefined)
        return check.skip(`${method.toUpperCase()} would meet the CSRF check before the 405 without the token: give --csrf`);
      headers[csrf] = this.options.session.csrf;
      secretHeaders.push(csrf);
    }
    const built: Built = {
      ...first,
      request: { ...first.request, method: method.toUpperCase(), headers, body: undefined, secretHeaders },
    };
    const res = await exchange(check, built);
    if (res && res.status !== 405) {
      check.fail(built, res, {
        kind: res.status < 300 ? 'method-allowed' : res.status >= 500 ? 'server-error' : 'status',
        expected: `405 for ${method.toUpperCase()} (the path declares ${[...declared].map((m) => m.toUpperCase()).join(', ')})`,
        actual: `${res.status}`,
      });
    }
    return check.done();
  }

  private async csrfCheck(op: Operation, probe: Built, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('csrf', op, this.options.server);
    if (!UNSAFE.has(op.method)) return check.na('safe method');
    if (sessionSchemes(this.contract, op).length === 0) return check.na('public operation (security: [])');
    const header = csrfHeaderName(this.contract, op);
    if (!header) return check.skip('the contract declares no CSRF header for this operation');
    const observers = this.observers(op, probe);
    // One at a time, so that a replayed run sends its requests in the same order.
    const before: Observation[] = [];
    for (const observer of observers) before.push(await this.observe(observer));
    const headers = Object.fromEntries(
      Object.entries(probe.request.headers).filter(([name]) => name.toLowerCase() !== header.toLowerCase()),
    );
    const built: Built = {
      ...probe,
      label: `${probe.label} without ${header}`,
      request: {
        ...probe.request,
        headers,
        secretHeaders: probe.request.secretHeaders.filter((h) => h.toLowerCase() !== header.toLowerCase()),
      },
    };
    const res = await exchange(check, built);
    if (!res) return check.done();
    // The mock validates the declared header (422) or the security scheme (401) instead of answering 403.
    const refused = (s: number) => (this.options.profile === 'mock' ? s >= 400 && s < 500 : s === 403);
    this.judgeRefusal(check, op, built, res, refused, 'csrf-not-refused', `403 without ${header}`);
    const unobserved: string[] = [];
    let compared = 0;
    for (const [i, observer] of observers.entries()) {
      const after = await this.observe(observer);
      const earlier = before[i]!;
      if (earlier.body === undefined || after.body === undefined) {
        unobserved.push(`${observer.op.id} ${earlier.why ?? after.why}`);
        continue;
      }
      compared++;
      const at = firstDifference(earlier.body, after.body);
      if (at === undefined) {
        check.result.notes.push(`${observer.op.id} unchanged`);
        continue;
      }
      check.fail(built, res, {
        kind: 'state-changed',
        expected: `${observer.op.id} unchanged by the refused request`,
        actual: `${observer.op.id} changed at ${at || '/'}: ${show(pointerGet(earlier.body, at), 50)} → ${show(pointerGet(after.body, at), 50)}`,
      });
    }
    if (compared === 0) {
      const why = observers.length
        ? unobserved.join('; ')
        : 'no GET on its path or its parent path, and no link from it that its request alone can follow';
      check.skip(`refused, but "changes nothing" not shown: state not observed (${why})`);
    }
    return check.done();
  }

  /**
   * The GETs that show what an unsafe operation changes: on its own path (else on the parent path), and the targets
   * of its links whose parameters come from the request alone (not from the answer it has not had yet).
   */
  private observers(op: Operation, source: Built): Observer[] {
    const out = new Map<string, Observer>();
    const add = (observer: Operation, values: Record<string, string>, query: Record<string, string> = {}) => {
      const built = this.build(
        observer,
        { ...this.baseValues(observer), ...pick(source.pathValues, observer.parameters), ...values },
        {
          label: `${observer.id} (observer)`,
          query,
        },
      );
      delete built.request.headers.Prefer;
      out.set(`${built.request.method} ${built.request.url}`, { ...built, op: observer });
    };
    const parent = op.path.replace(/\/[^/]+$/, '');
    const get = [op.path, parent]
      .map((path) => this.contract.operations.find((o) => o.method === 'get' && o.path === path))
      .find(Boolean);
    if (get) add(get, {});
    for (const { link } of linksOf(op)) {
      const target = link.operationId ? this.byId.get(link.operationId) : undefined;
      if (target?.method !== 'get') continue;
      const inputs = linkInputs(link, target, { source });
      if (inputs.complete) add(target, inputs.path, inputs.query);
    }
    return [...out.values()];
  }

  private async observe(observer: Observer): Promise<Observation> {
    try {
      const res = await send(this.options.server, observer.request, this.options.timeoutMs);
      return res.status === 200 && res.json !== undefined ? { body: res.json } : { why: `answered ${res.status}` };
    } catch (error) {
      return { why: `unreachable (${(error as Error).message})` };
    }
  }

  /**
   * The operation's journeys (OpenAPI links): each one is followed from the first valid request that answers the
   * link's status, right after it. `finish` reports the links no request could start.
   */
  private journeys(op: Operation, exchange: Exchange) {
    const check = new Check('journey', op, this.options.server);
    const waiting = new Map<string, { status: string; link: Link; target: Operation }>();
    const links = linksOf(op);
    for (const { status, name, link } of links) {
      const target = link.operationId ? this.byId.get(link.operationId) : undefined;
      if (!target) check.skip(`link ${name}: the contract has no operation ${link.operationId}`);
      else if (this.permission(target)) check.skip(`link ${name} → ${target.id}: ${this.permission(target)}`);
      else waiting.set(name, { status, link, target });
    }
    return {
      offer: async (source: Built, res: ReceivedResponse) => {
        for (const [name, { status, link, target }] of waiting) {
          if (String(res.status) !== status) continue;
          waiting.delete(name);
          check.result.notes.push(`link ${name} followed after ${source.label}`);
          await this.follow(check, op, name, link, target, { source, response: res }, exchange);
        }
      },
      finish: (first: Built, answers: Answer[], untrusted: string[]): CheckResult => {
        if (links.length === 0) return check.na('the contract describes no journey from this operation (links)');
        const statuses = answers.map((a) => a.res.status).join(', ') || 'none';
        for (const [name, { status, target }] of waiting) {
          const what = `link ${name} → ${target.id} not followed: no valid request answered ${status} (answers: ${statuses})`;
          // With ids the server knows, a valid request had to succeed; with generated ones a 404 is its right.
          if (untrusted.length)
            check.skip(
              `${what}; give ${untrusted.map((n) => (n === 'accountId' ? '--account ID' : `--param ${n}=ID`)).join(' ')}`,
            );
          else
            check.fail(first, undefined, {
              kind: 'journey',
              expected: `a valid request answered ${status}, to follow link ${name} to ${target.id}`,
              actual: `answers: ${statuses}`,
            });
        }
        return check.done();
      },
    };
  }

  /** One link: the linked call, asked again while its x-polling allows, until what x-expect says holds. */
  private async follow(
    check: Check,
    op: Operation,
    name: string,
    link: Link,
    target: Operation,
    ctx: ExpressionContext,
    exchange: Exchange,
  ) {
    const inputs = linkInputs(link, target, ctx);
    const values = { ...this.baseValues(target), ...pick(ctx.source.pathValues, target.parameters), ...inputs.path };
    const body = link.requestBody !== undefined ? evaluate(link.requestBody, ctx) : undefined;
    const label = `journey ${name}: ${target.id} after ${op.id}`;
    const built = this.build(target, values, { label, query: inputs.query, body });
    delete built.request.headers.Prefer;
    const expect = link['x-expect'];
    const settle = link['x-polling'] ? pollingBounds(link['x-polling']) : undefined;
    const deadline = Date.now() + this.options.pollLimitMs;
    let interval = settle?.intervalMs ?? 0;
    for (let attempt = 1; ; attempt++) {
      const ask: Built = attempt === 1 ? built : { ...built, label: `${label}, ask ${attempt}` };
      const { res, verdict } = isPolled(target)
        ? await this.askUntilReady(check, target, ask, exchange)
        : await exchange(check, ask).then((answer) => {
            if (answer) this.judgeValid(check, target, ask, answer);
            return { res: answer, verdict: 'ready' };
          });
      if (!res || verdict !== 'ready' || !expect) return;
      if (this.options.profile === 'mock') {
        check.result.notes.push(`link ${name}: state not judged (the mock is stateless)`);
        return;
      }
      const findings = journeyFindings(expect, res, ctx, target);
      if (findings.length === 0) {
        if (attempt > 1) check.result.notes.push(`link ${name}: held at ask ${attempt}`);
        return;
      }
      if (!settle || attempt >= settle.maxAttempts) {
        const after = settle ? ` (after ${attempt} asks, x-polling)` : '';
        for (const finding of findings) check.fail(ask, res, { ...finding, actual: `${finding.actual}${after}` });
        return;
      }
      if (Date.now() + interval > deadline) {
        check.skip(`link ${name}: x-expect not yet held at --poll-limit (${this.options.pollLimitMs / 1000} s)`);
        return;
      }
      await new Promise((r) => setTimeout(r, interval));
      interval = Math.round(interval * settle.backoff);
    }
  }
}

type Exchange = (check: Check, built: Built) => Promise<ReceivedResponse | undefined>;

const linksOf = (op: Operation) =>
  Object.entries(op.responses).flatMap(([status, r]) =>
    Object.entries(r.links ?? {}).map(([name, link]) => ({ status, name, link })),
  );

/**
 * A link's parameters for its target, evaluated. `complete` is false when one cannot be (it needs an answer that has
 * not come yet, or names what the answer lacks); that one is left out.
 */
function linkInputs(
  link: Link,
  target: Operation,
  ctx: ExpressionContext,
): { path: Record<string, string>; query: Record<string, string>; complete: boolean } {
  const out = { path: {} as Record<string, string>, query: {} as Record<string, string>, complete: true };
  for (const [key, expr] of Object.entries(link.parameters ?? {})) {
    const [where, pname] = key.includes('.') ? (key.split('.', 2) as [string, string]) : ['', key];
    const param = target.parameters.find((p) => p.name === pname && (!where || p.in === where));
    const value = evaluate(expr, ctx);
    if (value === undefined) out.complete = false;
    else if (param?.in === 'path') out.path[param.name] = String(value);
    else if (param?.in === 'query') out.query[param.name] = String(value);
  }
  return out;
}

/** The JSON pointer of the first place two JSON values differ ('' for the whole), or undefined when equal. */
function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const inner = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      );
      if (inner !== undefined) return inner;
    }
  }
  return at;
}

/** A GET that answers 202/204 while its result is not ready. */
export const isPolled = (op: Operation) =>
  op.method === 'get' &&
  (op.responses['202'] !== undefined || op.responses['204'] !== undefined) &&
  successStatuses(op).some((s) => s !== 202 && s !== 204);

function parameterExample(p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const first = Object.values(p.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  return typeof p.schema === 'object' ? (p.schema.example ?? (p.schema.examples as unknown[] | undefined)?.[0]) : undefined;
}

const pick = (values: Record<string, string>, params: Parameter[]) =>
  Object.fromEntries(params.filter((p) => p.in === 'path' && values[p.name] !== undefined).map((p) => [p.name, values[p.name]!]));

interface ExpressionContext {
  source: Built;
  /** None before the source call is answered (an observer's inputs). */
  response?: ReceivedResponse;
}

/** OpenAPI runtime expressions ($request.path.x, $request.body#/ptr, $response.body#/ptr, …); other values as is. */
function evaluate(expr: unknown, ctx: ExpressionContext): unknown {
  if (typeof expr !== 'string' || !expr.startsWith('$')) return expr;
  const [head, pointer] = expr.split('#', 2) as [string, string | undefined];
  switch (true) {
    case head === '$statusCode':
      return ctx.response?.status;
    case head === '$method':
      return ctx.source.request.method;
    case head.startsWith('$request.path.'):
      return ctx.source.pathValues[head.slice('$request.path.'.length)];
    case head.startsWith('$request.query.'):
      return ctx.source.query[head.slice('$request.query.'.length)];
    case head.startsWith('$request.header.'):
      return headerValue(ctx.source.request.headers, head.slice('$request.header.'.length));
    case head === '$request.body':
      return pointerGet(ctx.source.request.body, pointer ?? '');
    case head === '$response.body':
      return ctx.response ? pointerGet(ctx.response.json, pointer ?? '') : undefined;
    case head.startsWith('$response.header.'):
      return ctx.response?.headers.get(head.slice('$response.header.'.length)) ?? undefined;
    default:
      return undefined;
  }
}

const headerValue = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([h]) => h.toLowerCase() === name.toLowerCase())?.[1];

function journeyFindings(
  expect: NonNullable<Link['x-expect']>,
  res: ReceivedResponse,
  ctx: ExpressionContext,
  target: Operation,
): Finding[] {
  const statuses = expect.status ?? successStatuses(target);
  if (!statuses.includes(res.status))
    return [{ kind: 'journey', expected: `status ${statuses.join(' or ')}`, actual: `${res.status}` }];
  const out: Finding[] = [];
  const wanted = (spec: Record<string, unknown>) =>
    Object.entries(spec).map(([pointer, expr]) => [pointer, evaluate(expr, ctx)] as const);
  const matches = (item: unknown, spec: Record<string, unknown>) =>
    wanted(spec).every(([pointer, value]) => JSON.stringify(pointerGet(item, pointer)) === JSON.stringify(value));
  const items = Array.isArray(res.json) ? res.json : [];
  if (expect.contains && !items.some((item) => matches(item, expect.contains!)))
    out.push({
      kind: 'journey',
      pointer: '',
      expected: `an item with ${describe(wanted(expect.contains))}`,
      actual: `none among ${items.length}`,
    });
  if (expect.lacks) {
    const index = items.findIndex((item) => matches(item, expect.lacks!));
    if (index >= 0)
      out.push({
        kind: 'journey',
        pointer: `/${index}`,
        expected: `no item with ${describe(wanted(expect.lacks))}`,
        actual: show(items[index], 80),
      });
  }
  for (const [pointer, value] of wanted(expect.equals ?? {})) {
    const actual = pointerGet(res.json, pointer);
    if (JSON.stringify(actual) !== JSON.stringify(value))
      out.push({ kind: 'journey', pointer, expected: show(value), actual: show(actual) });
  }
  return out;
}

const describe = (pairs: (readonly [string, unknown])[]) => pairs.map(([p, v]) => `${p} = ${show(v, 40)}`).join(', ');
