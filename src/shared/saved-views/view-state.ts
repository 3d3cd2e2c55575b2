/**
 * Saved views (issue #27): a list's URL search state as a view and back. What the first load of a list needs (which
 * view is active, the default one); the edits, the name rule and the limit are in view-edits.ts, loaded with the menu.
 */
import type { KnownSavedViewList, SavedView } from '@generated/model';

/** How one filter param holds its value in the URL: a comma list (`listParam`) or one value (`choiceParam`, the actor). */
type FilterKind = 'list' | 'one';

/** What a list keeps in its URL, as the route's search schema declares it. */
export interface ListViewSpec {
  list: KnownSavedViewList;
  /** The filter params and their kind; a view's `filters` holds them as lists (one value: a list of one). */
  filters: Readonly<Record<string, FilterKind>>;
  /** How the URL holds the sort: `sort=column:direction` ('pair'), `sort=column&dir=direction` ('split'), or not at all. */
  sort?: 'pair' | 'split';
}

export type ViewState = Pick<SavedView, 'search' | 'filters' | 'sort' | 'columns'>;

type Search = Readonly<Record<string, unknown>>;

/** The params every list shares: the search text and the visible columns (a comma list of column ids, in order). */
const SEARCH_PARAM = 'q';
const COLUMNS_PARAM = 'cols';

/** The URL params a list's view covers; the rest (an open drawer, another section's range) a view leaves alone. */
function viewParams(spec: ListViewSpec): string[] {
  const sort = spec.sort === 'pair' ? ['sort'] : spec.sort === 'split' ? ['sort', 'dir'] : [];
  return [SEARCH_PARAM, ...Object.keys(spec.filters), ...sort, COLUMNS_PARAM];
}

/** A param's values: an array as it is, a comma list split; absent (or unreadable) is undefined. */
function valuesOf(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return value.split(',').filter((item) => item !== '');
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return undefined;
}

/** The list's state in its URL as a view's fields. */
export function viewStateOf(spec: ListViewSpec, search: Search): ViewState {
  const filters: Record<string, string[]> = {};
  for (const key of Object.keys(spec.filters)) {
    const values = valuesOf(search[key]);
    if (values) filters[key] = values;
  }
  return {
    search: typeof search[SEARCH_PARAM] === 'string' ? search[SEARCH_PARAM] : '',
    filters,
    sort: sortOf(spec, search),
    columns: valuesOf(search[COLUMNS_PARAM]) ?? [],
  };
}

function sortOf(spec: ListViewSpec, search: Search): ViewState['sort'] {
  const sort = search.sort;
  if (typeof sort !== 'string' || sort === '') return null;
  if (spec.sort === 'pair') {
    const [column, direction] = sort.split(':');
    return column && (direction === 'asc' || direction === 'desc') ? { column, direction } : null;
  }
  if (spec.sort === 'split') return { column: sort, direction: search.dir === 'desc' ? 'desc' : 'asc' };
  return null;
}

/**
 * A view's state as the list's search params: every param the view covers, absent ones as undefined, so applying it
 * replaces the list's whole state (spread it over the current search to keep what the view does not cover).
 */
export function searchOfView(spec: ListViewSpec, view: ViewState): Record<string, unknown> {
  const search: Record<string, unknown> = Object.fromEntries(viewParams(spec).map((key) => [key, undefined]));
  if (view.search !== '') search[SEARCH_PARAM] = view.search;
  for (const [key, kind] of Object.entries(spec.filters)) {
    const values = view.filters[key];
    if (values === undefined) continue;
    search[key] = kind === 'one' ? values[0] : values;
  }
  if (view.sort && spec.sort === 'pair') search.sort = `${view.sort.column}:${view.sort.direction}`;
  if (view.sort && spec.sort === 'split') Object.assign(search, { sort: view.sort.column, dir: view.sort.direction });
  if (view.columns.length > 0) search[COLUMNS_PARAM] = view.columns.join(',');
  return search;
}

/** Whether the URL holds any state of the list: only without it does the default view open. */
export const hasListState = (spec: ListViewSpec, search: Search): boolean =>
  viewParams(spec).some((key) => search[key] !== undefined && search[key] !== '');

/** The same state, whatever the order of filter keys and of a filter's values (a URL keeps the filter's own order). */
function sameState(a: ViewState, b: ViewState): boolean {
  return canonical(a) === canonical(b);
}

function canonical(view: ViewState): string {
  const filters = Object.keys(view.filters)
    .sort()
    .map((key) => [key, [...(view.filters[key] ?? [])].sort()]);
  return JSON.stringify([view.search.trim(), filters, view.sort, view.columns]);
}

export const viewsOf = (views: readonly SavedView[], list: string): SavedView[] => views.filter((view) => view.list === list);

export const defaultViewOf = (views: readonly SavedView[], list: string): SavedView | undefined =>
  views.find((view) => view.list === list && view.is_default);

/** The saved view whose state the URL shows now, if any (the default first, then the first saved). */
export function activeViewOf(views: readonly SavedView[], spec: ListViewSpec, search: Search): SavedView | undefined {
  const current = viewStateOf(spec, search);
  // Compared as the list's URL holds them: what a list does not keep there (a sort, an unknown filter) plays no part.
  const matching = viewsOf(views, spec.list).filter((view) => sameState(viewStateOf(spec, searchOfView(spec, view)), current));
  return matching.find((view) => view.is_default) ?? matching[0];
}
