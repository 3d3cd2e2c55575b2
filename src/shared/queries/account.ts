import type { QueryClient } from '@tanstack/react-query';
import {
  getDeleteAccountMutationKey,
  getDeleteAccountMutationOptions,
  getEnforceAccountMfaMutationKey,
  getEnforceAccountMfaMutationOptions,
  getGetAccountInfoQueryKey,
  getGetMfaQueryKey,
  getResetMfaMutationKey,
  getResetMfaMutationOptions,
  getSetMfaMutationKey,
  getSetMfaMutationOptions,
  getSwitchAccountMutationKey,
  getSwitchAccountMutationOptions,
} from '@generated/api/account/account';
import type { Account, EnforceMfaRequest, MfaState, SetMfaRequest } from '@generated/model';
import type { Keyed } from './mutations';
import { userQueries } from './users';

/**
 * The account's writes. Their reads (account info, MFA state) are the platform's session queries, keyed by the
 * generated query keys used here.
 */
export const accountMutations = {
  /** Makes another account the current one. Nothing to update: the page reloads with it (console-platform.md §4). */
  switchAccount: (): Keyed<typeof getSwitchAccountMutationOptions> => ({
    ...getSwitchAccountMutationOptions(),
    mutationKey: getSwitchAccountMutationKey(),
  }),
  /** Enforce MFA on or off (§2.9): the account shows the policy at once; the team's MFA column is stale now. */
  enforceMfa: (queryClient: QueryClient): Keyed<typeof getEnforceAccountMfaMutationOptions> => ({
    ...getEnforceAccountMfaMutationOptions(),
    mutationKey: getEnforceAccountMfaMutationKey(),
    onSuccess: (_answer: unknown, { accountId, data }: { accountId: string; data: EnforceMfaRequest }) => {
      queryClient.setQueryData<Account>(getGetAccountInfoQueryKey(accountId), (old) =>
        old ? { ...old, enforce_mfa: data.enable } : old,
      );
      return queryClient.invalidateQueries({ queryKey: userQueries.team(accountId).queryKey });
    },
  }),
  /**
   * The user's own MFA (§2.9, §4). Switching on signs in again to enrol (the caller leaves for the login), so nothing
   * is cached then; switching off shows at once, in the session and on the user's team row.
   */
  setMfa: (queryClient: QueryClient): Keyed<typeof getSetMfaMutationOptions> => ({
    ...getSetMfaMutationOptions(),
    mutationKey: getSetMfaMutationKey(),
    onSuccess: (state: MfaState, { accountId, data }: { accountId: string; data: SetMfaRequest }) => {
      if (data.redirect_to_login) return undefined;
      queryClient.setQueryData(getGetMfaQueryKey(accountId), state);
      return queryClient.invalidateQueries({ queryKey: userQueries.team(accountId).queryKey });
    },
  }),
  resetMfa: (): Keyed<typeof getResetMfaMutationOptions> => ({
    ...getResetMfaMutationOptions(),
    mutationKey: getResetMfaMutationKey(),
  }),
  /** Delete account (§2.9): the caller signs out after it. */
  remove: (): Keyed<typeof getDeleteAccountMutationOptions> => ({
    ...getDeleteAccountMutationOptions(),
    mutationKey: getDeleteAccountMutationKey(),
  }),
};
