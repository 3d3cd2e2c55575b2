import type { Integration, IntegrationStatus, IntegrationType } from '@generated/model';
import type { IntegrationError } from './integration-errors';

/**
 * Integration status (console-platform.md §4) as one pure reducer. The server list is the base; this state adds
 * what only the console knows: a sign-in or request under way, the scan after activation, the last error, and the
 * notices of the sign-in window (blocked, cancelled).
 *
 * - inactive → active when the creation request completes; active → inactive when DELETE answers 204 or fails
 *   (§4 says both; the failure also gets the error toast, and the server's list is the truth on its next read).
 * - A sign-in result: error → broken with that error; tenant id or code → connecting (the add call follows);
 *   nothing → inactive.
 * - A cancelled or blocked sign-in leaves the status as it was.
 */
export type Phase = 'idle' | 'signingIn' | 'connecting' | 'scanning' | 'disconnecting';
/** Why a sign-in ended without a result: its window was closed, or it never answered within the time limit. */
type CancelReason = 'closed' | 'timedOut';
export type Notice = 'popupBlocked' | 'signInCancelled' | 'signInTimedOut' | null;
export type Loading = 'authorization' | 'scan' | null;

export interface Entry {
  status: IntegrationStatus;
  phase: Phase;
  error: IntegrationError | null;
  notice: Notice;
  /** The integration was connected in this session: its activation gets a toast. */
  triggered: boolean;
}

export type IntegrationsState = Partial<Record<IntegrationType, Entry>>;

export type Action =
  | { type: 'loaded'; integrations: readonly Pick<Integration, 'type' | 'status'>[] }
  | { type: 'signInStarted'; integration: IntegrationType }
  | { type: 'popupBlocked'; integration: IntegrationType }
  | { type: 'signInCancelled'; integration: IntegrationType; reason: CancelReason }
  | { type: 'broken'; integration: IntegrationType; error: IntegrationError }
  | { type: 'deactivated'; integration: IntegrationType }
  | { type: 'connecting'; integration: IntegrationType }
  | { type: 'connectFailed'; integration: IntegrationType; error: IntegrationError | null }
  | { type: 'activated'; integration: IntegrationType }
  | { type: 'scanFinished'; integration: IntegrationType }
  | { type: 'disconnecting'; integration: IntegrationType }
  | { type: 'disconnected'; integration: IntegrationType }
  | { type: 'disconnectFailed'; integration: IntegrationType }
  | { type: 'dismissed'; integration: IntegrationType };

const BLANK: Entry = { status: 'inactive', phase: 'idle', error: null, notice: null, triggered: false };

function update(state: IntegrationsState, type: IntegrationType, change: (entry: Entry) => Entry): IntegrationsState {
  const entry = state[type] ?? BLANK;
  const next = change(entry);
  return next === entry ? state : { ...state, [type]: next };
}

export function integrationsReducer(state: IntegrationsState, action: Action): IntegrationsState {
  switch (action.type) {
    case 'loaded': {
      let next = state;
      for (const { type, status } of action.integrations) {
        next = update(next, type, (entry) => {
          // A flow under way owns the status until it ends; a local error stays until the next attempt.
          if (entry.phase !== 'idle') return entry;
          const shown: IntegrationStatus = entry.error && status !== 'active' ? 'broken' : status;
          return shown === entry.status && state[type] ? entry : { ...entry, status: shown };
        });
      }
      return next;
    }
    case 'signInStarted':
      return update(state, action.integration, (e) => ({ ...e, phase: 'signingIn', error: null, notice: null, triggered: true }));
    case 'popupBlocked':
      return update(state, action.integration, (e) => ({ ...e, phase: 'idle', notice: 'popupBlocked' }));
    case 'signInCancelled':
      return update(state, action.integration, (e) =>
        e.phase === 'signingIn'
          ? { ...e, phase: 'idle', notice: action.reason === 'timedOut' ? 'signInTimedOut' : 'signInCancelled' }
          : e,
      );
    case 'broken':
      return update(state, action.integration, (e) => ({
        ...e,
        phase: 'idle',
        status: 'broken',
        error: action.error,
        notice: null,
      }));
    case 'deactivated':
      return update(state, action.integration, (e) => ({ ...e, phase: 'idle', status: 'inactive', notice: null }));
    case 'connecting':
      return update(state, action.integration, (e) => ({
        ...e,
        phase: 'connecting',
        error: null,
        notice: null,
        triggered: true,
      }));
    case 'connectFailed':
      return update(state, action.integration, (e) => ({
        ...e,
        phase: 'idle',
        status: action.error ? 'broken' : e.status,
        error: action.error,
      }));
    case 'activated':
      return update(state, action.integration, (e) => ({ ...e, phase: 'scanning', status: 'active', error: null }));
    case 'scanFinished':
      return update(state, action.integration, (e) => (e.phase === 'scanning' ? { ...e, phase: 'idle' } : e));
    case 'disconnecting':
      return update(state, action.integration, (e) => ({ ...e, phase: 'disconnecting', notice: null }));
    case 'disconnected':
      return update(state, action.integration, (e) => ({
        ...e,
        phase: 'idle',
        status: 'inactive',
        error: null,
        triggered: false,
      }));
    case 'disconnectFailed':
      return update(state, action.integration, (e) => ({ ...e, phase: 'idle', status: 'inactive' }));
    case 'dismissed':
      return update(state, action.integration, (e) => ({ ...e, notice: null }));
  }
}

/** What a card shows while something runs: 'Waiting for authorization...' or 'Scan in progress...'. */
export function loadingOf(entry: Entry | undefined, requestPending: boolean): Loading {
  if (entry?.phase === 'scanning') return 'scan';
  if (entry?.phase === 'signingIn' || entry?.phase === 'connecting' || requestPending) return 'authorization';
  return null;
}

export const LOADING_TEXT: Record<Exclude<Loading, null>, string> = {
  authorization: 'Waiting for authorization...',
  scan: 'Scan in progress...',
};

/** The error a card and the drawer show: the local one, else the server's text for a broken integration. */
export function errorTextOf(entry: Entry | undefined, integration: Pick<Integration, 'status' | 'error'>): string | null {
  if (entry?.error) return entry.error.message;
  const status = entry?.status ?? integration.status;
  return status === 'broken' ? (integration.error ?? null) : null;
}
