import { describe, expect } from 'vitest';
import type { AuditEventsPage } from '@generated/model';
import { settingsPage } from './pages/settings';
import { filterPopup, pathOf } from './pages/shared';
import { sharedTargets } from './pages/shared.targets';
import { locate } from './pages/targets';
import { shellPage } from './pages/shell';
import { seriousAxeViolations } from './support/browser';
import { expectClean, searchParam, until } from './support/expectations';
import { test } from './support/fixture';
import { withFlags } from './support/write-count';

/** The newest events of the contract's default example, as the list words them. */
const NEWEST = ['Integration sync started', 'Invitation revoked', 'Member invited', 'Asset disputed'];
const AUDIT_PATH = /\/api\/accounts\/[^/]+\/audit-events$/;
const RESPONSE_404 = /Failed to load resource: the server responded with a status of 404/;

describe('audit log (issue #28)', () => {
  test('the tab with the mock default: newest first; a row opens the event and its changes', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const settings = settingsPage(page);
    await goto('/settings/account');
    await settings.tab('Audit log').click();
    await until(() => pathOf(page)).toBe('/settings/audit-log');
    await until(() => settings.audit.actions().then((a) => a.slice(0, 4))).toEqual(NEWEST);
    await settings.audit.open('aud-0035');
    expect(await settings.drawer.heading()).toBe('Member invited');
    expect(searchParam(page, 'panel')).toBe('auditEvent');
    expect(searchParam(page, 'item')).toBe('aud-0035');
    expect(await settings.audit.changes.innerText()).toMatch(/Role\s+—\s+Member[\s\S]*Job title\s+—\s+Practice Manager/);
    expectClean(watched);
  });

  test('filtered by the URL: the filters and search go to the server, and the popup writes them back', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const settings = settingsPage(page);
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (AUDIT_PATH.test(url.pathname)) asked.push(url);
    });
    await goto('/settings/audit-log?action=team&actor=usr-maya&q=nguyen');
    await until(() => asked.some((url) => url.searchParams.get('actor') === 'usr-maya')).toBe(true);
    const sent = asked.find((url) => url.searchParams.get('actor') === 'usr-maya')!.searchParams;
    expect(sent.get('q')).toBe('nguyen');
    expect(sent.get('action')?.split(',')).toEqual([
      'member_invited',
      'invitation_resent',
      'invitation_revoked',
      'member_joined',
      'member_removed',
      'member_role_changed',
      'member_updated',
      'member_mfa_reset',
    ]);
    expect(await settings.audit.search.inputValue()).toBe('nguyen');
    const filters = filterPopup(page);
    expect(await filters.button.getAttribute('aria-label')).toBe('Filters, 2 active');

    // The popup: Stance's own actions over the last 7 days.
    await filters.open();
    await filters.popup.getByRole('combobox', { name: 'Who' }).selectOption({ label: 'Stance' });
    await filters.timeRange.selectOption({ label: 'Last 7 days' });
    await filters.apply();
    await until(() => searchParam(page, 'actor')).toBe('stance');
    expect(searchParam(page, 'range')).toBe('7d');
    expect(searchParam(page, 'action')).toBe('team');
    await until(() => asked.some((url) => url.searchParams.get('actor') === 'stance' && url.searchParams.has('from'))).toBe(true);
    expectClean(watched);
  });

  test('a custom range in the URL: from and to go to the server, the list shows those days, and a reload keeps it', async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto } = watched;
    const settings = settingsPage(page);
    // Prism answers the example whatever the params: answer as the server does, the events at or after from, before to.
    const answers: { url: URL; ids: string[] }[] = [];
    let whole = 0;
    await page.route(
      (url) => AUDIT_PATH.test(url.pathname),
      async (route) => {
        const url = new URL(route.request().url());
        const body = (await (await route.fetch()).json()) as AuditEventsPage;
        whole = body.events.length;
        const from = Date.parse(url.searchParams.get('from') ?? '');
        const to = Date.parse(url.searchParams.get('to') ?? '');
        const events = body.events.filter((e) => !(Date.parse(e.occurred_at) < from) && !(Date.parse(e.occurred_at) >= to));
        answers.push({ url, ids: events.map((e) => e.id) });
        await route.fulfill({ json: { events, next_cursor: null } });
      },
    );
    // The days where the browser is: from the start of Nov 19 to the start of Nov 21 (the end of the To day).
    const [from, to] = await page.evaluate(() => [new Date(2026, 10, 19).toISOString(), new Date(2026, 10, 21).toISOString()]);
    const filters = filterPopup(page);

    for (const load of ['goto', 'reload'] as const) {
      const before = answers.length;
      if (load === 'goto') await goto('/settings/audit-log?from=2026-11-19&to=2026-11-20');
      else await page.reload();
      // The list's request (the settings' tab also asks for the log, without filters, to know whether it exists).
      const listed = () => answers.slice(before).find((answer) => answer.url.searchParams.has('from'));
      await until(() => listed() !== undefined).toBe(true);
      const answer = listed()!;
      expect([answer.url.searchParams.get('from'), answer.url.searchParams.get('to')]).toEqual([from, to]);
      // Some of the example's events, not all, and exactly those rows.
      expect(answer.ids.length).toBeGreaterThan(0);
      expect(answer.ids.length).toBeLessThan(whole);
      await until(() => settings.audit.table.rowIds()).toEqual(answer.ids);
      expect(searchParam(page, 'from')).toBe('2026-11-19');
      expect(searchParam(page, 'to')).toBe('2026-11-20');
      await until(() => filters.button.getAttribute('aria-label')).toBe('Filters, 1 active');
    }

    // The popup shows the range as applied.
    await filters.open();
    expect(await filters.timeRange.inputValue()).toBe('custom');
    expect(await locate(filters.popup, sharedTargets.rangeFrom).inputValue()).toBe('2026-11-19');
    expect(await locate(filters.popup, sharedTargets.rangeTo).inputValue()).toBe('2026-11-20');
    await filters.cancel();
    expectClean(watched);
  });

  test('flag off: no tab, the page does not exist, the rest of the settings works, no request and no error', async ({ open }) => {
    const watched = await open();
    const { page, goto, requests } = watched;
    await withFlags(page, { audit_log_enabled: false });
    const settings = settingsPage(page);
    await goto('/settings/team');
    await until(() => settings.teamNames().then((names) => names.length)).toBe(8);
    expect(await settings.tab('Team').isVisible()).toBe(true);
    expect(await settings.tab('Audit log').count()).toBe(0);
    await goto('/settings/audit-log');
    await until(() => shellPage(page).notFound.isVisible()).toBe(true);
    expect(requests.filter((r) => AUDIT_PATH.test(r.replace(/^GET /, '')))).toEqual([]);
    expectClean(watched);
  });

  test('endpoint 404 (a backend one release behind): the tab goes, the page does not exist, no error shown', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    await page.route(/\/api\/accounts\/[^/]+\/audit-events/, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/problem+json',
        json: { type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: 'Not found.' },
      }),
    );
    const settings = settingsPage(page);
    const answered = page.waitForResponse((response) => AUDIT_PATH.test(new URL(response.url()).pathname));
    await goto('/settings/team');
    await answered;
    await until(() => settings.tab('Audit log').count()).toBe(0);
    await until(() => settings.teamNames().then((names) => names.length)).toBe(8);
    expect(await page.getByRole('alert').count()).toBe(0);
    await goto('/settings/audit-log');
    await until(() => shellPage(page).notFound.isVisible()).toBe(true);
    expectClean(watched, [RESPONSE_404]);
  });

  test.for(['light', 'dark'] as const)('is axe clean in %s with an event open', async (theme, { open }) => {
    const { page, goto } = await open({ theme });
    const settings = settingsPage(page);
    await goto('/settings/audit-log?panel=auditEvent&item=aud-0035');
    await settings.drawer.settled();
    await until(() => settings.audit.details.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
