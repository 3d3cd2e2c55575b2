import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMfaQueryKey,
  getSetMfaMutationKey,
  getSetMfaMutationOptions,
  getSwitchAccountMutationKey,
  getSwitchAccountMutationOptions,
  type SetMfaMutationError,
  type SetMfaMutationVariables,
  type SwitchAccountMutationError,
  type SwitchAccountMutationVariables,
} from '@generated/api/account/account';
import type { MfaState } from '@generated/model';
import type { KeyedMutationOptions } from './mutations';
import { userQueries } from './users';

export const accountMutations = {
  /** Makes another account the current one. Nothing to update: the page reloads with it (console-platform.md §4). */
  switchAccount: (): KeyedMutationOptions<void, SwitchAccountMutationError, SwitchAccountMutationVariables> => ({
    ...getSwitchAccountMutationOptions(),
    mutationKey: getSwitchAccountMutationKey(),
  }),
  /** The user's MFA: the answer is the session's MFA state, and the team table shows it on the user's own row. */
  setMfa: (queryClient: QueryClient): KeyedMutationOptions<MfaState, SetMfaMutationError, SetMfaMutationVariables> => ({
    ...getSetMfaMutationOptions(),
    mutationKey: getSetMfaMutationKey(),
    onSuccess: (state, { accountId }) => {
      queryClient.setQueryData(getGetMfaQueryKey(accountId), state);
      void queryClient.invalidateQueries({ queryKey: userQueries.team(accountId).queryKey });
    },
  }),
};
