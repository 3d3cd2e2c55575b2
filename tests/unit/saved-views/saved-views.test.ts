/**
 * Saved views (issue #27): a list's URL state as a view and back, which view is current and which opens by default,
 * the edits (one default per list, 50 per list, names from the contract's rule), and this browser's storage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedView } from '@generated/model';
import examples from '../../../openapi/examples/saved-views.json';
import { readBrowserViews, writeBrowserViews } from '@/shared/saved-views/browser-views';
import {
  MAX_VIEWS_PER_LIST,
  VIEW_MESSAGES,
  canAddView,
  newViewId,
  viewNameProblem,
  withDefault,
  withNewView,
  withRename,
  withoutView,
} from '@/shared/saved-views/view-edits';
import {
  activeViewOf,
  defaultViewOf,
  hasListState,
  searchOfView,
  viewStateOf,
  type ListViewSpec,
} from '@/shared/saved-views/view-state';

const ISSUES: ListViewSpec = { list: 'issues', filters: { severity: 'list', status: 'list', range: 'one' } };
const ASSETS: ListViewSpec = { list: 'assets', filters: { types: 'list', dispute: 'list' }, sort: 'pair' };
const TEAM: ListViewSpec = { list: 'team', filters: {}, sort: 'split' };
const VIEWS = examples.default.value.views as unknown as SavedView[];

const view = (over: Partial<SavedView>): SavedView => ({
  id: 'sv-x',
  list: 'issues',
  name: 'X',
  search: '',
  filters: {},
  sort: null,
  columns: [],
  is_default: false,
  ...over,
});

describe('a view from the URL and back', () => {
  it("reads the search text, the list's filters, the sort and the visible columns, and nothing else", () => {
    const state = viewStateOf(ASSETS, {
      q: 'portal',
      types: ['subdomain', 'host'],
      sort: 'issues:desc',
      cols: 'hostname,issues,last_seen',
      drawer: 'asset',
    });
    expect(state).toEqual({
      search: 'portal',
      filters: { types: ['subdomain', 'host'] },
      sort: { column: 'issues', direction: 'desc' },
      columns: ['hostname', 'issues', 'last_seen'],
    });
  });

  it('holds a one-value filter as a list of one, an empty list (nothing ticked) as empty, and absent as absent', () => {
    expect(viewStateOf(ISSUES, { range: '30', status: [] }).filters).toEqual({ range: ['30'], status: [] });
    expect(viewStateOf(ISSUES, {})).toEqual({ search: '', filters: {}, sort: null, columns: [] });
  });

  it("reads the team's split sort, and no sort where the list keeps none in its URL", () => {
    expect(viewStateOf(TEAM, { sort: 'last_sign_in', dir: 'desc' }).sort).toEqual({ column: 'last_sign_in', direction: 'desc' });
    expect(viewStateOf(TEAM, { sort: 'name' }).sort).toEqual({ column: 'name', direction: 'asc' });
    expect(viewStateOf(ISSUES, { sort: 'name:asc' }).sort).toBeNull();
    expect(viewStateOf(ASSETS, { sort: 'name' }).sort).toBeNull();
  });

  it('gives back every param the view covers, absent ones as undefined, so applying it replaces the whole state', () => {
    expect(searchOfView(ISSUES, view({ filters: { severity: ['critical'], range: ['30'] } }))).toEqual({
      q: undefined,
      severity: ['critical'],
      status: undefined,
      range: '30',
      cols: undefined,
    });
    expect(
      searchOfView(
        TEAM,
        view({ list: 'team', search: 'maya', sort: { column: 'name', direction: 'desc' }, columns: ['name', 'role'] }),
      ),
    ).toEqual({ q: 'maya', sort: 'name', dir: 'desc', cols: 'name,role' });
  });

  it('round-trips: the URL a view gives reads back as the same view', () => {
    for (const saved of VIEWS.filter((v) => v.list === 'assets')) {
      const state = viewStateOf(ASSETS, searchOfView(ASSETS, saved));
      expect(state).toEqual({ search: saved.search, filters: saved.filters, sort: saved.sort, columns: saved.columns });
    }
  });

  it("has list state only when one of the list's own params is set (an open drawer or another section's range is not)", () => {
    expect(hasListState(ISSUES, {})).toBe(false);
    expect(hasListState(ISSUES, { history: '90d', drawer: 'issue' })).toBe(false);
    expect(hasListState(ISSUES, { q: '' })).toBe(false);
    expect(hasListState(ISSUES, { status: [] })).toBe(true);
    expect(hasListState(ISSUES, { cols: 'name' })).toBe(true);
  });
});

describe('the current and the default view', () => {
  it("is the list's default, one per list", () => {
    // The contract's example opens nothing by default (the mock's console opens as the specification's).
    expect(VIEWS.some((v) => v.is_default)).toBe(false);
    const chosen = VIEWS.map((v) => (v.id === 'sv-issues-urgent' || v.id === 'sv-team-mfa-off' ? { ...v, is_default: true } : v));
    expect(defaultViewOf(chosen, 'issues')?.id).toBe('sv-issues-urgent');
    expect(defaultViewOf(chosen, 'team')?.id).toBe('sv-team-mfa-off');
    expect(defaultViewOf(chosen, 'assets')).toBeUndefined();
  });

  it('is the view whose state the URL shows, whatever the order of the values', () => {
    const search = { severity: ['important', 'critical'], status: ['in_review', 'open'] };
    expect(activeViewOf(VIEWS, { ...ISSUES, filters: { severity: 'list', category: 'list', status: 'list' } }, search)?.id).toBe(
      'sv-issues-urgent',
    );
    expect(activeViewOf(VIEWS, ISSUES, { severity: ['critical'] })).toBeUndefined();
  });
});

describe('the edits', () => {
  const base = [view({ id: 'a', is_default: true }), view({ id: 'b' }), view({ id: 'c', list: 'team', is_default: true })];

  it('keeps one default per list: a new default or "Set as default" clears the others of that list only', () => {
    const added = withNewView(base, {
      id: 'n',
      list: 'issues',
      name: ' New ',
      state: viewStateOf(ISSUES, { q: 'x' }),
      isDefault: true,
    });
    expect(added.map((v) => [v.id, v.is_default])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
      ['n', true],
    ]);
    expect(added.at(-1)).toMatchObject({ name: 'New', search: 'x', list: 'issues' });
    expect(withDefault(base, 'b', true).map((v) => v.is_default)).toEqual([false, true, true]);
    expect(withDefault(base, 'a', false).map((v) => v.is_default)).toEqual([false, false, true]);
    expect(withDefault(base, 'gone', true)).toEqual(base);
  });

  it('renames and deletes one view and leaves the rest as they were', () => {
    expect(withRename(base, 'b', '  Mine ')[1]?.name).toBe('Mine');
    expect(withoutView(base, 'a').map((v) => v.id)).toEqual(['b', 'c']);
  });

  it('saves at most 50 views per list', () => {
    const full = Array.from({ length: MAX_VIEWS_PER_LIST }, (_, i) => view({ id: `v${i}` }));
    expect(canAddView(full, 'issues')).toBe(false);
    expect(canAddView(full, 'team')).toBe(true);
    expect(canAddView(full.slice(1), 'issues')).toBe(true);
    expect(VIEW_MESSAGES.full).toContain('50');
  });

  it("checks the name with the contract's rule (1-60 characters) and refuses a name the list has, whatever the case", () => {
    expect(viewNameProblem('   ', base, 'issues')).toBe('Name is required');
    expect(viewNameProblem('x'.repeat(60), base, 'issues')).toBeUndefined();
    expect(viewNameProblem('x'.repeat(61), base, 'issues')).toBe('Name is limited to 60 characters');
    expect(viewNameProblem(' x ', base, 'issues')).toBe(VIEW_MESSAGES.duplicate);
    expect(viewNameProblem('X', base, 'team')).toBe(VIEW_MESSAGES.duplicate);
    expect(viewNameProblem('X', base, 'assets')).toBeUndefined();
    expect(viewNameProblem('X', base, 'issues', 'a')).toBe(VIEW_MESSAGES.duplicate);
    expect(viewNameProblem('X', [view({ id: 'a' })], 'issues', 'a')).toBeUndefined();
  });

  it("makes ids the contract's Id pattern takes", () => {
    expect(newViewId()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newViewId()).not.toBe(newViewId());
  });
});

describe("this browser's storage (the backend answers 404/501)", () => {
  function storage() {
    const map = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) },
    });
    return map;
  }
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the views per user and reads them back', () => {
    storage();
    expect(readBrowserViews('usr-maya')).toEqual({ revision: 0, views: [] });
    writeBrowserViews('usr-maya', VIEWS);
    expect(readBrowserViews('usr-maya').views).toEqual(VIEWS);
    expect(readBrowserViews('usr-elena').views).toEqual([]);
  });

  it('leaves out what it cannot use (a hand edit, another shape) instead of failing', () => {
    const map = storage();
    map.set(
      'stance.savedViews.usr-maya',
      JSON.stringify({ views: [VIEWS[0], { id: 1 }, null, { ...VIEWS[1], filters: { a: [1] } }] }),
    );
    expect(readBrowserViews('usr-maya').views).toEqual([VIEWS[0]]);
    map.set('stance.savedViews.usr-maya', '{not json');
    expect(readBrowserViews('usr-maya').views).toEqual([]);
  });

  it('still answers when storage is unavailable (private mode): the views last for the page', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    });
    expect(writeBrowserViews('usr-maya', VIEWS).views).toEqual(VIEWS);
    expect(readBrowserViews('usr-maya').views).toEqual([]);
  });
});
