import type { AddIntegrationRequestValue, IntegrationRequest, IntegrationRequestCreated, ScanJob } from '@generated/model';
import { POLLING, poll, sleep as defaultSleep } from '@/shared/polling/polling-policy';
import { addFailureError, failedRequestError, integrationError, type IntegrationError } from './integration-errors';

export interface ConnectDeps {
  addIntegration: (value: AddIntegrationRequestValue) => Promise<IntegrationRequestCreated>;
  getRequest: (requestId: string, signal?: AbortSignal) => Promise<IntegrationRequest>;
  getLatestJobs: (signal?: AbortSignal) => Promise<ScanJob[]>;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
}

export type ConnectResult = { kind: 'active' } | { kind: 'failed'; error: IntegrationError };

/** console-platform.md §9: issues are fetched 2 s after an integration is activated. */
const POST_INTEGRATION_ISSUES_DELAY_MS = 2000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Add integration sends `{value, enable: true}` and gets a request id; the request is polled (10 retries at 5 s)
 * while pending. Completed means active; failed maps its code to a message.
 */
export async function requestConnection(
  integration: string,
  value: AddIntegrationRequestValue,
  deps: ConnectDeps,
): Promise<ConnectResult> {
  let created: IntegrationRequestCreated;
  try {
    created = await deps.addIntegration(value);
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'failed', error: addFailureError(error, integration) };
  }
  let request: IntegrationRequest;
  try {
    request = await poll({
      policy: POLLING.integrationRequest,
      request: () => deps.getRequest(created.request_id, deps.signal),
      isDone: (answer) => answer.status !== 'pending',
      signal: deps.signal,
      sleep: deps.sleep ?? defaultSleep,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'failed', error: integrationError('UNEXPECTED', integration) };
  }
  return request.status === 'completed'
    ? { kind: 'active' }
    : { kind: 'failed', error: failedRequestError(request.status_info, integration) };
}

/** completed and failed end a job; any other status (running, queued, paused, …) means it still runs (§3, contract). */
const JOB_ENDED = new Set(['completed', 'failed']);

/**
 * After activation the latest scan jobs are polled (15 at 3 s) until every one has ended. Running out of tries or a
 * failing call ends the wait quietly: the scan monitor reports the scan itself.
 */
export async function followFirstScan(deps: ConnectDeps): Promise<void> {
  try {
    await poll({
      policy: POLLING.latestJobs,
      request: () => deps.getLatestJobs(deps.signal),
      isDone: (jobs) => jobs.every((job) => JOB_ENDED.has(job.job_status)),
      signal: deps.signal,
      sleep: deps.sleep ?? defaultSleep,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
  }
}

export interface ActivationReloads {
  integrations: () => Promise<unknown>;
  issues: () => Promise<unknown>;
  securityScore: () => Promise<unknown>;
  assets: () => Promise<unknown>;
}

/**
 * After the first scan (console-platform.md §4, §9): the integrations reload (awaited, the toast counts their
 * issues), the security score and assets reload, and the issues reload 2 s later (not awaited).
 */
export async function reloadAfterActivation(
  reload: ActivationReloads,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Promise<void> {
  void reload.securityScore();
  void reload.assets();
  void sleep(POST_INTEGRATION_ISSUES_DELAY_MS).then(reload.issues);
  await reload.integrations();
}

/** The success toast (console-platform.md §8). */
export function activationMessage(name: string, issues: number, fraudDefense: boolean): { text: string; withLink: boolean } {
  if (fraudDefense) return { text: "Fraud Defense Activation Complete! You're Now Protected.", withLink: false };
  if (issues === 0) return { text: `${name} successfully set, with no issues found. Good job!`, withLink: false };
  return { text: `${name} successfully set. ${issues} ${issues === 1 ? 'issue' : 'issues'} found - `, withLink: true };
}

export function disconnectMessage(fraudDefense: boolean): string {
  return fraudDefense
    ? 'Fraud Defense Disabled. You can re-enable it at any time to stay secure.'
    : 'Integration disabled. You can always turn it back on, or feel free to reach out with any questions.';
}
