import type { Integration, IntegrationStatus } from '@generated/model';
import type { IntegrationError } from './integration-errors';

/**
 * Integration status (console-platform.md §4) as the cards and the drawer show it: the server's list is the base, and
 * the integration's latest attempt (a sign-in window, an add, a disconnect), read from the mutation cache, adds what
 * only the console knows.
 *
 * - inactive → active when the add's request completes (the list then says active); a disconnect shows inactive once
 *   the server answered 204. A refused disconnect shows what the list, read again, says.
 * - A sign-in result: error → broken with that error, until the next attempt or until the server says active;
 *   tenant id or code → the add follows; nothing → inactive, until the list is read again.
 * - A cancelled or blocked sign-in, or a request still pending after its retries, leaves the status as the server
 *   has it and says so in a notice: nothing is marked failed or broken that the server has not said failed.
 * - MAX_USERS_EXCEEDED leaves nothing behind (the panel closes, the toast says it).
 */
type Phase = 'idle' | 'signingIn' | 'connecting' | 'scanning' | 'disconnecting';
type Notice = 'popupBlocked' | 'signInCancelled' | 'signInTimedOut' | 'requestTimedOut' | null;
export type Loading = 'authorization' | 'scan' | null;

/** An integration's latest attempt, newest first by `at` (when it was started). */
export type Attempt = { at: number } & (
  | { kind: 'signingIn' | 'connecting' | 'disconnecting' | 'settled' | 'deactivated' }
  | { kind: 'notice'; notice: Exclude<Notice, null> }
  | { kind: 'failed'; error: IntegrationError }
);

export interface IntegrationView {
  integration: Integration;
  status: IntegrationStatus;
  loading: Loading;
  phase: Phase;
  errorText: string | null;
  notice: Notice;
}

export const LOADING_TEXT: Record<Exclude<Loading, null>, string> = {
  authorization: 'Waiting for authorization...',
  scan: 'Scan in progress...',
};

/** The newest of an integration's attempts (by when each started); null when it has none. */
export function latestAttempt(attempts: readonly (Attempt | null | undefined)[]): Attempt | null {
  let latest: Attempt | null = null;
  for (const attempt of attempts) if (attempt && (!latest || attempt.at >= latest.at)) latest = attempt;
  return latest;
}

export interface ViewInput {
  integration: Integration;
  /** When the list was last read from the server (ms since the epoch). */
  listReadAt: number;
  attempt: Attempt | null;
  /** The server lists a pending request for this integration's provider. */
  requestPending: boolean;
}

function phaseOf(attempt: Attempt | null, status: IntegrationStatus): Phase {
  switch (attempt?.kind) {
    case 'signingIn':
    case 'disconnecting':
      return attempt.kind;
    // The add settles once the first scan after activation was followed; the list says active from the completion.
    case 'connecting':
      return status === 'active' ? 'scanning' : 'connecting';
    default:
      return 'idle';
  }
}

function statusOf({ integration, listReadAt, attempt }: ViewInput): IntegrationStatus {
  const server = integration.status;
  if (attempt?.kind === 'failed' && server !== 'active') return 'broken';
  if (attempt?.kind === 'deactivated' && attempt.at > listReadAt) return 'inactive';
  return server;
}

/** What a card shows while something runs: 'Waiting for authorization...' or 'Scan in progress...'. */
function loadingOf(phase: Phase, requestPending: boolean): Loading {
  if (phase === 'scanning') return 'scan';
  if (phase === 'signingIn' || phase === 'connecting' || requestPending) return 'authorization';
  return null;
}

/** The error a card and the drawer show: the attempt's own, else the server's text for a broken integration. */
function errorTextOf(attempt: Attempt | null, integration: Integration, status: IntegrationStatus): string | null {
  if (status === 'active') return null;
  if (attempt?.kind === 'failed') return attempt.error.message;
  return status === 'broken' ? (integration.error ?? null) : null;
}

export function integrationView(input: ViewInput): IntegrationView {
  const { integration, attempt, requestPending } = input;
  const status = statusOf(input);
  const phase = phaseOf(attempt, status);
  return {
    integration,
    status,
    loading: loadingOf(phase, requestPending),
    phase,
    errorText: errorTextOf(attempt, integration, status),
    notice: attempt?.kind === 'notice' ? attempt.notice : null,
  };
}
