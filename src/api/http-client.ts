import axios, { type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '@/config/app-config';
import { redirectToLogin } from './auth-redirect';
import { needsCsrfToken, readCsrfToken } from './csrf';
import { ContractViolationError, NotReadyError, endsSession, httpStatusOf, roleRefusal } from './errors';
import { findOperation, loadResponseSchema, reportOnce, validateResponse } from './response-validation';
import { readScenario, scenarioHeader } from './scenario';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Asked for before it is known to be wanted (start-up's login data, beside the session check): its failure is
     * the caller's to handle (it asks again the usual way if it needs the answer); it neither ends the session nor
     * is reported.
     */
    speculative?: boolean;
  }
}

/**
 * The one HTTP layer: every generated hook calls through `httpClient`. Headers are set per request (withRequestHeaders).
 * axios's own XSRF header is off: it read `document.cookie` (a synchronous round trip to the browser process, which
 * the page's main thread sat waiting for at start-up) on every request for a cookie the backend does not use; the
 * CSRF header comes from withRequestHeaders, for unsafe methods only.
 */
export const http = axios.create({ withCredentials: true, withXSRFToken: false });

export interface HttpEnvironment {
  cookie: () => string;
  scenario: () => string | null;
  onSessionEnded: () => void;
  reportError: (error: unknown, context?: Record<string, unknown>) => void;
}

const browserEnvironment: HttpEnvironment = {
  cookie: () => (typeof document === 'undefined' ? '' : document.cookie),
  scenario: () =>
    appConfig.mockScenarios && typeof window !== 'undefined' ? readScenario(window.location.search, window.sessionStorage) : null,
  onSessionEnded: () => redirectToLogin(),
  reportError: () => undefined,
};

let connected = browserEnvironment;
let environment = connected;

/**
 * The app's wiring (src/boot.ts) hands the HTTP layer what it cannot know itself, such as error reporting and what else
 * ends with the session, so src/api depends on nothing above it.
 */
export function connectHttp(hooks: Partial<Pick<HttpEnvironment, 'onSessionEnded' | 'reportError'>>) {
  connected = { ...browserEnvironment, ...hooks };
  environment = connected;
}

/** Lets tests replace cookies, scenario, reporting and the re-login action; null restores the app's wiring. */
export function setHttpEnvironment(next: Partial<HttpEnvironment> | null) {
  environment = next ? { ...connected, ...next } : connected;
}

export function withRequestHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.headers.set('X-Requested-With', 'XMLHttpRequest');
  if (needsCsrfToken(config.method)) config.headers.set('X-CSRFToken', readCsrfToken(environment.cookie()));
  else config.headers.delete('X-CSRFToken');
  for (const [name, value] of Object.entries(scenarioHeader(environment.scenario()))) config.headers.set(name, value);
  return config;
}

// Synchronous: the request is sent in the call that asks for it. Otherwise axios sends it from a microtask, and the
// session's first reads (src/boot.ts), asked for while the app's modules evaluate, waited for all of them (~200 ms).
http.interceptors.request.use(withRequestHeaders, undefined, { synchronous: true });

/**
 * What happens to a failed request: 401/403/417 end the session, other 4xx/5xx are reported. A 403 refusing the role
 * (ROLE_REQUIRED) does neither: the server declared it, and the write's UI tells the user.
 */
export function handleHttpFailure(error: unknown): void {
  if (error instanceof ContractViolationError) {
    environment.reportError(error, { operationId: error.operationId, issues: error.issues });
    return;
  }
  if ((error as AxiosError).config?.speculative) return;
  // A cancelled request or a network failure has no status (0 here): nothing to end or report.
  const status = httpStatusOf(error) ?? 0;
  if (endsSession(error)) environment.onSessionEnded();
  else if (status >= 400 && !roleRefusal(error)) {
    // axios puts the request's config on every error that has a response.
    const config = (error as AxiosError).config!;
    environment.reportError(error, { status, url: config.url, method: config.method });
  }
}

/** A tolerated contract violation (extra property, unusable list item): reported once, never shown as a failure. */
const reportViolation = reportOnce((operationId, violation) =>
  environment.reportError(new ContractViolationError(operationId, [{ path: violation.pointer, message: violation.message }]), {
    operationId,
    pointer: violation.pointer,
    kind: violation.kind,
  }),
);

/** The generated hooks always name the path. */
type RequestConfig = AxiosRequestConfig & { url: string };

export async function httpClient<T>(config: RequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const merged: RequestConfig = { ...config, ...options, headers: { ...config.headers, ...options?.headers } };
  // Like axios, a request without a method is a GET.
  const method = (merged.method ?? 'get').toLowerCase();
  try {
    // The response schema loads while the request is on the wire.
    void loadResponseSchema(findOperation(method, merged.url));
    const response = await http.request(merged);
    if (method === 'get' && (response.status === 202 || response.status === 204)) {
      throw new NotReadyError(response.status, merged.url);
    }
    return await validateResponse<T>(method, merged.url, response.status, response.data, reportViolation);
  } catch (error) {
    handleHttpFailure(error);
    // The role refusal reaches the caller typed (RoleRequiredError), the rest as they came.
    throw roleRefusal(error) ?? error;
  }
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
