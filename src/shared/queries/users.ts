import type { QueryClient } from '@tanstack/react-query';
import type { Keyed } from './mutations';
import { getGetLoginDataQueryKey } from '@generated/api/auth/auth';
import {
  getDeleteTeamMemberMutationKey,
  getDeleteTeamMemberMutationOptions,
  getEditTeamMemberMutationKey,
  getEditTeamMemberMutationOptions,
  getEditUserInfoMutationKey,
  getEditUserInfoMutationOptions,
  getGetTeamQueryOptions,
  getInviteTeamMemberMutationKey,
  getInviteTeamMemberMutationOptions,
  getResetTeamMemberMfaMutationKey,
  getResetTeamMemberMfaMutationOptions,
  getSetAppearanceModeMutationKey,
  getSetAppearanceModeMutationOptions,
} from '@generated/api/users/users';
import type { LoginData } from '@generated/model';

export const userQueries = {
  team: (accountId: string) => getGetTeamQueryOptions(accountId),
};

/** The team list after a write that changed it: read again (the write stays pending until it is, so its trigger too). */
const refreshTeam = (queryClient: QueryClient, accountId: string) =>
  queryClient.invalidateQueries({ queryKey: userQueries.team(accountId).queryKey });

export const userMutations = {
  /** Invite (§2.9): a truthy result puts the invitee on the team list. */
  invite: (queryClient: QueryClient): Keyed<typeof getInviteTeamMemberMutationOptions> => ({
    ...getInviteTeamMemberMutationOptions(),
    mutationKey: getInviteTeamMemberMutationKey(),
    onSuccess: (answer: { result: boolean }, { accountId }: { accountId: string }) =>
      answer.result ? refreshTeam(queryClient, accountId) : undefined,
  }),
  /** Delete user (§2.9): a truthy result takes the member off the list. */
  remove: (queryClient: QueryClient): Keyed<typeof getDeleteTeamMemberMutationOptions> => ({
    ...getDeleteTeamMemberMutationOptions(),
    mutationKey: getDeleteTeamMemberMutationKey(),
    onSuccess: (answer: { result: boolean }, { accountId }: { accountId: string }) =>
      answer.result ? refreshTeam(queryClient, accountId) : undefined,
  }),
  /**
   * Edit a member (issue #28: 'Edit member', 'Change role'): the team is read again, and the login data too when the
   * member is the signed-in user, whose own role it carries (an Admin may have changed their own).
   */
  editMember: (queryClient: QueryClient): Keyed<typeof getEditTeamMemberMutationOptions> => ({
    ...getEditTeamMemberMutationOptions(),
    mutationKey: getEditTeamMemberMutationKey(),
    onSuccess: (answer: { result: boolean }, { accountId, userId }: { accountId: string; userId: string }) => {
      if (!answer.result) return undefined;
      const own = queryClient.getQueryData<LoginData>(getGetLoginDataQueryKey())?.user.id === userId;
      return Promise.all([
        refreshTeam(queryClient, accountId),
        own ? queryClient.invalidateQueries({ queryKey: getGetLoginDataQueryKey() }) : undefined,
      ]);
    },
  }),
  /** Reset a member's MFA (issue #28): the team shows them without MFA. */
  resetMemberMfa: (queryClient: QueryClient): Keyed<typeof getResetTeamMemberMfaMutationOptions> => ({
    ...getResetTeamMemberMfaMutationOptions(),
    mutationKey: getResetTeamMemberMfaMutationKey(),
    onSuccess: (_answer: unknown, { accountId }: { accountId: string }) => refreshTeam(queryClient, accountId),
  }),
  /** Edit the signed-in user (§2.9): the answer is the stored user, shown at once. */
  edit: (queryClient: QueryClient): Keyed<typeof getEditUserInfoMutationOptions> => ({
    ...getEditUserInfoMutationOptions(),
    mutationKey: getEditUserInfoMutationKey(),
    onSuccess: (user: LoginData['user']) =>
      void queryClient.setQueryData<LoginData>(getGetLoginDataQueryKey(), (old) => (old ? { ...old, user } : old)),
  }),
  /** Saves the theme to the user's profile; the console applied and stored it already, and reads nothing back. */
  setAppearance: (): Keyed<typeof getSetAppearanceModeMutationOptions> => ({
    ...getSetAppearanceModeMutationOptions(),
    mutationKey: getSetAppearanceModeMutationKey(),
  }),
};
