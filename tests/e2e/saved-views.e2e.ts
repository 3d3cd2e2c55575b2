import { describe, expect } from 'vitest';
import { assetsPage } from './pages/digital-footprint';
import { savedViewsMenu } from './pages/saved-views';
import { toasts } from './pages/shared';
import { appUrl, seriousAxeViolations } from './support/browser';
import { test } from './support/fixture';
import { expectClean, searchList, searchParam, until } from './support/expectations';
import { scriptSavedViews } from './support/saved-views-server';
import { withFlags } from './support/write-count';

/*
 * Issue #27, saved views: 'Views' on a list saves its search, filters, sort and columns for the user; the default view
 * opens when the list opens without URL state, and only then; rename and delete; a backend without saved views (404)
 * keeps them in this browser's storage and the menu says so; the flag off shows no menu.
 */

const ASSETS = '/digital-footprint/assets';
const TOTAL_ASSETS = 40 + 4 + 13;
const NOT_FOUND_LINE = /Failed to load resource: the server responded with a status of 404/;

describe('saved views (issue #27)', () => {
  test('save a view as default (one request for a double click), then the bare list opens it', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const server = await scriptSavedViews(page);
    const views = savedViewsMenu(page);
    await goto(`${ASSETS}?types=subdomain,host&sort=name:desc`);
    expect(await views.items()).toEqual(['No saved views yet', 'Save view…']);

    await views.save('Hosts by name', true, 'dblclick');
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]).toMatchObject({
      revision: 0,
      views: [{ list: 'assets', name: 'Hosts by name', filters: { types: ['subdomain', 'host'] }, is_default: true }],
    });
    expect(server.puts[0]?.views[0]?.sort).toEqual({ column: 'name', direction: 'desc' });
    // The URL shows the saved view: it is ticked, with its actions.
    expect(await views.items()).toEqual([
      'Hosts by name Default',
      'Save view…',
      'Rename view…',
      'Stop opening by default',
      'Copy link',
      'Delete view…',
    ]);

    // The list opened without URL state: the default view applies.
    await goto(ASSETS);
    await until(() => searchList(page, 'types')).toEqual(['subdomain', 'host']);
    expect(searchParam(page, 'sort')).toBe('name:desc');
    // A link with state of its own opens as it says: the default does not apply.
    await goto(`${ASSETS}?q=portal`);
    await until(() => searchParam(page, 'q')).toBe('portal');
    expect(searchList(page, 'types')).toBeUndefined();

    expectClean(watched);
  });

  test('rename and delete the current view, one request each with the revision read', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const server = await scriptSavedViews(page, {
      views: [
        {
          id: 'sv-hosts',
          list: 'assets',
          name: 'Hosts by name',
          search: '',
          filters: { types: ['subdomain', 'host'] },
          sort: { column: 'name', direction: 'desc' },
          columns: [],
          is_default: true,
        } as never,
      ],
    });
    const views = savedViewsMenu(page);
    await goto(`${ASSETS}?types=subdomain,host&sort=name:desc`);
    await views.rename('Hosts');
    expect(server.views.map((view) => view.name)).toEqual(['Hosts']);
    await views.remove();
    expect(server.views).toEqual([]);
    expect(server.puts.map((put) => put.revision)).toEqual([0, 1]);
    expect(await views.items()).toEqual(['No saved views yet', 'Save view…']);
    expectClean(watched);
  });

  test("'Copy link' puts the current view's link on the clipboard, says so, and the link opens the view", async ({ open }) => {
    const watched = await open();
    const { page, goto, context } = watched;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() });
    await scriptSavedViews(page, {
      views: [
        {
          id: 'sv-issues-urgent',
          list: 'issues',
          name: 'Critical and important, open',
          search: '',
          filters: { severity: ['critical', 'important'], status: ['open', 'in_review'] },
          sort: null,
          columns: [],
          is_default: false,
        },
      ],
    });
    const views = savedViewsMenu(page);
    // The summary's URL also holds the score history's range, which is no part of the issues' view: the link leaves it.
    await goto('/?severity=critical,important&status=open,in_review&history=12m');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await views.open();
    await views.pick('Copy link');
    await until(() => toasts(page)).toContain('success: Link copied');
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.origin).toBe(new URL(appUrl()).origin);
    expect(copied.pathname).toBe('/');
    expect([...copied.searchParams].sort()).toEqual([
      ['severity', 'critical,important'],
      ['status', 'open,in_review'],
    ]);

    // The link opens the list as the view has it, and the menu ticks the view.
    await goto(`${copied.pathname}${copied.search}`);
    await until(() => searchList(page, 'severity')).toEqual(['critical', 'important']);
    expect(searchParam(page, 'history')).toBeUndefined();
    await views.open();
    expect(await views.menu.getByRole('menuitem', { name: 'Current view Critical and important, open' }).isVisible()).toBe(true);
    expectClean(watched);
  });

  test("a view is picked from the menu (axe on the open menu), and focus returns to 'Views'", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    await scriptSavedViews(page, {
      views: [
        {
          id: 'sv-disputed',
          list: 'assets',
          name: 'Disputed',
          search: '',
          filters: { dispute: ['disputed'] },
          sort: null,
          columns: [],
          is_default: false,
        } as never,
      ],
    });
    const views = savedViewsMenu(page);
    await goto(`${ASSETS}?q=portal`);
    await views.open();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await views.pick('Disputed');
    await until(() => searchList(page, 'dispute')).toEqual(['disputed']);
    expect(searchParam(page, 'q')).toBeUndefined();
    // Focus is back on the button that opened the menu.
    await until(() => views.button.evaluate((button) => button === document.activeElement)).toBe(true);
    expectClean(watched);
  });

  test('the endpoint answering 404: the views are kept in this browser, and the menu says so', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const server = await scriptSavedViews(page, { absent: true });
    const views = savedViewsMenu(page);
    await goto('/settings/team?q=maya');
    await views.open();
    await until(() => views.note().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await views.save('Maya', true);
    await goto('/settings/team');
    await until(() => searchParam(page, 'q')).toBe('maya');
    expect(server.puts).toEqual([]);
    expect(await views.items()).toEqual([
      'Maya Default',
      'Save view…',
      'Rename view…',
      'Stop opening by default',
      'Copy link',
      'Delete view…',
    ]);
    expectClean(watched, [NOT_FOUND_LINE]);
  });

  test("the summary's issues open with the user's default view, and a link's own state wins", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    await scriptSavedViews(page, {
      views: [
        {
          id: 'sv-issues-urgent',
          list: 'issues',
          name: 'Critical and important, open',
          search: '',
          filters: { severity: ['critical', 'important'], status: ['open', 'in_review'] },
          sort: { column: 'severity', direction: 'desc' },
          columns: [],
          is_default: true,
        },
      ],
    });
    await goto('/');
    await until(() => searchList(page, 'severity')).toEqual(['critical', 'important']);
    expect(searchList(page, 'status')).toEqual(['open', 'in_review']);
    await goto('/?category=network_exposures');
    await until(() => searchList(page, 'category')).toEqual(['network_exposures']);
    expect(searchList(page, 'severity')).toBeUndefined();
    expectClean(watched);
  });

  test('flag off: no Views menu, no read, the list as before', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const server = await scriptSavedViews(page);
    await withFlags(page, { saved_views_enabled: false });
    const assets = assetsPage(page);
    await goto(ASSETS);
    await assets.ready(TOTAL_ASSETS);
    expect(await savedViewsMenu(page).button.count()).toBe(0);
    expect(server.gets).toBe(0);
    expectClean(watched);
  });
});
