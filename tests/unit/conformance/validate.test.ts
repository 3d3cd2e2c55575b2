// Response conformance on a small operation: declared headers and formats, which the contract uses too rarely for the
// faulty-server runs to cover every case (it declares no response header at all).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../openapi/tools/conformance/contract.ts';
import { conformance } from '../../../openapi/tools/conformance/validate.ts';

const op: Operation = {
  id: 'getReport',
  method: 'get',
  path: '/report',
  parameters: [],
  security: [],
  effect: 'read',
  responses: {
    '200': {
      headers: {
        'Retry-After': { required: true, schema: { type: 'integer', minimum: 0 } },
        'X-Trace': { schema: { type: 'string' } },
      },
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              at: { type: 'string', format: 'date-time' },
              contact: { type: 'string', format: 'email' },
              link: { type: 'string', format: 'uri' },
            },
            additionalProperties: false,
          },
        },
      },
    },
  },
};

const answer = (headers: Record<string, string>, body: unknown) => ({
  status: 200,
  headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
  text: JSON.stringify(body),
  json: body,
});

const good = { at: '2026-11-23T10:00:00Z', contact: 'it@brightsmile.example', link: 'https://brightsmile.example/a' };

describe('response conformance', () => {
  it('accepts an answer with the declared headers and formats', () => {
    expect(conformance(op, answer({ 'Retry-After': '5' }, good))).toEqual([]);
  });

  it('wants a required header, valid against its schema', () => {
    expect(conformance(op, answer({}, good))).toEqual([{ kind: 'header', expected: 'header Retry-After', actual: 'missing' }]);
    expect(conformance(op, answer({ 'Retry-After': 'soon' }, good))).toEqual([
      { kind: 'header', expected: 'header Retry-After valid against its schema', actual: '"soon"' },
    ]);
  });

  it('checks formats, with the pointer of the failing field', () => {
    const findings = conformance(
      op,
      answer({ 'Retry-After': '5' }, { at: 'yesterday', contact: 'not an e-mail', link: 'https://brightsmile.example/a' }),
    );
    expect(findings).toEqual([
      { kind: 'schema', pointer: '/at', keyword: 'format', expected: 'format date-time', actual: '"yesterday"' },
      { kind: 'schema', pointer: '/contact', keyword: 'format', expected: 'format email', actual: '"not an e-mail"' },
    ]);
  });

  it('validates with the ajv build the contract lint (Spectral) uses', () => {
    const kit = createRequire(new URL('../../../openapi/tools/conformance/validate.ts', import.meta.url));
    const spectral = createRequire(kit.resolve('@stoplight/spectral-functions'));
    expect(kit.resolve('ajv/dist/2020')).toBe(spectral.resolve('ajv/dist/2020'));
  });
});
