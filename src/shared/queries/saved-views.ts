/**
 * The user's saved views (issue #27, saved_views_enabled; contract tag users): the reads. Apart from users.ts, and
 * the write apart from them (saved-view-writes.ts), because every list's first load reads the views for its default
 * one (budget.json).
 */
import { queryOptions } from '@tanstack/react-query';
import { getGetSavedViewsQueryOptions } from '@generated/api/saved-views/saved-views';

export const savedViewQueries = {
  /** The views the server keeps; 404/501: the backend keeps none (`browser`). */
  server: (userId: string) => getGetSavedViewsQueryOptions(userId),
  /** The views this browser keeps for the user, while the backend keeps none. */
  browser: (userId: string) =>
    queryOptions({
      queryKey: ['savedViews', 'browser', userId] as const,
      // Only against a backend without saved views: its code loads then.
      queryFn: () => import('../saved-views/browser-views').then((module) => module.readBrowserViews(userId)),
    }),
};

/** Where the views are kept: by the server, or (its answer was 404/501) in this browser. */
export type SavedViewsStorage = 'server' | 'browser';
