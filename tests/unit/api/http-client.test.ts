import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { responseValidators } from '@generated/response-validators';
import { ContractViolationError, NotReadyError, RoleRequiredError } from '@/api/errors';
import { connectHttp, http, httpClient, setHttpEnvironment } from '@/api/http-client';
import { CSRF_FALLBACK, readCsrfToken } from '@/api/csrf';
import { resetRedirectGuardForTests } from '@/api/auth-redirect';
import { appConfig } from '@/config/app-config';

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
  vi.unstubAllGlobals();
});

describe('request headers', () => {
  it('sends X-Requested-With and credentials on every request', async () => {
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1' });
    await httpClient({ url: '/api/auth', method: 'GET' });
    expect(AxiosHeaders.from(seen?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen?.withCredentials).toBe(true);
  });

  // The only guard for PUT and PATCH: the contract has neither (contract-rules.test.ts), so the e2e test
  // (auth.e2e.ts) can assert the token only on a real POST and DELETE.
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'put', 'patch', 'delete'])(
    '%s carries the CSRF token from the cookie',
    async (method) => {
      http.defaults.adapter = answer(200, '');
      await httpClient({ url: '/api/accounts/acc-1/switch', method, data: {} }).catch(() => undefined);
      expect(seen?.method?.toUpperCase()).toBe(method.toUpperCase());
      expect(AxiosHeaders.from(seen?.headers).get('X-CSRFToken')).toBe('abc=123');
    },
  );

  it.each(['GET', 'HEAD', 'OPTIONS', undefined])('%s never carries the CSRF token', async (method) => {
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1' });
    await httpClient({ url: '/api/auth', method, headers: { 'X-CSRFToken': 'stale' } }).catch(() => undefined);
    expect(seen).toBeDefined();
    expect(AxiosHeaders.from(seen?.headers).has('X-CSRFToken')).toBe(false);
  });

  it("leaves axios's own XSRF header off (it read document.cookie on every request, at start-up too)", () => {
    expect(http.defaults.withXSRFToken).toBe(false);
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

  it('sends the headers of the call and of the request options together', async () => {
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1' });
    await httpClient({ url: '/api/auth', method: 'GET', headers: { 'X-Call': 'a' } }, { headers: { 'X-Option': 'b' } });
    const headers = AxiosHeaders.from(seen?.headers);
    expect([headers.get('X-Call'), headers.get('X-Option')]).toEqual(['a', 'b']);
  });

  it('passes the scenario to Prism as Prefer: example=NAME', async () => {
    setHttpEnvironment({ scenario: () => 'gracePeriod', onSessionEnded });
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1' });
    await httpClient({ url: '/api/auth', method: 'GET' });
    expect(AxiosHeaders.from(seen?.headers).get('Prefer')).toBe('example=gracePeriod');
  });
});

describe('in the browser (the wiring the app starts with)', () => {
  beforeEach(() => {
    resetRedirectGuardForTests();
    setHttpEnvironment(null);
  });

  it("reads the CSRF token from the page's cookie, and falls back without a page", async () => {
    http.defaults.adapter = answer(200, '');
    await httpClient({ url: '/api/accounts/acc-1/switch', method: 'POST', data: {} });
    expect(AxiosHeaders.from(seen?.headers).get('X-CSRFToken')).toBe(CSRF_FALLBACK);
    vi.stubGlobal('document', { cookie: 'csrftoken=from-page' });
    await httpClient({ url: '/api/accounts/acc-1/switch', method: 'POST', data: {} });
    expect(AxiosHeaders.from(seen?.headers).get('X-CSRFToken')).toBe('from-page');
  });

  it('sends the scenario of the address only in a build with mock scenarios', async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('window', {
      location: { search: '?scenario=gracePeriod' },
      sessionStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
        removeItem: () => undefined,
      },
    });
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1' });
    const mockScenarios = appConfig.mockScenarios;
    try {
      appConfig.mockScenarios = false;
      await httpClient({ url: '/api/auth', method: 'GET' });
      expect(AxiosHeaders.from(seen?.headers).has('Prefer')).toBe(false);
      appConfig.mockScenarios = true;
      await httpClient({ url: '/api/auth', method: 'GET' });
      expect(AxiosHeaders.from(seen?.headers).get('Prefer')).toBe('example=gracePeriod');
      vi.unstubAllGlobals();
      await httpClient({ url: '/api/auth', method: 'GET' });
      expect(AxiosHeaders.from(seen?.headers).has('Prefer')).toBe(false);
    } finally {
      appConfig.mockScenarios = mockScenarios;
    }
  });

  it('a 401 sends the browser to login with the page as return target', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', {
      location: { pathname: '/settings/team', search: '?q=smith', hash: '', origin: 'https://console.example', assign },
    });
    http.defaults.adapter = answer(401, { title: 'x', status: 401 });
    await httpClient({ url: '/api/auth', method: 'GET' }).catch(() => undefined);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(decodeURIComponent(assign.mock.calls[0]![0] as string)).toContain('/settings/team?q=smith');
  });

  it("reports through the app's own wiring once it is connected", async () => {
    const reported = vi.fn();
    connectHttp({ reportError: reported });
    try {
      http.defaults.adapter = answer(500, { title: 'x', status: 500 });
      await httpClient({ url: '/api/auth', method: 'GET' }).catch(() => undefined);
      expect(reported).toHaveBeenCalledTimes(1);
    } finally {
      connectHttp({});
    }
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

  it('a 403 refusing the role (ROLE_REQUIRED) is a typed error: neither a re-login nor reported', async () => {
    http.defaults.adapter = answer(403, {
      type: 'about:blank',
      title: 'Role required',
      status: 403,
      code: 'ROLE_REQUIRED',
      detail: 'This needs the Admin role.',
      required_access_level: 'admin',
    });
    const failure = httpClient({ url: '/api/accounts/acc-1/team', method: 'POST', data: {} });
    await expect(failure).rejects.toBeInstanceOf(RoleRequiredError);
    await expect(failure).rejects.toMatchObject({ requiredLevel: 'admin', detail: 'This needs the Admin role.' });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([400, 404, 500, 503])('%i is reported, without re-login', async (status) => {
    http.defaults.adapter = answer(status, { title: 'x', status });
    await expect(httpClient({ url: '/api/accounts/acc-1/issues', method: 'GET' })).rejects.toMatchObject({
      response: { status },
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status }) }), {
      status,
      url: '/api/accounts/acc-1/issues',
      method: 'get',
    });
  });

  it.each([401, 403, 500])("a speculative request's %i is the caller's: neither a re-login nor reported", async (status) => {
    http.defaults.adapter = answer(status, { title: 'x', status });
    await expect(httpClient({ url: '/api/login-data', method: 'GET' }, { speculative: true })).rejects.toMatchObject({
      response: { status },
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a cancelled request or a network failure (no answer) is neither reported nor a re-login', async () => {
    http.defaults.adapter = async (config) => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    };
    await expect(httpClient({ url: '/api/auth', method: 'GET' })).rejects.toThrow('Network Error');
    http.defaults.adapter = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(httpClient({ url: '/api/auth', method: 'GET' })).rejects.toThrow('Failed to fetch');
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a redirect answer axios refuses (3xx) is not reported as a failure', async () => {
    http.defaults.adapter = async (config) => {
      throw Object.assign(new Error('Request failed with status code 304'), {
        isAxiosError: true,
        config,
        response: { status: 304, config },
      });
    };
    await httpClient({ url: '/api/auth', method: 'GET' }).catch(() => undefined);
    expect(reportError).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('responses', () => {
  it('a GET answered 202 or 204 is "not ready yet"', async () => {
    http.defaults.adapter = answer(202, '');
    await expect(httpClient({ url: '/api/accounts/acc-1/issues', method: 'GET' })).rejects.toBeInstanceOf(NotReadyError);
    http.defaults.adapter = answer(204, '');
    await expect(httpClient({ url: '/api/accounts/acc-1/assets', method: 'GET' })).rejects.toBeInstanceOf(NotReadyError);
  });

  it('a call without a method is a GET: a 202 is "not ready yet"', async () => {
    http.defaults.adapter = answer(202, '');
    await expect(httpClient({ url: '/api/accounts/acc-1/issues' })).rejects.toBeInstanceOf(NotReadyError);
  });

  it('starts loading the response schema before the answer arrives', async () => {
    const features = responseValidators.find((v) => v.operationId === 'getFeatures') as { schema: () => Promise<unknown> };
    const load = vi.spyOn(features, 'schema');
    let loadingWhenAnswered = false;
    http.defaults.adapter = async (config) => {
      loadingWhenAnswered = load.mock.calls.length === 1;
      return { status: 200, data: { flags: {} }, statusText: '200', headers: {}, config, request: {} };
    };
    await httpClient({ url: '/api/accounts/acc-1/features', method: 'GET' });
    expect(loadingWhenAnswered).toBe(true);
  });

  it('a tolerated extra property is reported with its operation and pointer, and the answer is used', async () => {
    http.defaults.adapter = answer(200, { authenticated: true, user_id: 'usr-1', session_age: 12 });
    await expect(httpClient({ url: '/api/auth', method: 'GET' })).resolves.toEqual({ authenticated: true, user_id: 'usr-1' });
    expect(reportError).toHaveBeenCalledTimes(1);
    const [error, context] = reportError.mock.calls[0]!;
    expect(error).toBeInstanceOf(ContractViolationError);
    expect(error).toMatchObject({
      operationId: 'getAuth',
      issues: [{ path: '/session_age', message: 'Property not in the contract' }],
    });
    expect(context).toEqual({ operationId: 'getAuth', pointer: '/session_age', kind: 'extra-property' });
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
    expect(reportError).toHaveBeenCalledWith(failure, {
      operationId: 'getAuth',
      issues: (failure as ContractViolationError).issues,
    });
  });
});
