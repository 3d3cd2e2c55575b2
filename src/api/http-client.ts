import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '@/config/app-config';
import { redirectToLogin } from './auth-redirect';
import { needsCsrfToken, readCsrfToken } from './csrf';
import { ContractViolationError, NotReadyError, RELOGIN_STATUSES, isAxiosError } from './errors';
import { findOperation, loadResponseSchema, validateResponse } from './response-validation';
import { readScenario, scenarioHeader } from './scenario';

/** The one HTTP layer: every generated hook calls through `httpClient`. */
export const http = axios.create({
  withCredentials: true,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

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
 * The app's wiring (main.tsx) hands the HTTP layer what it cannot know itself, such as error reporting and what else
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

http.interceptors.request.use(withRequestHeaders);

/** What happens to a failed request: 401/403/417 end the session, other 4xx/5xx are reported. */
export function handleHttpFailure(error: unknown): void {
  if (error instanceof ContractViolationError) {
    environment.reportError(error, { operationId: error.operationId, issues: error.issues });
    return;
  }
  if (!isAxiosError(error) || axios.isCancel(error)) return;
  const status = error.response?.status;
  if (status !== undefined && RELOGIN_STATUSES.has(status)) {
    environment.onSessionEnded();
    return;
  }
  if (status !== undefined && status >= 400) {
    environment.reportError(error, { status, url: error.config?.url, method: error.config?.method });
  }
}

function settle<T>(config: AxiosRequestConfig, response: AxiosResponse): Promise<T> {
  const method = (config.method ?? 'get').toLowerCase();
  const url = config.url ?? '';
  if (method === 'get' && (response.status === 202 || response.status === 204)) {
    throw new NotReadyError(response.status, url);
  }
  return validateResponse<T>(method, url, response.status, response.data);
}

export async function httpClient<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const merged: AxiosRequestConfig = { ...config, ...options, headers: { ...config.headers, ...options?.headers } };
  try {
    // The response schema loads while the request is on the wire.
    void loadResponseSchema(findOperation(merged.method ?? 'get', merged.url ?? ''));
    const response = await http.request(merged);
    return await settle<T>(merged, response);
  } catch (error) {
    handleHttpFailure(error);
    throw error;
  }
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
