import { describe, expect, it, vi } from 'vitest';
import type { ResponseValidator } from '@generated/response-validators';
import { ContractViolationError } from '@/api/errors';
import { findOperation, loadResponseSchema, reportOnce, validateResponse } from '@/api/response-validation';
import type { Violation } from '@/api/tolerant-reader';

const operation = (operationId: string, schema: ResponseValidator['schema']): ResponseValidator => ({
  operationId,
  method: 'get',
  path: '/x',
  pattern: /^\/x$/,
  schema,
});

describe('the contract operation of a request', () => {
  it('is found by method in any case and by path without the query string', () => {
    expect(findOperation('GET', '/api/accounts/acc-1/issues?severity=high')?.operationId).toBe('getIssues');
    expect(findOperation('post', '/api/accounts/acc-1/issues/iss-1/resolve')?.operationId).toBe('resolveIssue');
    expect(findOperation('delete', '/api/accounts/acc-1/issues')).toBeUndefined();
    expect(findOperation('get', '/api/unknown')).toBeUndefined();
  });
});

describe('loading a response schema', () => {
  it('loads each operation schema once', async () => {
    const schema = vi.fn(() => Promise.resolve('schema' as never));
    const op = operation('loadOnce', schema);
    expect(loadResponseSchema(op)).toBe(loadResponseSchema(op));
    await expect(loadResponseSchema(op)).resolves.toBe('schema');
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed chunk load instead of remembering the failure', async () => {
    const schema = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('schema');
    const op = operation('retryLoad', schema);
    await expect(loadResponseSchema(op)).rejects.toThrow('chunk failed');
    await expect(loadResponseSchema(op)).resolves.toBe('schema');
    expect(schema).toHaveBeenCalledTimes(2);
  });

  it('has nothing to load for an unknown operation or one without a JSON body', () => {
    expect(loadResponseSchema(undefined)).toBeNull();
    expect(loadResponseSchema(operation('noBody', null))).toBeNull();
  });
});

describe('reporting tolerated violations', () => {
  const violation = (pointer: string, kind: Violation['kind'] = 'extra-property'): Violation => ({ pointer, message: 'm', kind });

  it('reports each operation, pointer and kind once per page life', () => {
    const report = vi.fn();
    const once = reportOnce(report);
    once('opA', violation('/0/x'));
    once('opA', violation('/0/x'));
    once('opA', violation('/1/x'));
    once('opB', violation('/0/x'));
    once('opA', violation('/0/x', 'unusable-item'));
    expect(report.mock.calls).toEqual([
      ['opA', violation('/0/x')],
      ['opA', violation('/1/x')],
      ['opB', violation('/0/x')],
      ['opA', violation('/0/x', 'unusable-item')],
    ]);
  });
});

describe('validating a success body', () => {
  const issuesUrl = '/api/accounts/acc-1/issues';

  it.each([
    ['a 204 of a polled list', 204, ''],
    ['an empty 202 of a polled list', 202, ''],
    ['a 202 without a body', 202, undefined],
  ])('passes %s through as "no body"', async (_what, status, body) => {
    await expect(validateResponse('get', issuesUrl, status, body)).resolves.toBe(body);
  });

  it('treats a 200 without a body where the contract promises one as a contract violation', async () => {
    await expect(validateResponse('get', issuesUrl, 200, '')).rejects.toBeInstanceOf(ContractViolationError);
  });

  it('still checks a 202 that carries a body', async () => {
    await expect(validateResponse('get', issuesUrl, 202, { not: 'a list' })).rejects.toBeInstanceOf(ContractViolationError);
  });

  it('passes through the body of a request the contract does not describe or that has no JSON body', async () => {
    const body = { anything: true };
    await expect(validateResponse('get', '/api/unknown', 200, body)).resolves.toBe(body);
    await expect(validateResponse('post', '/api/activate-user', 200, body)).resolves.toBe(body);
  });

  it('names a broken root "(root)" in the error it throws', async () => {
    const failure = await validateResponse('get', issuesUrl, 200, 'not a list').catch((e: unknown) => e);
    expect(failure).toMatchObject({ operationId: 'getIssues', issues: [{ path: '(root)', message: expect.any(String) }] });
  });
});
