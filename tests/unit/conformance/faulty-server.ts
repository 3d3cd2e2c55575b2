// A small server built from the contract for the conformance kit's own tests: it answers every operation with the
// contract's examples, refuses what the contract says to refuse and keeps the state changes the contract's links
// describe (x-expect), like a correct backend would: a second invite of the same e-mail is a 409, deleting what is
// gone a 404, and (like Django REST framework) a signed-in unsafe request without the CSRF token is refused before
// the method is even looked up. One fault at a time can be switched on; it records which operations the fault
// touched, so a test can demand that every one of them is caught.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  declaredResponse,
  isJson,
  jsonBody,
  sessionSchemes,
  UNSAFE,
  type Contract,
  type Operation,
} from '../../../openapi/tools/conformance/contract.ts';
import { generateValid, seededRandom } from '../../../openapi/tools/conformance/generate.ts';
import { isPolled } from '../../../openapi/tools/conformance/run.ts';
import { contractCsrfHeaderName, csrfHeaderName } from '../../../openapi/tools/conformance/session.ts';
import { isValid, pointerGet } from '../../../openapi/tools/conformance/validate.ts';

export const FAULTS = [
  'wrong-type',
  'missing-required',
  'undeclared-status',
  'wrong-content-type',
  'extra-property',
  'accepts-invalid',
  'refuses-valid',
  'undeclared-refusal',
  'invalid-server-error',
  'data-without-session',
  'server-error',
  'any-method',
  'no-csrf',
  'forgets-writes',
  'applies-refused-writes',
  'never-ready',
  'plain-refusal',
] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultyServer {
  url: string;
  /** Operations whose answers the fault changed. */
  faulted: Set<string>;
  /** Where the fault broke each operation's body (JSON pointers), for the body faults. */
  broken: Map<string, Set<string>>;
  /** When each polled operation was asked (ms timestamps, in order). */
  asks: Map<string, number[]>;
  /** Every request, in the order it came: method, URL and body. */
  requests: string[];
  close: () => Promise<void>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`);

export interface Behaviour {
  /** A polled GET answers 202 until this long after its first ask (a backend still computing). */
  readyAfterMs?: number;
  /** What a write changes shows this long after it (asynchronous work, e.g. a domain deletion). */
  writesShowAfterMs?: number;
  /** The API lives under this path (e.g. `/base`); requests outside it get 404. */
  basePath?: string;
}

/** State a write changed, by request path: what GETs answer instead of their example, once `showsAt` has come. */
interface Kept {
  value: Json;
  previous?: Json;
  showsAt: number;
}

export async function startFaultyServer(contract: Contract, fault?: Fault, behaviour: Behaviour = {}): Promise<FaultyServer> {
  const routes = contract.operations.map((op) => ({
    op,
    pattern: pathPattern(op.path),
    names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
  }));
  const faulted = new Set<string>();
  const broken = new Map<string, Set<string>>();
  const state = new Map<string, Kept>();
  const asks = new Map<string, number[]>();
  const requests: string[] = [];
  const csrfHeader = contractCsrfHeaderName(contract)?.toLowerCase();
  const world: World = { contract, state, ledger: new Map(), showAfterMs: behaviour.writesShowAfterMs ?? 0 };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req);
    requests.push(`${req.method} ${req.url} ${body.text}`);
    const url = new URL(req.url ?? '/', 'http://local');
    if (behaviour.basePath) {
      if (!url.pathname.startsWith(`${behaviour.basePath}/`)) return problem(res, 404, 'Not found');
      url.pathname = url.pathname.slice(behaviour.basePath.length);
    }
    const method = (req.method ?? 'GET').toLowerCase();
    const onPath = routes.filter((r) => r.pattern.test(url.pathname));
    if (onPath.length === 0) return problem(res, 404, 'Not found');
    const signedIn = /(?:^|;\s*)sessionid=/.test(req.headers.cookie ?? '');
    const route = onPath.find((r) => r.op.method === method);
    if (!route) {
      // Django REST framework authenticates (and checks CSRF) before it looks for the method's handler.
      if (UNSAFE.has(method as Operation['method']) && signedIn && csrfHeader && !req.headers[csrfHeader])
        return problem(res, 403, 'CSRF token missing');
      if (fault === 'any-method') {
        faulted.add(onPath[0]!.op.id);
        return send(res, 200, 'application/json', '{"ok":true}');
      }
      res.setHeader('Allow', onPath.map((r) => r.op.method.toUpperCase()).join(', '));
      return problem(res, 405, 'Method not allowed');
    }
    const { op } = route;
    // A fault that lets a request through has only shown when the request succeeds (not when it meets a 404).
    let letThrough = false;
    const secured = sessionSchemes(contract, op).length > 0;
    if (secured && !signedIn) {
      if (fault !== 'data-without-session') return problem(res, 401, 'Unauthorized', op);
      letThrough = true;
    }
    const values = route.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
    const pathValues = Object.fromEntries(route.names.map((name, i) => [name, values[i]!]));
    const csrf = csrfHeaderName(contract, op);
    if (secured && UNSAFE.has(op.method) && csrf && !req.headers[csrf.toLowerCase()]) {
      if (fault === 'applies-refused-writes' && op.effect !== 'read' && applyRefused(world, op, pathValues, body))
        faulted.add(op.id);
      if (fault !== 'no-csrf') return problem(res, 403, 'CSRF token missing', op);
      letThrough = true;
    }
    const badBody = !bodyIsValid(body, op);
    const invalid =
      badBody ||
      route.names.some((name, i) => {
        const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
        return schema !== undefined && !isValid(schema, values[i]);
      }) ||
      op.parameters.some((p) => {
        if (p.in !== 'query') return false;
        const value = url.searchParams.get(p.name);
        if (value === null) return Boolean(p.required);
        return p.schema !== undefined && !isValid(p.schema, value);
      });
    if (invalid) {
      if (fault === 'plain-refusal') {
        faulted.add(op.id);
        return refuse(res, op, 'plain');
      }
      if (fault === 'undeclared-refusal' && badBody) {
        faulted.add(op.id);
        return problem(res, 418, "I'm a teapot");
      }
      if (fault === 'invalid-server-error') {
        faulted.add(op.id);
        return problem(res, 500, 'Internal server error');
      }
      if (fault !== 'accepts-invalid') return refuse(res, op);
      letThrough = true;
    }
    if (fault === 'server-error') {
      faulted.add(op.id);
      return problem(res, 500, 'Internal server error');
    }
    if (fault === 'refuses-valid') {
      faulted.add(op.id);
      return problem(res, 400, 'Bad request', op);
    }
    if (isPolled(op)) {
      const times = asks.get(op.id) ?? [];
      asks.set(op.id, [...times, Date.now()]);
      const readyAt = (times[0] ?? Date.now()) + (behaviour.readyAfterMs ?? 0);
      if (fault === 'never-ready') faulted.add(op.id);
      if (fault === 'never-ready' || Date.now() < readyAt) {
        if (letThrough) faulted.add(op.id);
        return send(res, 202, undefined, '');
      }
    }
    if (UNSAFE.has(op.method) && op.effect !== 'read') {
      const forget = fault === 'forgets-writes';
      const outcome = applyLinks(world, op, pathValues, body, { forget });
      if (outcome === 'conflict') return problem(res, 409, 'Conflict', op);
      if (outcome === 'missing') return problem(res, 404, 'Not found', op);
      if (outcome === 'changed' && forget) faulted.add(op.id);
    }
    if (letThrough) faulted.add(op.id);
    if (op.method === 'get') {
      const kept = shown(state, url.pathname);
      if (kept !== undefined) return send(res, 200, 'application/json', JSON.stringify(kept));
    }
    return success(res, op, fault, (pointer) => {
      faulted.add(op.id);
      if (pointer !== undefined) broken.set(op.id, (broken.get(op.id) ?? new Set()).add(pointer));
    });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => problem(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    faulted,
    broken,
    asks,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readJson(req: IncomingMessage): Promise<{ text: string; json?: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return { text, json: text ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    return { text };
  }
}

function bodyIsValid(body: { text: string; json?: unknown }, op: Operation): boolean {
  const media = jsonBody(op);
  if (!media || media.media.schema === undefined) return true;
  if (!body.text) return !op.requestBody?.required;
  return body.json !== undefined && isValid(media.media.schema, body.json);
}

interface World {
  contract: Contract;
  /** What GETs answer. */
  state: Map<string, Kept>;
  /** What the server knows it did, for its 409s and 404s (with forgets-writes, more than it shows). */
  ledger: Map<string, Json>;
  showAfterMs: number;
}

/** What a GET on the path answers now: the kept state once it shows, else what it showed before (or nothing). */
function shown(state: Map<string, Kept>, path: string): Json | undefined {
  const kept = state.get(path);
  if (!kept) return undefined;
  return Date.now() >= kept.showsAt ? kept.value : kept.previous;
}

function keep(world: World, path: string, value: Json, show = true) {
  world.ledger.set(path, value);
  if (!show) return;
  const previous = shown(world.state, path);
  world.state.set(path, { value, previous, showsAt: Date.now() + world.showAfterMs });
}

/** The 200 example a GET answers before any write (its first named example). */
const firstExample = (op: Operation): Json | undefined =>
  Object.values(Object.values(op.responses['200']?.content ?? {})[0]?.examples ?? {})[0]?.value as Json | undefined;

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));

const pointerSet = (target: Record<string, Json>, pointer: string, value: Json) => {
  target[pointer.replace(/^\//, '')] = value;
};

/**
 * Keeps what the operation's links promise (x-expect contains / lacks / equals) in the state, after the checks a
 * real backend makes: what `contains` would add must not be there yet (409), what `lacks` would remove must be
 * there (404). With `forget`, the server records the write (a repeat still meets its 409 or 404) but never shows
 * it. With `requestOnly`, leaves out links that need the answer.
 */
function applyLinks(
  world: World,
  op: Operation,
  pathValues: Record<string, string>,
  body: { json?: unknown },
  how: { forget?: boolean; requestOnly?: boolean } = {},
): 'changed' | 'unchanged' | 'conflict' | 'missing' {
  const changes: [string, Json][] = [];
  for (const [code, response] of Object.entries(op.responses)) {
    if (!/^2/.test(code)) continue;
    const sourceBody = Object.values(Object.values(response.content ?? {})[0]?.examples ?? {})[0]?.value;
    for (const link of Object.values(response.links ?? {})) {
      const target = world.contract.operations.find((o) => o.id === link.operationId);
      const expect = link['x-expect'];
      if (!target || !expect) continue;
      if (how.requestOnly && JSON.stringify(link).includes('$response')) continue;
      const evaluate = (expr: unknown): Json => {
        if (typeof expr !== 'string') return expr as Json;
        const [head, pointer = ''] = expr.split('#');
        if (head!.startsWith('$request.path.')) return pathValues[head!.slice('$request.path.'.length)] ?? null;
        if (head === '$request.body') return pointerGet(body.json, pointer) as Json;
        if (head === '$response.body') return pointerGet(sourceBody, pointer) as Json;
        return expr;
      };
      const targetValues: Record<string, string> = { ...pathValues };
      for (const [name, expr] of Object.entries(link.parameters ?? {})) targetValues[name] = String(evaluate(expr));
      const path = fill(target.path, targetValues);
      const latest = world.ledger.get(path) ?? firstExample(target);
      const current = structuredClone(latest ?? null);
      const matches = (item: Json, spec: Record<string, unknown>) =>
        Object.entries(spec).every(([p, expr]) => JSON.stringify(pointerGet(item, p)) === JSON.stringify(evaluate(expr)));
      if (expect.contains && Array.isArray(current)) {
        if (current.some((i) => matches(i, expect.contains!)) && declaredResponse(op, 409)?.key === '409') return 'conflict';
        const item = structuredClone(current[0] ?? {}) as Record<string, Json>;
        for (const [p, expr] of Object.entries(expect.contains)) pointerSet(item, p, evaluate(expr));
        current.push(item);
      }
      if (expect.lacks && Array.isArray(current)) {
        if (!current.some((i) => matches(i, expect.lacks!)) && declaredResponse(op, 404)?.key === '404') return 'missing';
        const kept = current.filter((i) => !matches(i, expect.lacks!));
        current.splice(0, current.length, ...kept);
      }
      if (expect.equals && current && typeof current === 'object' && !Array.isArray(current)) {
        for (const [p, expr] of Object.entries(expect.equals)) pointerSet(current, p, evaluate(expr));
      }
      if (JSON.stringify(current) !== JSON.stringify(latest)) changes.push([path, current]);
    }
  }
  for (const [path, value] of changes) keep(world, path, value, !how.forget);
  return changes.length ? 'changed' : 'unchanged';
}

/**
 * A write refused for its missing CSRF token, done anyway: what its links promise from the request alone, else a
 * change to the GET on its own path or its parent path (another answer that GET may give). Tells whether anything
 * changed where a client can see it.
 */
function applyRefused(world: World, op: Operation, pathValues: Record<string, string>, body: { json?: unknown }): boolean {
  if (applyLinks(world, op, pathValues, body, { requestOnly: true }) === 'changed') return true;
  const parent = op.path.replace(/\/[^/]+$/, '');
  const get = [op.path, parent]
    .map((path) => world.contract.operations.find((o) => o.method === 'get' && o.path === path))
    .find(Boolean);
  if (!get) return false;
  const path = fill(get.path, pathValues);
  const now = JSON.stringify(shown(world.state, path) ?? firstExample(get));
  const media = Object.values(get.responses['200']?.content ?? {})[0];
  const differs = (value: unknown) => value !== undefined && JSON.stringify(value) !== now;
  let other = Object.values(media?.examples ?? {})
    .map((e) => e.value)
    .find(differs);
  for (let seed = 1; other === undefined && media?.schema !== undefined && seed <= 3; seed++) {
    const generated = generateValid(media.schema, seededRandom(seed));
    if (differs(generated)) other = generated;
  }
  if (other === undefined) return false;
  keep(world, path, other as Json);
  return true;
}

function send(res: ServerResponse, status: number, type: string | undefined, body: string) {
  res.statusCode = status;
  if (type) res.setHeader('Content-Type', type);
  res.end(body);
}

/** A problem+json answer; with an operation, the example it declares for that status. */
function problem(res: ServerResponse, status: number, title: string, op?: Operation) {
  const declared = op ? declaredResponse(op, status)?.response : undefined;
  const [type, media] = Object.entries(declared?.content ?? {})[0] ?? [];
  const example = media?.examples ? Object.values(media.examples)[0]?.value : undefined;
  if (type && example !== undefined) return send(res, status, type, JSON.stringify(example));
  send(res, status, 'application/problem+json', JSON.stringify({ type: 'about:blank', title, status, detail: title }));
}

/** The refusal an invalid request gets: the first of the usual statuses the operation declares; `plain` in text. */
function refuse(res: ServerResponse, op: Operation, plain?: 'plain') {
  const status = [422, 400, 404, 403].find((s) => declaredResponse(op, s)?.key === String(s)) ?? 400;
  if (plain) return send(res, status, 'text/plain', 'Invalid request');
  problem(res, status, 'Invalid request', op);
}

/** The operation's success with its example; `mark` records that the fault changed it (and where, for a body fault). */
function success(res: ServerResponse, op: Operation, fault: Fault | undefined, mark: (pointer?: string) => void) {
  const codes = Object.keys(op.responses).filter((c) => /^2\d\d$/.test(c));
  const code = codes.find((c) => c !== '202' && c !== '204' && op.responses[c]!.content) ?? codes[0] ?? '200';
  const response = op.responses[code]!;
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [undefined, undefined];
  let status = Number(code);
  let contentType = type;
  const body: Json | undefined = media?.examples ? (structuredClone(Object.values(media.examples)[0]?.value) as Json) : undefined;
  if (fault === 'undeclared-status') {
    status = 203;
    mark();
  }
  if (fault === 'wrong-content-type' && body !== undefined) {
    contentType = 'text/plain';
    mark();
  }
  if (fault === 'wrong-type' && body !== undefined) {
    const at = breakType(body, '');
    if (at !== undefined) mark(at);
  }
  if (fault === 'extra-property' && body !== undefined) {
    const found = firstObject(body, '');
    if (found) {
      found.value.unexpected_field = true;
      mark(`${found.at}/unexpected_field`);
    }
  }
  if (fault === 'missing-required' && body !== undefined && media?.schema && typeof media.schema === 'object') {
    const schema = media.schema as { required?: string[]; items?: { required?: string[] } };
    const index = Array.isArray(body) ? body.findIndex((i) => i !== null && typeof i === 'object') : -1;
    const target = (Array.isArray(body) ? body[index] : body) as Record<string, Json> | undefined;
    const name = (Array.isArray(body) ? schema.items?.required : schema.required)?.[0];
    if (target && name && name in target) {
      delete target[name];
      mark(Array.isArray(body) ? `/${index}/${name}` : `/${name}`);
    }
  }
  if (body === undefined) return send(res, status, undefined, '');
  send(res, status, contentType, isJson(type ?? '') ? JSON.stringify(body) : String(body));
}

function firstObject(value: Json, at: string): { value: Record<string, Json>; at: string } | undefined {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = firstObject(item, `${at}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') return { value, at };
  return undefined;
}

/** Turns the first string value found into a number; tells where. */
function breakType(value: Json, at: string): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = breakType(item, `${at}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string') {
      value[key] = 12345;
      return `${at}/${key}`;
    }
    const found = breakType(inner, `${at}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
