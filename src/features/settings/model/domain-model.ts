/**
 * Domains of the settings account tab (console-platform.md §2.6, §3, §4): which are shown, which may be removed, and
 * the removal flow (mark in process, delete, follow the user-input processes, refresh), free of React.
 */
import type { Domain, DomainStatus, PendingProcesses } from '@generated/model';
import { compareText } from '@/shared/format/compare-text';
import { POLLING, poll, type PollOptions } from '@/shared/polling/polling-policy';
import { FollowedQueryError } from '@/shared/polling/wait-for-query';

export const DOMAIN_MESSAGES = {
  deleted: 'Domains were successfully deleted',
  failed: 'An error was occurred, please try again later',
  pollingFailed: 'Service is not available, please try again later',
} as const;

export const DOMAIN_STATUS_LABELS: Record<DomainStatus, string> = {
  Discovered: 'Discovered',
  SystemApproved: 'System approved',
  UserApproved: 'User approved',
};

/** Accepted domains (everything but Discovered proposals), sorted by status, then by name. */
export function acceptedDomains(domains: readonly Domain[]): Domain[] {
  return domains
    .filter((d) => d.status !== 'Discovered')
    .sort((a, b) => compareText(a.status, b.status) || compareText(a.domain_url, b.domain_url));
}

export type DomainRowState = 'deletable' | 'inProcess' | 'locked';

export interface DomainRowContext {
  /** delete_domain_enabled */
  deleteEnabled: boolean;
  scanInProgress: boolean;
  inProcess: ReadonlySet<string>;
}

/** In process while its deletion runs; deletable only with the flag, status UserApproved and no scan running. */
export function domainRowState(domain: Domain, context: DomainRowContext): DomainRowState {
  if (context.inProcess.has(domain.id)) return 'inProcess';
  if (context.deleteEnabled && domain.status === 'UserApproved' && !context.scanInProgress) return 'deletable';
  return 'locked';
}

/** Why a domain cannot be removed right now (shown to the user), or null when it can. */
export function lockedReason(domain: Domain, context: DomainRowContext): string | null {
  if (!context.deleteEnabled) return null;
  if (domain.status !== 'UserApproved') return 'System-approved domains cannot be removed';
  if (context.scanInProgress) return 'Domains cannot be removed while a scan is in progress';
  return null;
}

export type DomainDeletionOutcome = 'deleted' | 'failed' | 'pollingFailed';

export interface DomainDeletionSteps {
  markInProcess: (inProcess: boolean) => void;
  /** The delete request. */
  submit: () => Promise<unknown>;
  /** The request was accepted: processes are read again from now on. */
  onAccepted: () => void;
  /** Resolves once the domain has left the pending domain deletions. */
  waitForProcess: () => Promise<void>;
  refreshData: () => Promise<unknown> | void;
  notify: { success: (message: string) => void; error: (message: string) => void };
}

/**
 * §4: the domain is marked in process, deleted, then followed through the user-input processes; on completion data
 * refreshes and 'Domains were successfully deleted' shows; on failure the mark is removed and the error shows.
 */
export async function runDomainDeletion(steps: DomainDeletionSteps): Promise<DomainDeletionOutcome> {
  steps.markInProcess(true);
  try {
    await steps.submit();
  } catch {
    steps.markInProcess(false);
    steps.notify.error(DOMAIN_MESSAGES.failed);
    return 'failed';
  }
  steps.onAccepted();
  try {
    await steps.waitForProcess();
  } catch (error) {
    steps.markInProcess(false);
    // A failed read of the processes followed from their poller was told by that poller (the process monitor).
    if (!(error instanceof FollowedQueryError)) steps.notify.error(DOMAIN_MESSAGES.pollingFailed);
    return 'pollingFailed';
  }
  await Promise.resolve(steps.refreshData()).catch(() => undefined);
  steps.notify.success(DOMAIN_MESSAGES.deleted);
  steps.markInProcess(false);
  return 'deleted';
}

/**
 * Without the process monitor (mark_as_resolved_enabled off) the flow reads the user-input processes itself: once
 * when the delete is accepted, then at most 30 more times 5 s apart (§9 'User inputs polling: 30 at 5 s', the bound
 * the monitor keeps too); rejects with PollingTimeoutError right after the last read, without waiting again.
 */
export function pollDomainDeletion(
  domainId: string,
  readProcesses: () => Promise<PendingProcesses>,
  sleep?: PollOptions<PendingProcesses>['sleep'],
): Promise<unknown> {
  return poll({
    policy: POLLING.userInputs,
    request: readProcesses,
    isDone: (processes) => !processes.delete_domains.includes(domainId),
    sleep,
  });
}
