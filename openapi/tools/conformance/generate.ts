// Values for requests. Valid ones come from the contract's examples, from json-schema-faker driven by the seeded
// random source (so `--seed N` replays the same requests) and from openapi-sampler as the fallback; every generated
// value is checked against its schema before it is sent. Invalid ones are a valid value broken in one known way,
// and checked to be invalid.
import { JSONSchemaFaker } from 'json-schema-faker';
import { sample } from 'openapi-sampler';
import type { Schema } from './contract.ts';
import { isValid } from './validate.ts';

export type Random = () => number;

/** mulberry32: a small, fast, well-distributed seeded generator. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A value valid against the schema: json-schema-faker with the seeded source, else openapi-sampler. */
export function generateValid(schema: Schema, random: Random, attempts = 12): unknown {
  if (typeof schema === 'boolean') return schema ? {} : undefined;
  JSONSchemaFaker.option({
    random,
    alwaysFakeOptionals: false,
    optionalsProbability: 0.5,
    useExamplesValue: false,
    useDefaultValue: false,
    failOnInvalidTypes: false,
    fillProperties: false,
    maxItems: 3,
    maxLength: 24,
  });
  for (let i = 0; i < attempts; i++) {
    try {
      const value = JSONSchemaFaker.generate(structuredClone(schema) as never);
      if (isValid(schema, value)) return value;
    } catch {
      /* json-schema-faker gives up on some patterns; try again or fall back */
    }
  }
  return sampled(schema);
}

/** openapi-sampler's deterministic value, if it is valid. */
function sampled(schema: Schema): unknown {
  if (typeof schema === 'boolean') return undefined;
  for (const options of [{ skipNonRequired: false }, { skipNonRequired: true }]) {
    try {
      const value = sample(schema as never, { ...options, quiet: true, skipReadOnly: true });
      if (isValid(schema, value)) return value;
    } catch {
      /* fall through */
    }
  }
  return undefined;
}

export interface Mutation {
  /** What was broken, in words. */
  description: string;
  /** JSON pointer of the broken field. */
  pointer: string;
  value: unknown;
}

const objectSchema = (schema: Schema) =>
  typeof schema === 'object' && (schema.properties || schema.required) ? (schema as ObjectSchema) : undefined;
type ObjectSchema = { properties?: Record<string, Schema>; required?: string[] };

const wrongTypeValue = (schema: Schema): unknown => {
  const type = typeof schema === 'object' ? schema.type : undefined;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('string')) return 12345;
  if (types.includes('array')) return 'not-an-array';
  if (types.includes('object')) return 'not-an-object';
  return { unexpected: 'object' };
};

/** Invalid bodies from a valid one: each required property left out, and a property of the wrong type. */
export function invalidBodies(schema: Schema, valid: unknown, random: Random): Mutation[] {
  const object = objectSchema(schema);
  if (!object || valid === null || typeof valid !== 'object' || Array.isArray(valid)) return [];
  const out: Mutation[] = [];
  const required = object.required ?? [];
  if (required.length > 0) {
    const name = pick(random, required);
    const value = { ...(valid as Record<string, unknown>) };
    delete value[name];
    if (!isValid(schema, value)) out.push({ description: `required property "${name}" left out`, pointer: `/${name}`, value });
  }
  const names = Object.keys(object.properties ?? {});
  const candidates = [...names.filter((n) => required.includes(n)), ...names.filter((n) => !required.includes(n))];
  for (const name of candidates) {
    const wrong = wrongTypeValue(object.properties![name]!);
    const value = { ...(valid as Record<string, unknown>), [name]: wrong };
    if (!isValid(schema, value)) {
      out.push({ description: `"${name}" of the wrong type (${JSON.stringify(wrong)})`, pointer: `/${name}`, value });
      break;
    }
  }
  out.push({ description: 'a body that is not an object', pointer: '', value: ['not', 'an', 'object'] });
  return out.filter((m) => !isValid(schema, m.value));
}

/** A parameter value the schema rejects, if one of a few usual suspects is rejected. */
export function invalidParameter(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  return ['bad value!', '$$$', '-1.5', 'x'.repeat(300), 'true'].find((candidate) => !isValid(schema, candidate));
}
