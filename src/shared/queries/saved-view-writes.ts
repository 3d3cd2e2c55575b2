/** The saved views' one write (issue #27); its reads and why apart: saved-views.ts. Loaded with the Views menu. */
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetSavedViewsQueryKey,
  getReplaceSavedViewsMutationKey,
  getReplaceSavedViewsMutationOptions,
  type ReplaceSavedViewsMutationVariables,
} from '@generated/api/saved-views/saved-views';
import type { SavedViews, SavedViewsRevision } from '@generated/model';
import { httpStatusOf } from '@/api/errors';
import { writeBrowserViews } from '../saved-views/browser-views';
import type { KeyedMutationOptions } from './mutations';
import { savedViewQueries, type SavedViewsStorage } from './saved-views';

type ReplaceViews = ReplaceSavedViewsMutationVariables & { storage: SavedViewsStorage };

export const savedViewMutations = {
  /**
   * Save, rename, delete, set as default: the whole set, with the revision read (one click, one request). The answer's
   * views are the ones sent, so the read's cache takes them at once. A 409 SAVED_VIEWS_CHANGED (another tab saved
   * first) reads the views again; the caller keeps what the user typed and the next click sends the new set (never an
   * automatic retry). In this browser's storage when the backend keeps no views.
   */
  replace: (queryClient: QueryClient): KeyedMutationOptions<SavedViewsRevision, unknown, ReplaceViews> => {
    const { mutationFn: send } = getReplaceSavedViewsMutationOptions();
    return {
      mutationKey: getReplaceSavedViewsMutationKey(),
      mutationFn: async (variables, context) =>
        variables.storage === 'browser' ? writeBrowserViews(variables.userId, variables.data.views) : send!(variables, context),
      onSuccess: ({ revision }, { userId, data, storage }) => {
        const key = storage === 'browser' ? savedViewQueries.browser(userId).queryKey : getGetSavedViewsQueryKey(userId);
        queryClient.setQueryData<SavedViews>(key, { revision, views: data.views });
      },
      onError: (error, { userId }) =>
        httpStatusOf(error) === 409 ? queryClient.invalidateQueries({ queryKey: getGetSavedViewsQueryKey(userId) }) : undefined,
    };
  },
};
