/**
 * The domains tag's writes (their reads: domains.ts). Apart from the reads so that a page or loader that reads domains
 * does not load the writes' follow-ups (polling the removal, the cache work) in its first load (budget.json).
 */
import type { MutationFunctionContext, QueryClient } from '@tanstack/react-query';
import {
  getDeleteDomainMutationKey,
  getDeleteDomainMutationOptions,
  getOperateDomainsMutationKey,
  getOperateDomainsMutationOptions,
  getValidateDomainMutationKey,
  getValidateDomainMutationOptions,
  type OperateDomainsMutationError,
  type OperateDomainsMutationVariables,
  type ValidateDomainMutationError,
  type ValidateDomainMutationResult,
  type ValidateDomainMutationVariables,
  type operateDomains,
} from '@generated/api/domains/domains';
import type { PendingProcesses } from '@generated/model';
import { PollingTimeoutError } from '@/api/errors';
import { POLLING, poll, pollingBudgetMs, type PollOptions } from '../polling/polling-policy';
import { FollowedQueryError, readThenFollow } from '../polling/wait-for-query';
import { scanResultKeys } from './account-data';
import { issueQueries } from './issues';
import type { KeyedMutationOptions } from './mutations';
import { scanQueries } from './scans';

interface RemovedDomain {
  accountId: string;
  domainId: string;
}

/**
 * Resolves once the user-input processes no longer list the domain (console-platform.md §4). With the platform's
 * process monitor running (mark_as_resolved_enabled) it follows that poller's query after one fresh read, so the
 * endpoint is never polled twice; a failed read then rejects with FollowedQueryError (the monitor tells the user).
 * Without it, it reads them itself: once, then at most 30 more times 5 s apart (§9 'User inputs polling: 30 at 5 s').
 */
export function followDomainRemoval(
  queryClient: QueryClient,
  { accountId, domainId }: RemovedDomain,
  monitorRunning: boolean,
  sleep?: PollOptions<PendingProcesses>['sleep'],
): Promise<unknown> {
  const options = issueQueries.pendingProcesses(accountId);
  const isDone = (processes: PendingProcesses) => !processes.delete_domains.includes(domainId);
  const read = () => queryClient.fetchQuery({ ...options, staleTime: 0 });
  if (monitorRunning) return readThenFollow(queryClient, options.queryKey, read, isDone, pollingBudgetMs(POLLING.userInputs));
  return poll({ policy: POLLING.userInputs, request: read, isDone, sleep });
}

/** A read of a removal's progress failed, one the removal made itself (no process monitor to tell it). */
export class RemovalProgressError extends Error {
  constructor(cause: unknown) {
    super('Reading the removal progress failed', { cause });
    this.name = 'RemovalProgressError';
  }
}

/** §4: scans are read again 2000 ms after domains were added (the scan the add starts is then listed). */
const SCANS_AFTER_ADD_MS = 2000;

/** The writes of the domains tag: each operation's key, and what it refreshes when it succeeds. */
export const domainMutations = {
  /** The add drawer's per-tag server check (a POST that stores nothing): it refreshes nothing. */
  validate: (): KeyedMutationOptions<
    ValidateDomainMutationResult,
    ValidateDomainMutationError,
    ValidateDomainMutationVariables
  > => ({
    ...getValidateDomainMutationOptions(),
    mutationKey: getValidateDomainMutationKey(),
  }),
  /**
   * Adding domains starts a scan and a user-input process: the processes are read again at once (their followers see
   * the add in progress), the scans 2 s later (§4).
   */
  add: (
    queryClient: QueryClient,
  ): KeyedMutationOptions<
    Awaited<ReturnType<typeof operateDomains>>,
    OperateDomainsMutationError,
    OperateDomainsMutationVariables
  > => ({
    ...getOperateDomainsMutationOptions(),
    mutationKey: getOperateDomainsMutationKey(),
    onSuccess: (_, { accountId }) => {
      void queryClient.invalidateQueries({ queryKey: issueQueries.pendingProcesses(accountId).queryKey });
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: scanQueries.active(accountId).queryKey }),
        SCANS_AFTER_ADD_MS,
      );
    },
  }),
  /**
   * Remove a user-added domain (§4): the delete, then the server's work on it, followed through the user-input
   * processes. The write stays pending until the processes no longer list the domain, so `usePendingWrites` names
   * the domains this tab is removing, across pages; then the account's data is read again. A failed delete or a
   * failed progress read ends the write in error (RemovalProgressError, or FollowedQueryError when the monitor read
   * it, or PollingTimeoutError): the domain is unmarked and can be removed again.
   */
  remove: (queryClient: QueryClient, monitorRunning: boolean): KeyedMutationOptions<void, Error, RemovedDomain, unknown> => {
    const { mutationFn: deleteDomain } = getDeleteDomainMutationOptions();
    return {
      mutationKey: getDeleteDomainMutationKey(),
      mutationFn: async (removed: RemovedDomain, context: MutationFunctionContext) => {
        await deleteDomain!(removed, context);
        await followDomainRemoval(queryClient, removed, monitorRunning).catch((error: unknown) => {
          throw error instanceof FollowedQueryError || error instanceof PollingTimeoutError
            ? error
            : new RemovalProgressError(error);
        });
      },
      onSuccess: (_done: void, { accountId }: RemovedDomain) =>
        Promise.all(scanResultKeys(accountId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    };
  },
};
