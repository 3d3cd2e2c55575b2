/**
 * Saved views (issue #27): the edits 'Save view', 'Rename', 'Delete' and 'Set as default' make. Each returns the whole
 * new set, which is what the contract's replaceSavedViews sends (one click, one request). Loaded with the Views menu.
 */
import type { SavedView } from '@generated/model';
import { SAVED_VIEW_NAME_RULE } from '@/shared/validation/form-rules';
import type { ViewState } from './view-state';

/** replaceSavedViews: at most 50 views per list (the contract answers 422 beyond it). */
export const MAX_VIEWS_PER_LIST = 50;

export const VIEW_MESSAGES = {
  duplicate: 'A view of this list already has this name',
  full: `A list keeps at most ${MAX_VIEWS_PER_LIST} views: delete one to save another`,
} as const;

export const canAddView = (views: readonly SavedView[], list: string): boolean =>
  views.filter((view) => view.list === list).length < MAX_VIEWS_PER_LIST;

/**
 * What is wrong with a view's name, or undefined: the contract's rule (1-60 characters, trimmed), and decision: names
 * are unique within a list, whatever the case, so the menu never shows two alike (`exceptId`: the view being renamed).
 */
export function viewNameProblem(name: string, views: readonly SavedView[], list: string, exceptId?: string): string | undefined {
  const rule = SAVED_VIEW_NAME_RULE(name);
  if (rule) return rule;
  const wanted = name.trim().toLocaleLowerCase();
  const taken = views.some(
    (view) => view.list === list && view.id !== exceptId && view.name.trim().toLocaleLowerCase() === wanted,
  );
  return taken ? VIEW_MESSAGES.duplicate : undefined;
}

/** Ids are the console's (copied links and the server's set name them); the contract's Id pattern allows these. */
export const newViewId = (): string => `sv-${crypto.randomUUID()}`;

/** One default per list: making `id` the default of `list` clears the others of that list. */
const onlyDefault = (views: readonly SavedView[], list: string, id: string | null): SavedView[] =>
  views.map((view) => (view.list === list ? { ...view, is_default: view.id === id } : view));

export interface NewView {
  id: string;
  list: string;
  name: string;
  state: ViewState;
  isDefault: boolean;
}

export function withNewView(views: readonly SavedView[], { id, list, name, state, isDefault }: NewView): SavedView[] {
  const view: SavedView = { id, list, name: name.trim(), ...state, is_default: isDefault };
  return [...(isDefault ? onlyDefault(views, list, id) : views), view];
}

export const withRename = (views: readonly SavedView[], id: string, name: string): SavedView[] =>
  views.map((view) => (view.id === id ? { ...view, name: name.trim() } : view));

export const withoutView = (views: readonly SavedView[], id: string): SavedView[] => views.filter((view) => view.id !== id);

/** 'Set as default' (`isDefault` true) or 'Stop opening by default' for the view `id`. */
export function withDefault(views: readonly SavedView[], id: string, isDefault: boolean): SavedView[] {
  const view = views.find((candidate) => candidate.id === id);
  if (!view) return [...views];
  return isDefault ? onlyDefault(views, view.list, id) : views.map((v) => (v.id === id ? { ...v, is_default: false } : v));
}
