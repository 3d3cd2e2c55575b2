import {
  getGetTeamQueryOptions,
  getSetAppearanceModeMutationKey,
  getSetAppearanceModeMutationOptions,
  type SetAppearanceModeMutationError,
  type SetAppearanceModeMutationVariables,
} from '@generated/api/users/users';
import type { KeyedMutationOptions } from './mutations';

export const userQueries = {
  team: (accountId: string) => getGetTeamQueryOptions(accountId),
};

export const userMutations = {
  /** Saves the theme to the user's profile; the console applied and stored it already, and reads nothing back. */
  setAppearance: (): KeyedMutationOptions<void, SetAppearanceModeMutationError, SetAppearanceModeMutationVariables> => ({
    ...getSetAppearanceModeMutationOptions(),
    mutationKey: getSetAppearanceModeMutationKey(),
  }),
};
