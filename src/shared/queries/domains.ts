import type { QueryClient } from '@tanstack/react-query';
import {
  getGetDomainsQueryOptions,
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
import { issueQueries } from './issues';
import type { KeyedMutationOptions } from './mutations';
import { scanQueries } from './scans';

export const domainQueries = {
  domains: (accountId: string) => getGetDomainsQueryOptions(accountId),
};

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
};
