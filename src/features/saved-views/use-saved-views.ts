import { useQuery } from '@tanstack/react-query';
import type { SavedViews } from '@generated/model';
import { isAbsentCapability } from '@/shared/queries/capability';
import { savedViewQueries, type SavedViewsStorage } from '@/shared/queries/saved-views';

/** The user's saved views as the Views menu shows them. */
export type SavedViewsState =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; data: SavedViews; storage: SavedViewsStorage };

/**
 * The views from the server; when it answers 404/501 (a backend without saved views) from this browser's storage,
 * which the menu says. Off (flag) it reads nothing. Not awaited by any loader: the list paints without it.
 */
export function useSavedViews(enabled: boolean, userId: string): SavedViewsState {
  const server = useQuery({ ...savedViewQueries.server(userId), enabled });
  const inBrowser = enabled && isAbsentCapability(server.error);
  const browser = useQuery({ ...savedViewQueries.browser(userId), enabled: inBrowser });
  if (!enabled) return { state: 'hidden' };
  if (server.status === 'success') return { state: 'ready', data: server.data, storage: 'server' };
  if (server.status === 'pending') return { state: 'loading' };
  if (!inBrowser) return { state: 'error', retry: () => void server.refetch() };
  return browser.status === 'success' ? { state: 'ready', data: browser.data, storage: 'browser' } : { state: 'loading' };
}
