// A small server built from the contract for the conformance kit's own tests: it answers every operation with the
// contract's examples, refuses what the contract says to refuse and keeps the state changes the contract's links
// describe (x-expect), like a correct backend would. One fault at a time can be switched on; it records which
// operations the fault touched, so a test can demand that every one of them is caught.
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
import { isPolled } from '../../../openapi/tools/conformance/run.ts';
import { csrfHeaderName } from '../../../openapi/tools/conformance/session.ts';
import { isValid, pointerGet } from '../../../openapi/tools/conformance/validate.ts';

export const FAULTS = [
  'wrong-type',
  'missing-required',
  'undeclared-status',
  'wrong-content-type',
  'extra-property',
  'accepts-invalid',
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
  /** When each polled operation was asked (ms timestamps, in order). */
  asks: Map<string, number[]>;
  close: () => Promise<void>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`);

export interface Behaviour {
  /** A polled GET answers 202 until this long after its first ask (a backend still computing). */
  readyAfterMs?: number;
}

export async function startFaultyServer(contract: Contract, fault?: Fault, behaviour: Behaviour = {}): Promise<FaultyServer> {
  const routes = contract.operations.map((op) => ({
    op,
    pattern: pathPattern(op.path),
    names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
  }));
  const faulted = new Set<string>();
  // Bodies changed by writes, by request path; GETs answer these instead of their example.
  const state = new Map<string, Json>();
  const asks = new Map<string, number[]>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = (req.method ?? 'GET').toLowerCase();
    const onPath = routes.filter((r) => r.pattern.test(url.pathname));
    if (onPath.length === 0) return problem(res, 404, 'Not found');
    const route = onPath.find((r) => r.op.method === method);
    if (!route) {
      if (fault === 'any-method') {
        faulted.add(onPath[0]!.op.id);
        return send(res, 200, 'application/json', '{"ok":true}');
      }
      res.setHeader('Allow', onPath.map((r) => r.op.method.toUpperCase()).join(', '));
      return problem(res, 405, 'Method not allowed');
    }
    const { op } = route;
    const secured = sessionSchemes(contract, op).length > 0;
    if (secured && !/(?:^|;\s*)sessionid=/.test(req.headers.cookie ?? '')) {
      if (fault !== 'data-without-session') return problem(res, 401, 'Unauthorized', op);
      faulted.add(op.id);
    }
    const values = route.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
    const pathValues = Object.fromEntries(route.names.map((name, i) => [name, values[i]!]));
    const body = await readJson(req);
    const csrf = csrfHeaderName(contract, op);
    if (secured && UNSAFE.has(op.method) && csrf && !req.headers[csrf.toLowerCase()]) {
      if (fault === 'applies-refused-writes' && applyLinks(contract, op, pathValues, body, state)) faulted.add(op.id);
      if (fault !== 'no-csrf') return problem(res, 403, 'CSRF token missing', op);
      faulted.add(op.id);
    }
    const invalid =
      route.names.some((name, i) => {
        const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
        return schema !== undefined && !isValid(schema, values[i]);
      }) ||
      op.parameters.some((p) => {
        if (p.in !== 'query') return false;
        const value = url.searchParams.get(p.name);
        if (value === null) return Boolean(p.required);
        return p.schema !== undefined && !isValid(p.schema, value);
      }) ||
      !bodyIsValid(body, op);
    if (invalid) {
      if (fault === 'plain-refusal') {
        faulted.add(op.id);
        return refuse(res, op, 'plain');
      }
      if (fault !== 'accepts-invalid') return refuse(res, op);
      faulted.add(op.id);
    }
    if (fault === 'server-error') {
      faulted.add(op.id);
      return problem(res, 500, 'Internal server error');
    }
    if (isPolled(op)) {
      const times = asks.get(op.id) ?? [];
      asks.set(op.id, [...times, Date.now()]);
      const readyAt = (times[0] ?? Date.now()) + (behaviour.readyAfterMs ?? 0);
      if (fault === 'never-ready') faulted.add(op.id);
      if (fault === 'never-ready' || Date.now() < readyAt) return send(res, 202, undefined, '');
    }
    if (op.method === 'get' && state.has(url.pathname))
      return send(res, 200, 'application/json', JSON.stringify(state.get(url.pathname)));
    if (UNSAFE.has(op.method) && applyLinks(contract, op, pathValues, body, state, fault === 'forgets-writes')) {
      if (fault === 'forgets-writes') faulted.add(op.id);
    }
    return success(res, op, fault, faulted);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => problem(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    faulted,
    asks,
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

const pointerSet = (target: Record<string, Json>, pointer: string, value: Json) => {
  target[pointer.replace(/^\//, '')] = value;
};

/**
 * Keeps what the operation's links promise (x-expect contains / lacks / equals) in `state`. Tells whether that
 * changed anything; with `forget`, changes nothing and tells whether a change was due.
 */
function applyLinks(
  contract: Contract,
  op: Operation,
  pathValues: Record<string, string>,
  body: { json?: unknown },
  state: Map<string, Json>,
  forget = false,
): boolean {
  let due = false;
  for (const [code, response] of Object.entries(op.responses)) {
    if (!/^2/.test(code)) continue;
    const sourceBody = Object.values(Object.values(response.content ?? {})[0]?.examples ?? {})[0]?.value;
    for (const link of Object.values(response.links ?? {})) {
      const target = contract.operations.find((o) => o.id === link.operationId);
      const expect = link['x-expect'];
      if (!target || !expect) continue;
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
      const path = target.path.replace(/\{([^}]+)\}/g, (_m, name: string) => targetValues[name] ?? '');
      const example = Object.values(Object.values(target.responses['200']?.content ?? {})[0]?.examples ?? {})[0]?.value;
      const current = structuredClone(state.get(path) ?? (example as Json));
      const before = JSON.stringify(current);
      const matches = (item: Json, spec: Record<string, unknown>) =>
        Object.entries(spec).every(([p, expr]) => JSON.stringify(pointerGet(item, p)) === JSON.stringify(evaluate(expr)));
      if (expect.contains && Array.isArray(current)) {
        const item = structuredClone(current[0] ?? {}) as Record<string, Json>;
        for (const [p, expr] of Object.entries(expect.contains)) pointerSet(item, p, evaluate(expr));
        current.push(item);
      }
      if (expect.lacks && Array.isArray(current)) {
        const kept = current.filter((i) => !matches(i, expect.lacks!));
        current.splice(0, current.length, ...kept);
      }
      if (expect.equals && current && typeof current === 'object' && !Array.isArray(current)) {
        for (const [p, expr] of Object.entries(expect.equals)) pointerSet(current, p, evaluate(expr));
      }
      if (JSON.stringify(current) !== before) due = true;
      if (!forget) state.set(path, current);
    }
  }
  return due;
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

function success(res: ServerResponse, op: Operation, fault: Fault | undefined, faulted: Set<string>) {
  const codes = Object.keys(op.responses).filter((c) => /^2\d\d$/.test(c));
  const code = codes.find((c) => c !== '202' && c !== '204' && op.responses[c]!.content) ?? codes[0] ?? '200';
  const response = op.responses[code]!;
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [undefined, undefined];
  let status = Number(code);
  let contentType = type;
  const body: Json | undefined = media?.examples ? (structuredClone(Object.values(media.examples)[0]?.value) as Json) : undefined;
  const mark = () => faulted.add(op.id);
  if (fault === 'undeclared-status') {
    status = 203;
    mark();
  }
  if (fault === 'wrong-content-type' && body !== undefined) {
    contentType = 'text/plain';
    mark();
  }
  if (fault === 'wrong-type' && body !== undefined && breakType(body)) mark();
  if (fault === 'extra-property' && body !== undefined) {
    const target = firstObject(body);
    if (target) {
      target.unexpected_field = true;
      mark();
    }
  }
  if (fault === 'missing-required' && body !== undefined && media?.schema && typeof media.schema === 'object') {
    const schema = media.schema as { required?: string[]; items?: { required?: string[] } };
    const target = Array.isArray(body)
      ? (body.find((i) => i && typeof i === 'object') as Record<string, Json> | undefined)
      : (body as Record<string, Json>);
    const name = (Array.isArray(body) ? schema.items?.required : schema.required)?.[0];
    if (target && name && name in target) {
      delete target[name];
      mark();
    }
  }
  if (body === undefined) return send(res, status, undefined, '');
  send(res, status, contentType, isJson(type ?? '') ? JSON.stringify(body) : String(body));
}

function firstObject(value: Json): Record<string, Json> | undefined {
  if (Array.isArray(value)) return value.map(firstObject).find(Boolean);
  if (value && typeof value === 'object') return value;
  return undefined;
}

/** Turns the first string value found into a number. */
function breakType(value: Json): boolean {
  if (Array.isArray(value)) return value.some((item) => breakType(item));
  if (!value || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string') {
      value[key] = 12345;
      return true;
    }
    if (breakType(inner)) return true;
  }
  return false;
}
