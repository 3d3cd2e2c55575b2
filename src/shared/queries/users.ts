import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Keyed, KeyedMutationOptions } from './mutations';
import { getGetLoginDataQueryKey } from '@generated/api/auth/auth';
import {
  getDeleteTeamMemberMutationKey,
  getDeleteTeamMemberMutationOptions,
  getEditUserInfoMutationKey,
  getEditUserInfoMutationOptions,
  getGetSavedViewsQueryKey,
  getGetSavedViewsQueryOptions,
  getGetTeamQueryOptions,
  getInviteTeamMemberMutationKey,
  getInviteTeamMemberMutationOptions,
  getReplaceSavedViewsMutationKey,
  getReplaceSavedViewsMutationOptions,
  getSetAppearanceModeMutationKey,
  getSetAppearanceModeMutationOptions,
  type ReplaceSavedViewsMutationVariables,
} from '@generated/api/users/users';
import type { LoginData, SavedViews, SavedViewsRevision } from '@generated/model';
import { httpStatusOf } from '@/api/errors';
import { readBrowserViews, writeBrowserViews } from '../saved-views/browser-views';

export const userQueries = {
  team: (accountId: string) => getGetTeamQueryOptions(accountId),
  /** The user's saved views (issue #27, saved_views_enabled); 404/501: the backend keeps none (browserViews). */
  savedViews: (userId: string) => getGetSavedViewsQueryOptions(userId),
  /** The views this browser keeps for the user, while the backend keeps none. */
  browserViews: (userId: string) =>
    queryOptions({ queryKey: ['savedViews', 'browser', userId] as const, queryFn: () => readBrowserViews(userId) }),
};

/** Where the views are kept: by the server, or (its answer was 404/501) in this browser. */
export type SavedViewsStorage = 'server' | 'browser';

type ReplaceViews = ReplaceSavedViewsMutationVariables & { storage: SavedViewsStorage };

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
  /**
   * Save, rename, delete, set as default (issue #27): the whole set, with the revision read. The answer's views are the
   * ones sent, so the read's cache takes them at once. A 409 SAVED_VIEWS_CHANGED (another tab saved first) reads the
   * views again; the caller keeps what the user typed, and the next click sends the new set (never an automatic retry).
   * In this browser's storage when the backend keeps no views.
   */
  replaceViews: (queryClient: QueryClient): KeyedMutationOptions<SavedViewsRevision, unknown, ReplaceViews> => {
    const { mutationFn: send } = getReplaceSavedViewsMutationOptions();
    return {
      mutationKey: getReplaceSavedViewsMutationKey(),
      mutationFn: async (variables, context) =>
        variables.storage === 'browser' ? writeBrowserViews(variables.userId, variables.data.views) : send!(variables, context),
      onSuccess: ({ revision }, { userId, data, storage }) => {
        const key = storage === 'browser' ? userQueries.browserViews(userId).queryKey : getGetSavedViewsQueryKey(userId);
        queryClient.setQueryData<SavedViews>(key, { revision, views: data.views });
      },
      onError: (error, { userId }) =>
        httpStatusOf(error) === 409 ? queryClient.invalidateQueries({ queryKey: getGetSavedViewsQueryKey(userId) }) : undefined,
    };
  },
};
