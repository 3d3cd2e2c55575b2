// Reads the contract once and turns it into the operation list every check works from. Nothing here names an
// operation: methods, parameters, examples, polling bounds, effects and journeys all come from openapi.yaml.
import { statSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type Method = (typeof METHODS)[number];
export const UNSAFE = new Set<Method>(['post', 'put', 'patch', 'delete']);

export type Schema = Record<string, unknown> | boolean;

interface Example {
  value?: unknown;
  summary?: string;
}

export interface MediaType {
  schema?: Schema;
  examples?: Record<string, Example>;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

interface Header {
  required?: boolean;
  schema?: Schema;
}

export interface Link {
  operationId?: string;
  parameters?: Record<string, unknown>;
  requestBody?: unknown;
  description?: string;
  /** What the linked call must show afterwards (see README, "Journeys"). */
  'x-expect'?: JourneyExpectation;
  /** The source's effect shows later (asynchronous work): ask the linked call again until x-expect holds. */
  'x-polling'?: RawPolling;
}

export type RawPolling = { interval?: string | number; max_retries?: number; backoff?: number };

interface JourneyExpectation {
  /** Statuses the linked call may answer with (default: any declared 2xx). */
  status?: number[];
  /** Some item of the (array) body has these values at these pointers. */
  contains?: Record<string, unknown>;
  /** No item of the (array) body has these values at these pointers. */
  lacks?: Record<string, unknown>;
  /** The body has these values at these pointers. */
  equals?: Record<string, unknown>;
}

export interface Response {
  description?: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
  links?: Record<string, Link>;
}

export interface SecurityScheme {
  type: string;
  in?: 'cookie' | 'header' | 'query';
  name?: string;
  scheme?: string;
}

type Effect = 'read' | 'write' | 'destructive';

export interface Polling {
  /** Milliseconds between two asks. */
  intervalMs: number;
  /** Asks in all: the first one and `max_retries` more. */
  maxAttempts: number;
  /** Each wait is the previous one times this (1 = a steady interval). */
  backoff: number;
}

export interface Operation {
  id: string;
  method: Method;
  path: string;
  summary?: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  /** Alternatives (OR) of scheme sets (AND); empty list = public. */
  security: Record<string, string[]>[];
  effect: Effect;
  /** Why the operation has its effect (x-effect-reason), for the report. */
  effectReason?: string;
  polling?: Polling;
}

export interface Contract {
  file: string;
  title: string;
  version: string;
  operations: Operation[];
  pathMethods: Map<string, Set<Method>>;
  securitySchemes: Record<string, SecurityScheme>;
}

type Doc = {
  info: { title: string; version: string };
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components?: { securitySchemes?: Record<string, SecurityScheme> };
};

type RawOperation = {
  operationId?: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: Operation['requestBody'];
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
  'x-effect'?: Effect;
  'x-effect-reason'?: string;
  'x-polling'?: RawPolling;
};

/** `5s`, `500ms`, `2m` or a number of milliseconds. */
function parseDuration(value: string | number): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`x-polling: cannot read the interval "${value}" (use 500ms, 5s or 1m)`);
  const n = Number(match[1]);
  return match[2] === 'ms' ? n : match[2] === 's' ? n * 1000 : n * 60_000;
}

/** x-polling as numbers (an operation's or a link's). */
export const pollingBounds = (raw: RawPolling): Polling => ({
  intervalMs: parseDuration(raw.interval ?? '1s'),
  maxAttempts: (raw.max_retries ?? 9) + 1,
  backoff: raw.backoff ?? 1,
});

const loaded = new Map<string, { mtimeMs: number; contract: Promise<Contract> }>();

/** The contract, read once per file version (repeated runs in one process reuse it and its compiled schemas). */
export function loadContract(file: string): Promise<Contract> {
  const { mtimeMs } = statSync(file);
  const cached = loaded.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.contract;
  const contract = readContract(file);
  loaded.set(file, { mtimeMs, contract });
  return contract;
}

async function readContract(file: string): Promise<Contract> {
  const doc = (await SwaggerParser.dereference(file)) as unknown as Doc;
  const operations: Operation[] = [];
  const pathMethods = new Map<string, Set<Method>>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const methods = new Set<Method>();
    pathMethods.set(path, methods);
    for (const method of METHODS) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      methods.add(method);
      const parameters = mergeParameters(item.parameters ?? [], raw.parameters ?? []);
      operations.push({
        id: raw.operationId ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        summary: raw.summary,
        parameters,
        requestBody: raw.requestBody,
        responses: raw.responses ?? {},
        security: raw.security ?? doc.security ?? [],
        effect: raw['x-effect'] ?? (UNSAFE.has(method) ? 'write' : 'read'),
        effectReason: raw['x-effect-reason'],
        polling: raw['x-polling'] ? pollingBounds(raw['x-polling']) : undefined,
      });
    }
  }
  return {
    file,
    title: doc.info.title,
    version: doc.info.version,
    operations,
    pathMethods,
    securitySchemes: doc.components?.securitySchemes ?? {},
  };
}

/** Operation-level parameters override path-level ones with the same name and location. */
function mergeParameters(pathLevel: Parameter[], opLevel: Parameter[]): Parameter[] {
  const key = (p: Parameter) => `${p.in}:${p.name.toLowerCase()}`;
  const merged = new Map(pathLevel.map((p) => [key(p), p]));
  for (const p of opLevel) merged.set(key(p), p);
  return [...merged.values()];
}

/**
 * Declared response for a status: the exact code, then the range (4XX), then `default` for server errors only. The
 * contract says "`default` covers 5xx": a 4xx the operation does not list is undeclared, like an unlisted success.
 */
export function declaredResponse(op: Operation, status: number): { key: string; response: Response } | undefined {
  const exact = op.responses[String(status)];
  if (exact) return { key: String(status), response: exact };
  const range = op.responses[`${String(status)[0]}XX`] ?? op.responses[`${String(status)[0]}xx`];
  if (range) return { key: `${String(status)[0]}XX`, response: range };
  if (status >= 500 && op.responses.default) return { key: 'default', response: op.responses.default };
  return undefined;
}

export const successStatuses = (op: Operation) =>
  Object.keys(op.responses)
    .filter((code) => /^2\d\d$/.test(code))
    .map(Number);

/** The JSON media type of a request body, if any. */
export function jsonBody(op: Operation): { mediaType: string; media: MediaType } | undefined {
  for (const [mediaType, media] of Object.entries(op.requestBody?.content ?? {})) {
    if (isJson(mediaType)) return { mediaType, media };
  }
  return undefined;
}

export const isJson = (mediaType: string) => /^application\/(?:[\w.+-]+\+)?json$/i.test(mediaType.split(';')[0]!.trim());

/** Schemes of the operation's first security alternative, or none for a public operation. */
export function sessionSchemes(contract: Contract, op: Operation): SecurityScheme[] {
  if (op.security.length === 0 || op.security.some((alt) => Object.keys(alt).length === 0)) return [];
  return Object.keys(op.security[0]!)
    .map((name) => contract.securitySchemes[name])
    .filter((s): s is SecurityScheme => Boolean(s));
}
