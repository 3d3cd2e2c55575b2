import { describe, expect, it } from 'vitest';
import {
  ContractViolationError,
  NotReadyError,
  PollingTimeoutError,
  RoleRequiredError,
  endsSession,
  httpStatusOf,
  roleRefusal,
  isAxiosError,
  serverDetail,
} from '@/api/errors';

const axiosError = (response?: { status: number; data?: unknown }) =>
  Object.assign(new Error('Request failed'), { isAxiosError: true, response });

describe('typed errors say what went wrong in the error report', () => {
  it('a not-ready answer names its status and address', () => {
    const error = new NotReadyError(202, '/api/accounts/acc-1/assets');
    expect(error).toMatchObject({
      name: 'NotReadyError',
      status: 202,
      message: 'Not ready yet (202) for /api/accounts/acc-1/assets',
    });
  });

  it('a contract violation names its operation', () => {
    const error = new ContractViolationError('getAuth', [{ path: '/authenticated', message: 'Expected boolean' }]);
    expect(error).toMatchObject({
      name: 'ContractViolationError',
      operationId: 'getAuth',
      issues: [{ path: '/authenticated', message: 'Expected boolean' }],
      message: 'The response of getAuth does not match the contract',
    });
  });

  it('polling that ran out of tries says so in the words of the specification', () => {
    expect(new PollingTimeoutError()).toMatchObject({ name: 'PollingTimeoutError', message: 'Async call timeout limit reached' });
  });
});

describe('reading an HTTP failure', () => {
  it.each([
    ['an axios error', axiosError({ status: 500 }), true],
    ['a plain error', new Error('boom'), false],
    ['an object that only claims it loosely', { isAxiosError: 'yes' }, false],
    ['null', null, false],
    ['nothing', undefined, false],
    ['a text', 'Network Error', false],
  ])('tells %s from an axios error', (_what, error, expected) => {
    expect(isAxiosError(error)).toBe(expected);
  });

  it('reads the status of an answered request, and none of a network failure or a non-HTTP error', () => {
    expect(httpStatusOf(axiosError({ status: 503 }))).toBe(503);
    expect(httpStatusOf(axiosError())).toBeUndefined();
    expect(httpStatusOf(Object.assign(new Error('x'), { response: { status: 500 } }))).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
  });

  it("shows the server's detail text only when the body has one as text", () => {
    expect(serverDetail(axiosError({ status: 409, data: { detail: 'The link was already used.' } }))).toBe(
      'The link was already used.',
    );
    expect(serverDetail(axiosError({ status: 409, data: { detail: { code: 7 } } }))).toBeUndefined();
    expect(serverDetail(axiosError({ status: 500, data: '<html>' }))).toBeUndefined();
    expect(serverDetail(axiosError())).toBeUndefined();
    expect(serverDetail(Object.assign(new Error('x'), { response: { data: { detail: 'not from HTTP' } } }))).toBeUndefined();
    expect(serverDetail(null)).toBeUndefined();
  });
});

describe('the role refusal (403 ROLE_REQUIRED) is not a sign-out', () => {
  const refusal = {
    type: 'about:blank',
    title: 'Role required',
    status: 403,
    code: 'ROLE_REQUIRED',
    detail: 'This needs the Admin role. Ask an admin of your account to do it or to change your role.',
    required_access_level: 'admin',
  };

  it('a 403 with code ROLE_REQUIRED is a typed RoleRequiredError naming the role, and does not end the session', () => {
    const error = axiosError({ status: 403, data: refusal });
    expect(roleRefusal(error)).toEqual(expect.any(RoleRequiredError));
    expect(roleRefusal(error)).toMatchObject({ requiredLevel: 'admin', detail: refusal.detail, status: 403 });
    expect(endsSession(error)).toBe(false);
  });

  it('every other 403 (no session, no CSRF token, another code, no body) still ends the session, as 401 and 417 do', () => {
    for (const data of [{ ...refusal, code: 'PERMISSION_DENIED' }, null, '', { detail: 'x' }]) {
      const error = axiosError({ status: 403, data });
      expect(roleRefusal(error)).toBeNull();
      expect(endsSession(error)).toBe(true);
    }
    expect(endsSession(axiosError({ status: 401, data: refusal }))).toBe(true);
    expect(endsSession(axiosError({ status: 417 }))).toBe(true);
    expect(endsSession(axiosError({ status: 500 }))).toBe(false);
    expect(endsSession(new Error('network'))).toBe(false);
  });

  it('ROLE_REQUIRED on another status is not a role refusal', () => {
    expect(roleRefusal(axiosError({ status: 409, data: refusal }))).toBeNull();
  });

  it('keeps an unknown required level out, and a detail only when it is text', () => {
    const error = axiosError({ status: 403, data: { ...refusal, required_access_level: 'owner', detail: 42 } });
    expect(roleRefusal(error)).toMatchObject({ requiredLevel: undefined, detail: undefined });
  });
});
