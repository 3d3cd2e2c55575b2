// What every check shares for the whole run: the contract, the options, and how a request is built from the contract
// (path values, parameters, the session, the body) with replayable random values.
import { jsonBody, successStatuses, type Contract, type Operation, type Parameter } from './contract.ts';
import { generateValid, seededRandom, type Random } from './generate.ts';
import type { PreparedRequest } from './http.ts';
import { dress, isCsrfParameter } from './session.ts';
import type { RunOptions } from './types.ts';
import type { ReceivedResponse } from './validate.ts';

export interface Built {
  request: PreparedRequest;
  label: string;
  /** Inputs, for link runtime expressions. */
  pathValues: Record<string, string>;
  query: Record<string, string>;
}

export interface Answer {
  built: Built;
  res: ReceivedResponse;
}

export interface BuildHow {
  example?: string;
  random?: Random;
  label: string;
  session?: 'full' | 'none' | 'no-csrf';
  body?: unknown;
  query?: Record<string, string>;
  method?: string;
}

export class Kit {
  readonly byId: Map<string, Operation>;
  constructor(
    readonly contract: Contract,
    readonly options: RunOptions,
  ) {
    this.byId = new Map(contract.operations.map((op) => [op.id, op]));
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

  random(op: Operation, salt: string): Random {
    // One stream per operation and check, so a filtered run replays the same values as a full run.
    let h = this.options.seed >>> 0;
    for (const c of `${op.id}:${salt}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
    return seededRandom(h);
  }

  /**
   * Path ids the server may rightly not know: in the server profile those not given with --account/--param (the
   * mock knows every id its schema allows).
   */
  untrustedIds(op: Operation): string[] {
    if (this.options.profile === 'mock') return [];
    return op.parameters.filter((p) => p.in === 'path' && this.options.params[p.name] === undefined).map((p) => p.name);
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
  baseValues(op: Operation, random?: Random): Record<string, string> {
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

  build(op: Operation, pathValues: Record<string, string>, how: BuildHow): Built {
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
    if (this.options.profile === 'mock' && how.example && hasResponseExample(op, how.example)) {
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
}

const hasResponseExample = (op: Operation, name: string): boolean =>
  successStatuses(op).some((s) =>
    Object.values(op.responses[String(s)]?.content ?? {}).some((m) => m.examples?.[name] !== undefined),
  );

function parameterExample(p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const first = Object.values(p.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  return typeof p.schema === 'object' ? (p.schema.example ?? (p.schema.examples as unknown[] | undefined)?.[0]) : undefined;
}

/** The values of `params`' path parameters found in `values`. */
export const pick = (values: Record<string, string>, params: Parameter[]) =>
  Object.fromEntries(params.filter((p) => p.in === 'path' && values[p.name] !== undefined).map((p) => [p.name, values[p.name]!]));

export const headerValue = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([h]) => h.toLowerCase() === name.toLowerCase())?.[1];

/** How the untrusted ids are given on the command line. */
export const idOptions = (untrusted: string[]) =>
  untrusted.map((n) => (n === 'accountId' ? '--account ID' : `--param ${n}=ID`)).join(' ');
