import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractViolationError, NotReadyError } from '@/api/errors';
import { http, httpClient, setHttpEnvironment } from '@/api/http-client';
import { CSRF_FALLBACK, readCsrfToken } from '@/api/csrf';

const reportError = vi.fn();

let seen: InternalAxiosRequestConfig | undefined;
function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen = config;
    const response = { status, data, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
}

const onSessionEnded = vi.fn();

beforeEach(() => {
  seen = undefined;
  onSessionEnded.mockReset();
  reportError.mockReset();
  setHttpEnvironment({ cookie: () => 'theme=dark; csrftoken=abc%3D123', scenario: () => null, onSessionEnded, reportError });
});
afterEach(() => {
  http.defaults.adapter = undefined;
  setHttpEnvironment(null);
});

describe('request headers', () => {
  it('sends X-Requested-With and credentials on every request', async () => {
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1' });
    await httpClient({ url: '/api/auth', method: 'GET' });
    expect(AxiosHeaders.from(seen?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen?.withCredentials).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'delete'])('%s carries the CSRF token from the cookie', async (method) => {
    http.defaults.adapter = answer(200, '');
    await httpClient({ url: '/api/accounts/acc-1/switch', method, data: {} }).catch(() => undefined);
    expect(seen?.method?.toUpperCase()).toBe(method.toUpperCase());
    expect(AxiosHeaders.from(seen?.headers).get('X-CSRFToken')).toBe('abc=123');
  });

  it.each(['GET', 'HEAD', 'OPTIONS', undefined])('%s never carries the CSRF token', async (method) => {
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1' });
    await httpClient({ url: '/api/auth', method, headers: { 'X-CSRFToken': 'stale' } }).catch(() => undefined);
    expect(seen).toBeDefined();
    expect(AxiosHeaders.from(seen?.headers).has('X-CSRFToken')).toBe(false);
  });

  it("falls back to 'No CSRF' without the cookie", async () => {
    setHttpEnvironment({ cookie: () => 'theme=dark', onSessionEnded });
    http.defaults.adapter = answer(200, '');
    await httpClient({ url: '/api/accounts/acc-1/switch', method: 'POST', data: {} }).catch(() => undefined);
    expect(AxiosHeaders.from(seen?.headers).get('X-CSRFToken')).toBe(CSRF_FALLBACK);
    expect(readCsrfToken('')).toBe('No CSRF');
    expect(readCsrfToken('csrftoken=')).toBe('No CSRF');
    expect(readCsrfToken('xcsrftoken=nope; csrftoken=a=b')).toBe('a=b');
  });

  it('passes the scenario to Prism as Prefer: example=NAME', async () => {
    setHttpEnvironment({ scenario: () => 'gracePeriod', onSessionEnded });
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1' });
    await httpClient({ url: '/api/auth', method: 'GET' });
    expect(AxiosHeaders.from(seen?.headers).get('Prefer')).toBe('example=gracePeriod');
  });
});

describe('re-login and reporting', () => {
  it.each([401, 403, 417])('%i ends the session (demo flag cleared, login again) and is not reported', async (status) => {
    http.defaults.adapter = answer(status, { title: 'x', status });
    await expect(httpClient({ url: '/api/accounts/acc-1/issues', method: 'GET' })).rejects.toMatchObject({
      response: { status },
    });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([400, 404, 500, 503])('%i is reported, without re-login', async (status) => {
    http.defaults.adapter = answer(status, { title: 'x', status });
    await expect(httpClient({ url: '/api/accounts/acc-1/issues', method: 'GET' })).rejects.toMatchObject({
      response: { status },
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});

describe('responses', () => {
  it('a GET answered 202 or 204 is "not ready yet"', async () => {
    http.defaults.adapter = answer(202, '');
    await expect(httpClient({ url: '/api/accounts/acc-1/issues', method: 'GET' })).rejects.toBeInstanceOf(NotReadyError);
    http.defaults.adapter = answer(204, '');
    await expect(httpClient({ url: '/api/accounts/acc-1/assets', method: 'GET' })).rejects.toBeInstanceOf(NotReadyError);
  });

  it('a POST answered 202 is success', async () => {
    http.defaults.adapter = answer(202, '');
    await expect(httpClient({ url: '/api/accounts/acc-1/issues/iss-1/resolve', method: 'POST', data: {} })).resolves.toBe('');
  });

  it('a response that breaks the contract becomes a typed, reported error', async () => {
    http.defaults.adapter = answer(200, { authenticated: 'yes' });
    const failure = await httpClient({ url: '/api/auth', method: 'GET' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContractViolationError);
    expect((failure as ContractViolationError).operationId).toBe('getAuth');
    expect((failure as ContractViolationError).issues[0]?.path).toBe('/authenticated');
    expect(reportError).toHaveBeenCalledWith(failure, expect.objectContaining({ operationId: 'getAuth' }));
  });
});
