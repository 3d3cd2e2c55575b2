// The checks, per operation of the contract. Each check sends requests built from the contract and judges every
// answer with `conformance()` plus what that check is about (refusal, no data without a session, 405, CSRF, journeys).
import {
  declaredResponse,
  jsonBody,
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
import { csrfHeaderName, dress, isCsrfParameter, type SessionInput } from './session.ts';
import { conformance, pointerGet, show, type Finding, type ReceivedResponse, type ViolationKind } from './validate.ts';

export const CHECKS = ['examples', 'generated', 'polling', 'invalid', 'no-session', 'method', 'csrf', 'journey'] as const;
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

class Check {
  readonly result: CheckResult;
  constructor(
    readonly name: CheckName,
    private readonly op: Operation,
    private readonly server: string,
  ) {
    this.result = { check: name, outcome: 'passed', requests: 0, sent: [], notes: [], violations: [] };
  }
  skip(reason: string): CheckResult {
    this.result.outcome = 'skipped';
    this.result.reason = reason;
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
      expected: finding.expected,
      actual: finding.actual,
      curl: curl(this.server, built.request),
    });
  }
  done(): CheckResult {
    if (this.result.outcome === 'passed' && this.result.requests === 0) this.result.outcome = 'n/a';
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
    const denied = this.permission(op);
    if (denied) {
      result.checks = CHECKS.map((name) => new Check(name, op, this.options.server).skip(denied));
      return result;
    }
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
    const valid: Built[] = [];

    // Valid requests from the contract's examples (scenarios).
    const examples = new Check('examples', op, this.options.server);
    for (const name of result.examplesDeclared) {
      const built = this.build(op, base, { example: name, label: `example "${name}"` });
      const res = await exchange(examples, built);
      result.examplesSent.push(name);
      if (res) this.judgeValid(examples, op, built, res);
      valid.push(built);
    }
    result.checks.push(
      result.examplesDeclared.length === 0 ? examples.na('the contract gives no example for this operation') : examples.done(),
    );

    // Valid requests generated from the schemas.
    const generated = new Check('generated', op, this.options.server);
    const random = this.random(op, 'generated');
    for (let i = 1; i <= this.options.generated; i++) {
      const built = this.build(op, this.baseValues(op, random), { random, label: `generated #${i} (seed ${this.options.seed})` });
      if (!built) continue;
      const res = await exchange(generated, built);
      if (res) this.judgeValid(generated, op, built, res);
      valid.push(built);
    }
    result.checks.push(generated.done());
    result.exercised = examples.result.requests + generated.result.requests > 0;

    result.checks.push(await this.pollingCheck(op, valid[0], exchange));
    result.checks.push(await this.invalidCheck(op, base, exchange));
    result.checks.push(await this.noSessionCheck(op, valid[0], exchange));
    result.checks.push(
      ownsMethodCheck
        ? await this.methodCheck(op, valid[0], exchange)
        : new Check('method', op, this.options.server).na(
            `checked once per path, with ${this.contract.operations.find((o) => o.path === op.path)?.id}`,
          ),
    );
    result.checks.push(await this.csrfCheck(op, valid[0], exchange));
    result.checks.push(await this.journeyCheck(op, base, exchange));
    result.statusesSeen = result.statusesDeclared.filter((s) => seen.has(s));
    return result;
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
    // Prism invents its own 4xx where the contract declares none; the real server's answer must be declared.
    if (this.options.profile === 'mock' && isMockOwnError(res)) return;
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

  private async noSessionCheck(op: Operation, first: Built | undefined, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('no-session', op, this.options.server);
    if (sessionSchemes(this.contract, op).length === 0) return check.na('public operation (security: [])');
    if (!first) return check.skip('no valid request to send');
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

  private async methodCheck(op: Operation, first: Built | undefined, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('method', op, this.options.server);
    const declared = this.contract.pathMethods.get(op.path) ?? new Set();
    // GET first: it changes nothing even on a server that wrongly serves it.
    const method = (['get', 'put', 'patch', 'post', 'delete'] as Method[]).find((m) => !declared.has(m));
    if (!method) return check.na('every method is declared on this path');
    if (!first) return check.skip('no valid request to send');
    const built: Built = {
      ...first,
      label: `undeclared method ${method.toUpperCase()}`,
      request: { ...first.request, method: method.toUpperCase(), body: undefined },
    };
    const { 'Content-Type': _ct, ...headers } = built.request.headers;
    built.request.headers = headers;
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

  private async csrfCheck(op: Operation, first: Built | undefined, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('csrf', op, this.options.server);
    if (!UNSAFE.has(op.method)) return check.na('safe method');
    if (sessionSchemes(this.contract, op).length === 0) return check.na('public operation (security: [])');
    const header = csrfHeaderName(this.contract, op);
    if (!header) return check.skip('the contract declares no CSRF header for this operation');
    if (!first) return check.skip('no valid request to send');
    const observer = this.observer(op);
    const before = observer ? await this.observe(observer, first) : undefined;
    const headers = Object.fromEntries(Object.entries(first.request.headers).filter(([name]) => name !== header));
    const built: Built = { ...first, label: `${first.label} without ${header}`, request: { ...first.request, headers } };
    const res = await exchange(check, built);
    if (!res) return check.done();
    // The mock validates the declared header (422) or the security scheme (401) instead of answering 403.
    const refused = (s: number) => (this.options.profile === 'mock' ? s >= 400 && s < 500 : s === 403);
    this.judgeRefusal(check, op, built, res, refused, 'csrf-not-refused', `403 without ${header}`);
    if (observer && before !== undefined) {
      const after = await this.observe(observer, first);
      if (after !== undefined && JSON.stringify(after) !== JSON.stringify(before)) {
        check.fail(built, res, {
          kind: 'state-changed',
          expected: `${observer.id} unchanged by the refused request`,
          actual: `${observer.id} changed: ${show(before, 50)} → ${show(after, 50)}`,
        });
      } else {
        check.result.notes.push(`${observer.id} unchanged`);
      }
    }
    return check.done();
  }

  /** The GET that shows what an unsafe operation changes: on its own path, else on the parent path. */
  private observer(op: Operation): Operation | undefined {
    const parent = op.path.replace(/\/[^/]+$/, '');
    return (
      this.contract.operations.find((o) => o.method === 'get' && o.path === op.path) ??
      this.contract.operations.find((o) => o.method === 'get' && o.path === parent)
    );
  }

  private async observe(observer: Operation, source: Built): Promise<unknown> {
    const values = { ...this.baseValues(observer), ...pick(source.pathValues, observer.parameters) };
    const built = this.build(observer, values, { label: `${observer.id} (observer)` });
    delete built.request.headers.Prefer;
    try {
      const res = await send(this.options.server, built.request, this.options.timeoutMs);
      return res.status === 200 ? res.json : undefined;
    } catch {
      return undefined;
    }
  }

  private async journeyCheck(op: Operation, base: Record<string, string>, exchange: Exchange): Promise<CheckResult> {
    const check = new Check('journey', op, this.options.server);
    const links = Object.entries(op.responses).flatMap(([status, r]) =>
      Object.entries(r.links ?? {}).map(([name, link]) => ({ status, name, link })),
    );
    if (links.length === 0) return check.na('the contract describes no journey from this operation (links)');
    for (const { status, name, link } of links) {
      const target = link.operationId ? this.byId.get(link.operationId) : undefined;
      if (!target) {
        check.result.notes.push(`link ${name}: no operation ${link.operationId}`);
        continue;
      }
      const denied = this.permission(target);
      if (denied) {
        check.skip(`link ${name} → ${target.id}: ${denied}`);
        continue;
      }
      const source = this.build(op, base, { label: `journey ${name}: ${op.id}` });
      const sourceRes = await exchange(check, source);
      if (!sourceRes) continue;
      if (String(sourceRes.status) !== status) {
        this.judgeValid(check, op, source, sourceRes);
        check.result.notes.push(`link ${name}: ${op.id} answered ${sourceRes.status}, not ${status}; not followed`);
        continue;
      }
      const ctx: ExpressionContext = { source, response: sourceRes };
      const values = { ...this.baseValues(target), ...pick(source.pathValues, target.parameters) };
      const query: Record<string, string> = {};
      for (const [key, expr] of Object.entries(link.parameters ?? {})) {
        const [where, pname] = key.includes('.') ? (key.split('.', 2) as [string, string]) : ['', key];
        const param = target.parameters.find((p) => p.name === pname && (!where || p.in === where));
        const value = evaluate(expr, ctx);
        if (!param || value === undefined) continue;
        if (param.in === 'path') values[param.name] = String(value);
        if (param.in === 'query') query[param.name] = String(value);
      }
      const body = link.requestBody !== undefined ? evaluate(link.requestBody, ctx) : undefined;
      const built = this.build(target, values, { label: `journey ${name}: ${target.id} after ${op.id}`, query, body });
      const { res, verdict } = isPolled(target)
        ? await this.askUntilReady(check, target, built, exchange)
        : await exchange(check, built).then((answer) => {
            if (answer) this.judgeValid(check, target, built, answer);
            return { res: answer, verdict: 'ready' };
          });
      if (!res || verdict !== 'ready') continue;
      const expect = link['x-expect'];
      if (!expect) continue;
      if (this.options.profile === 'mock') {
        check.result.notes.push(`link ${name}: state not judged (the mock is stateless)`);
        continue;
      }
      for (const finding of journeyFindings(expect, res, ctx, target)) check.fail(built, res, finding);
    }
    return check.done();
  }
}

type Exchange = (check: Check, built: Built) => Promise<ReceivedResponse | undefined>;

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
  response: ReceivedResponse;
}

/** OpenAPI runtime expressions ($request.path.x, $request.body#/ptr, $response.body#/ptr, …); other values as is. */
function evaluate(expr: unknown, ctx: ExpressionContext): unknown {
  if (typeof expr !== 'string' || !expr.startsWith('$')) return expr;
  const [head, pointer] = expr.split('#', 2) as [string, string | undefined];
  switch (true) {
    case head === '$statusCode':
      return ctx.response.status;
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
      return pointerGet(ctx.response.json, pointer ?? '');
    case head.startsWith('$response.header.'):
      return ctx.response.headers.get(head.slice('$response.header.'.length)) ?? undefined;
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
