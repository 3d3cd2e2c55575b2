import type { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '@/api/errors';
import type { Keyed } from './mutations';
import { getGetLoginDataQueryKey } from '@generated/api/auth/auth';
import {
  getCreateInvitationsMutationKey,
  getCreateInvitationsMutationOptions,
  getGetInvitationsQueryOptions,
  getResendInvitationMutationKey,
  getResendInvitationMutationOptions,
  getRevokeInvitationMutationKey,
  getRevokeInvitationMutationOptions,
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
  /** Invitations not accepted yet (issue #28, invitations_enabled): read through useCapabilityQuery. */
  invitations: (accountId: string) => getGetInvitationsQueryOptions(accountId),
};

/** The team list after a write that changed it: read again (the write stays pending until it is, so its trigger too). */
const refreshTeam = (queryClient: QueryClient, accountId: string) =>
  queryClient.invalidateQueries({ queryKey: userQueries.team(accountId).queryKey });

/** The invitations after a write that changed them (an unread list is left alone). */
const refreshInvitations = (queryClient: QueryClient, accountId: string) =>
  queryClient.invalidateQueries({ queryKey: userQueries.invitations(accountId).queryKey });

/** An invite adds a member and an invitation: both lists are read again. */
const refreshInvitees = (queryClient: QueryClient, accountId: string) =>
  Promise.all([refreshTeam(queryClient, accountId), refreshInvitations(queryClient, accountId)]);

export const userMutations = {
  /** Invite (§2.9): a truthy result puts the invitee on the team list. */
  invite: (queryClient: QueryClient): Keyed<typeof getInviteTeamMemberMutationOptions> => ({
    ...getInviteTeamMemberMutationOptions(),
    mutationKey: getInviteTeamMemberMutationKey(),
    onSuccess: (answer: { result: boolean }, { accountId }: { accountId: string }) =>
      answer.result ? refreshInvitees(queryClient, accountId) : undefined,
  }),
  /** Bulk invite (issue #28): each invited row is a member and an invitation. */
  createInvitations: (queryClient: QueryClient): Keyed<typeof getCreateInvitationsMutationOptions> => ({
    ...getCreateInvitationsMutationOptions(),
    mutationKey: getCreateInvitationsMutationKey(),
    onSuccess: (answer: { invited_count: number }, { accountId }: { accountId: string }) =>
      answer.invited_count > 0 ? refreshInvitees(queryClient, accountId) : undefined,
  }),
  /** 'Resend invitation' (issue #28): pending again with a new expiry. */
  resendInvitation: (queryClient: QueryClient): Keyed<typeof getResendInvitationMutationOptions> => ({
    ...getResendInvitationMutationOptions(),
    mutationKey: getResendInvitationMutationKey(),
    onSuccess: (_answer: unknown, { accountId }: { accountId: string }) => refreshInvitations(queryClient, accountId),
    // 404: accepted or revoked meanwhile; the lists show what is left.
    onError: (error: unknown, { accountId }: { accountId: string }) =>
      httpStatusOf(error) === 404 ? refreshInvitees(queryClient, accountId) : undefined,
  }),
  /** 'Revoke invitation' (issue #28): the invitation and the invitee's inactive member are gone. */
  revokeInvitation: (queryClient: QueryClient): Keyed<typeof getRevokeInvitationMutationOptions> => ({
    ...getRevokeInvitationMutationOptions(),
    mutationKey: getRevokeInvitationMutationKey(),
    onSuccess: (_answer: unknown, { accountId }: { accountId: string }) => refreshInvitees(queryClient, accountId),
    onError: (error: unknown, { accountId }: { accountId: string }) =>
      httpStatusOf(error) === 404 ? refreshInvitees(queryClient, accountId) : undefined,
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
