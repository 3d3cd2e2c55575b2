/**
 * Saved views kept in this browser (issue #27): a backend without saved views answers 404 or 501, and the console
 * keeps the user's views in localStorage instead, per user, and says so in the Views menu.
 */
import type { SavedView, SavedViews } from '@generated/model';
import { localStore } from '@/shared/persistence/local-store';

const storageKey = (userId: string) => `stance.savedViews.${userId}`;

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored view the console can use: anything else (another version's shape, a hand edit) is left out. */
function isStoredView(value: unknown): value is SavedView {
  const view = value as Partial<SavedView> | null;
  return (
    typeof view === 'object' &&
    view !== null &&
    isText(view.id) &&
    isText(view.list) &&
    isText(view.name) &&
    isText(view.search) &&
    typeof view.filters === 'object' &&
    view.filters !== null &&
    Object.values(view.filters).every((values) => Array.isArray(values) && values.every(isText)) &&
    (view.sort === null || (typeof view.sort === 'object' && isText(view.sort?.column))) &&
    Array.isArray(view.columns) &&
    view.columns.every(isText) &&
    typeof view.is_default === 'boolean'
  );
}

/** The views this browser keeps for the user (revision 0: nothing to compare with). */
export function readBrowserViews(userId: string): SavedViews {
  const text = localStore.get(storageKey(userId));
  if (!text) return { revision: 0, views: [] };
  try {
    const parsed = JSON.parse(text) as { views?: unknown };
    return { revision: 0, views: Array.isArray(parsed.views) ? parsed.views.filter(isStoredView) : [] };
  } catch {
    return { revision: 0, views: [] };
  }
}

export function writeBrowserViews(userId: string, views: readonly SavedView[]): SavedViews {
  localStore.set(storageKey(userId), JSON.stringify({ views }));
  return { revision: 0, views: [...views] };
}
