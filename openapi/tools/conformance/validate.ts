// Response conformance: declared status, content type, headers and a body valid against its schema (formats
// included), with ajv's JSON Schema 2020-12 build — the dialect of OpenAPI 3.1 and the validator family Spectral uses.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { declaredResponse, isJson, type Operation, type Schema } from './contract.ts';

// ajv-formats ships CommonJS; under ESM its function sits on `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

function validator(schema: Schema): ValidateFunction {
  if (typeof schema === 'boolean') return ajv.compile(schema);
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

export interface SchemaError {
  pointer: string;
  expected: string;
  actual: string;
  keyword: string;
}

export function schemaErrors(schema: Schema, value: unknown): SchemaError[] {
  const fn = validator(schema);
  if (fn(value)) return [];
  return (fn.errors ?? []).map((e) => describeError(e, value));
}

export const isValid = (schema: Schema, value: unknown) => validator(schema)(value) as boolean;

export function pointerGet(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return value;
  let current: unknown = value;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

export function show(value: unknown, max = 80): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function describeError(e: ErrorObject, root: unknown): SchemaError {
  const at = pointerGet(root, e.instancePath);
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        keyword: e.keyword,
        pointer: `${e.instancePath}/${escapeToken(String(params.missingProperty))}`,
        expected: 'a required property',
        actual: 'missing',
      };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      return {
        keyword: e.keyword,
        pointer: `${e.instancePath}/${escapeToken(name)}`,
        expected: 'no property the schema does not declare',
        actual: `property "${name}" = ${show((at as Record<string, unknown>)?.[name], 40)}`,
      };
    }
    case 'type':
      return {
        keyword: e.keyword,
        pointer: e.instancePath,
        expected: `type ${String(params.type).split(',').join(' or ')}`,
        actual: `${typeOf(at)} ${show(at, 40)}`,
      };
    case 'enum':
      return {
        keyword: e.keyword,
        pointer: e.instancePath,
        expected: `one of ${show(params.allowedValues, 60)}`,
        actual: show(at, 40),
      };
    case 'const':
      return { keyword: e.keyword, pointer: e.instancePath, expected: show(params.allowedValue), actual: show(at, 40) };
    case 'format':
      return { keyword: e.keyword, pointer: e.instancePath, expected: `format ${String(params.format)}`, actual: show(at, 40) };
    default:
      return {
        keyword: e.keyword,
        pointer: e.instancePath,
        expected: `${e.keyword}: ${e.message ?? ''}`.trim(),
        actual: show(at, 40),
      };
  }
}

export type ViolationKind =
  | 'server-error'
  | 'status'
  | 'content-type'
  | 'header'
  | 'schema'
  | 'not-json'
  | 'accepted-invalid'
  | 'valid-refused'
  | 'data-without-session'
  | 'session-refused'
  | 'method-allowed'
  | 'csrf-not-refused'
  | 'state-changed'
  | 'journey'
  | 'polling'
  | 'unreachable';

export interface Finding {
  kind: ViolationKind;
  pointer?: string;
  /** The JSON Schema keyword that failed (type, required, additionalProperties…), for schema findings. */
  keyword?: string;
  expected: string;
  actual: string;
}

export interface ReceivedResponse {
  status: number;
  headers: Headers;
  text: string;
  json?: unknown;
}

export const mediaTypeOf = (headers: Headers) => (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

function mediaMatches(declared: string, actual: string): boolean {
  const d = declared.split(';')[0]!.trim().toLowerCase();
  if (d === '*/*') return true;
  if (d.endsWith('/*')) return actual.startsWith(d.slice(0, -1));
  return d === actual;
}

/**
 * Everything a response must satisfy to conform: a declared status, the declared content type (or no body where
 * none is declared), the declared headers, and a body valid against the declared schema.
 */
export function conformance(op: Operation, res: ReceivedResponse): Finding[] {
  const declared = declaredResponse(op, res.status);
  if (!declared) {
    return [
      {
        kind: 'status',
        expected: `a declared status (${Object.keys(op.responses).join(', ')})`,
        actual: `${res.status}`,
      },
    ];
  }
  const findings: Finding[] = [];
  const { response } = declared;
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (name.toLowerCase() === 'content-type') continue;
    const value = res.headers.get(name);
    if (value === null) {
      if (header.required) findings.push({ kind: 'header', expected: `header ${name}`, actual: 'missing' });
      continue;
    }
    if (header.schema && !isValid(header.schema, coerce(header.schema, value))) {
      findings.push({ kind: 'header', expected: `header ${name} valid against its schema`, actual: show(value, 40) });
    }
  }
  const content = response.content ?? {};
  const declaredTypes = Object.keys(content);
  const actualType = mediaTypeOf(res.headers);
  if (declaredTypes.length === 0) {
    if (res.text.length > 0) {
      findings.push({
        kind: 'content-type',
        expected: `no body for ${declared.key}`,
        actual: `${actualType || 'a body without content type'} (${res.text.length} bytes)`,
      });
    }
    return findings;
  }
  const matched = declaredTypes.find((t) => mediaMatches(t, actualType));
  if (!matched) {
    findings.push({ kind: 'content-type', expected: `Content-Type ${declaredTypes.join(' or ')}`, actual: actualType || 'none' });
    return findings;
  }
  const schema = content[matched]!.schema;
  if (!isJson(matched) || schema === undefined) return findings;
  if (res.json === undefined) {
    findings.push({ kind: 'not-json', expected: `a JSON body (${matched})`, actual: show(res.text, 60) || 'an empty body' });
    return findings;
  }
  for (const error of schemaErrors(schema, res.json)) {
    findings.push({ kind: 'schema', ...error });
  }
  return findings;
}

function coerce(schema: Schema, value: string): unknown {
  if (typeof schema !== 'object') return value;
  const type = schema.type;
  const types = Array.isArray(type) ? type : [type];
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
