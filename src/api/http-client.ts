import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '@/config/app-config';
import { demoMode } from '@/shared/persistence/demo-mode';
import { reportError } from '@/shared/monitoring/error-reporting';
import { redirectToLogin } from './auth-redirect';
import { readCsrfToken } from './csrf';
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
}

const browserEnvironment: HttpEnvironment = {
  cookie: () => (typeof document === 'undefined' ? '' : document.cookie),
  scenario: () =>
    appConfig.mockScenarios && typeof window !== 'undefined' ? readScenario(window.location.search, window.sessionStorage) : null,
  onSessionEnded: () => {
    demoMode.clearAll();
    redirectToLogin();
  },
};

let environment = browserEnvironment;

/** Lets tests replace cookies, scenario and the re-login action. */
export function setHttpEnvironment(next: Partial<HttpEnvironment> | null) {
  environment = next ? { ...browserEnvironment, ...next } : browserEnvironment;
}

export function withRequestHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.headers.set('X-Requested-With', 'XMLHttpRequest');
  config.headers.set('X-CSRFToken', readCsrfToken(environment.cookie()));
  for (const [name, value] of Object.entries(scenarioHeader(environment.scenario()))) config.headers.set(name, value);
  return config;
}

http.interceptors.request.use(withRequestHeaders);

/** What happens to a failed request: 401/403/417 end the session, other 4xx/5xx are reported. */
export function handleHttpFailure(error: unknown): void {
  if (error instanceof ContractViolationError) {
    reportError(error, { operationId: error.operationId, issues: error.issues });
    return;
  }
  if (!isAxiosError(error) || axios.isCancel(error)) return;
  const status = error.response?.status;
  if (status !== undefined && RELOGIN_STATUSES.has(status)) {
    environment.onSessionEnded();
    return;
  }
  if (status !== undefined && status >= 400) {
    reportError(error, { status, url: error.config?.url, method: error.config?.method });
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
