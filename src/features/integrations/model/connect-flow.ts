import { PollingTimeoutError } from '@/api/errors';
import { IntegrationRequestFailedError } from '@/shared/queries/integration-writes';
import { addFailureError, failedRequestError, type ErrorTarget, type IntegrationError } from './integration-errors';

/**
 * How an add ended when it did not activate the integration: still pending after its retries (a timeout, not a
 * failure), or failed with the error its code names (the add call refused, or the request ended failed).
 */
export type AddFailure = { kind: 'timedOut' } | { kind: 'failed'; error: IntegrationError };

export function addFailure(error: unknown, target: ErrorTarget): AddFailure {
  if (error instanceof PollingTimeoutError) return { kind: 'timedOut' };
  if (error instanceof IntegrationRequestFailedError) {
    return { kind: 'failed', error: failedRequestError(error.request.status_info, target) };
  }
  return { kind: 'failed', error: addFailureError(error, target) };
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

/** decision (issue #29): the toast once a connection was re-authorised in place ('Reconnect', 'Grant permission'). */
export function reconnectedMessage(name: string): string {
  return `${name} reconnected. Its issues and sync history are kept.`;
}
