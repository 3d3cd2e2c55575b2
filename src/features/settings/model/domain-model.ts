/**
 * Domains of the settings account tab (console-platform.md §2.6, §3, §4): which are shown, which may be removed, and
 * what a failed removal says, free of React. The removal itself is a write: `domainMutations.remove`.
 */
import type { Domain, DomainStatus } from '@generated/model';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { PollingTimeoutError, TIMEOUT_MESSAGE } from '@/api/errors';
import { compareText } from '@/shared/format/compare-text';
import { FollowedQueryError } from '@/shared/polling/wait-for-query';
import { RemovalProgressError } from '@/shared/queries/domain-writes';

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

/**
 * What a removal that ended in error says (§4, §8): a failed progress read 'Service is not available, please try
 * again later', unless the process monitor, whose read it was, told it already (null); the reads used up, 'Async call
 * timeout limit reached' (the server has not said it failed); a failed delete 'An error was occurred, please try
 * again later'.
 */
export function removalFailure(error: unknown): string | null {
  if (error instanceof FollowedQueryError) return null;
  if (error instanceof PollingTimeoutError) return TIMEOUT_MESSAGE;
  if (error instanceof RemovalProgressError) return DOMAIN_MESSAGES.pollingFailed;
  return roleRefusalMessage(error, 'remove domains') ?? DOMAIN_MESSAGES.failed;
}
