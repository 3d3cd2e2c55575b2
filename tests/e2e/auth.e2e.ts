import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl } from './support/browser';
import { test } from './support/fixture';
import { installClock, until } from './support/expectations';
import { settingsPage } from './pages/settings';
import { shellPage } from './pages/shell';

const path = (url: string) => new URL(url).pathname;
const returnEndpoint = (url: string) => new URL(url).searchParams.get('return_endpoint');

const TOKEN = 'e2e-csrf-token';

interface SentRequest {
  method: string;
  path: string;
  token: string | undefined;
}

/** Every /api request the page sends from now on, with its X-CSRFToken header. */
function watchApi(page: Page): SentRequest[] {
  const sent: SentRequest[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      sent.push({ method: request.method(), path: url.pathname, token: request.headers()['x-csrftoken'] });
    }
  });
  return sent;
}

// The contract has no PUT or PATCH operation (contract-rules.test.ts checks it), so no real PUT or PATCH can be
// asserted here: tests/unit/api/http-client.test.ts is their guard. A PUT or PATCH added to the contract joins these.
describe('CSRF token', () => {
  test('goes with every POST the console makes and with no GET', async ({ open }) => {
    const { page, goto, context } = await open();
    await context.addCookies([{ name: 'csrftoken', value: TOKEN, url: appUrl() }]);
    const sent = watchApi(page);
    const shell = shellPage(page);
    await goto('/');
    await shell.switchToDarkMode();
    await until(() => sent.some((r) => r.method === 'POST' && r.path.endsWith('/users/appearance_mode'))).toBe(true);
    await shell.accountPicker.selectOption('acc-lakeview');
    await until(() => sent.some((r) => r.method === 'POST' && r.path.endsWith('/acc-lakeview/switch'))).toBe(true);

    const posts = sent.filter((r) => r.method === 'POST');
    const gets = sent.filter((r) => r.method === 'GET');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(gets.length).toBeGreaterThan(5);
    expect(posts.filter((r) => r.token !== TOKEN)).toEqual([]);
    expect(gets.filter((r) => r.token !== undefined)).toEqual([]);
  });

  test('goes with a real DELETE (removing a domain) and with no GET of the same journey', async ({ open }) => {
    const { page, goto, context } = await open();
    await context.addCookies([{ name: 'csrftoken', value: TOKEN, url: appUrl() }]);
    const sent = watchApi(page);
    const settings = settingsPage(page);
    await goto('/settings/account');
    await until(() => settings.domainState('smilecare-portal.net')).toBe('deletable');
    await settings.removeDomain('smilecare-portal.net');
    const deletes = () => sent.filter((r) => r.method === 'DELETE');
    await until(deletes).toEqual([
      { method: 'DELETE', path: '/api/accounts/acc-brightsmile/domains/dom-smilecare-portal-net', token: TOKEN },
    ]);
    // The reads the DELETE starts (the process poll) are GETs of the same journey.
    const afterDelete = () => sent.slice(sent.findIndex((r) => r.method === 'DELETE') + 1);
    await until(() => afterDelete().some((r) => r.method === 'GET' && r.path.endsWith('/user-inputs/in-progress'))).toBe(true);

    const gets = sent.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(5);
    expect(gets.filter((r) => r.token !== undefined)).toEqual([]);
    expect(sent.filter((r) => r.method !== 'GET' && r.method !== 'DELETE')).toEqual([]);
  });
});

describe('return after login', () => {
  test('/login?return= sends a same-origin path on to the identity provider', async ({ open }) => {
    const { page, goto } = await open();
    await goto('/login?return=%2Fsettings%2Fteam%3Fq%3Dmaya&utm_source=mail');
    await until(() => path(page.url())).toBe('/auth/login');
    expect(returnEndpoint(page.url())).toBe('/settings/team?q=maya');
  });

  test.for(['/.//evil.example', 'https://evil.example/'])('/login?return=%s goes back to /', async (target, { open }) => {
    const { page, goto } = await open();
    await goto(`/login?return=${encodeURIComponent(target)}`);
    await until(() => path(page.url())).toBe('/auth/login');
    expect(returnEndpoint(page.url())).toBe('/');
  });

  test('a 401 returns to the same path and query after login', async ({ open }) => {
    const { page, goto } = await open();
    await page.route('**/api/accounts/*/issues', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Unauthorized', status: 401 }),
      }),
    );
    await goto('/?q=vpn');
    await until(() => path(page.url())).toBe('/auth/login');
    expect(returnEndpoint(page.url())).toBe('/?q=vpn');
  });
});

describe('signing out', () => {
  test("sends no request after Log Out and keeps none of the signed-out user's data in memory", async ({ open }) => {
    const { page, goto } = await open();
    const shell = shellPage(page);
    const sent = watchApi(page);
    // The contract's own "not ready" answer for the issues: the MDR route's loader asks again every 5 s, a retry
    // that no component owns, so leaving the page does not stop it; only signing out does.
    await page.route('**/api/accounts/*/issues', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=202' } }),
    );
    // The identity provider answers 204: the browser stays on the signing-out page, whose requests can be watched.
    const leftFor: string[] = [];
    await page.route('**/auth/logout?*', (route) => {
      leftFor.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 204 });
    });
    // The page's clock: the 5 s retries are stepped, not waited for.
    await installClock(page);
    await goto('/mdr/overview');
    const issueReads = () => sent.filter((r) => r.path === '/api/accounts/acc-brightsmile/issues').length;
    await until(issueReads).toBeGreaterThan(0);
    // The retry is alive before signing out.
    const before = issueReads();
    await until(async () => issueReads() > before || (await page.clock.runFor(1000), false)).toBe(true);

    await shell.openUserMenu(/maya\.okafor@brightsmiledental\.com/);
    const signingOut = sent.length;
    await shell.menuItem('Log Out').click();
    await until(() => leftFor).toEqual(['/auth/logout']);
    expect(path(page.url())).toBe('/logout');
    // A minute of the page's time, in 5 s steps: every retry and poll would have asked again by now.
    for (let step = 0; step < 12; step++) await page.clock.runFor(5000);
    expect(sent.slice(signingOut)).toEqual([]);

    // Back to the console: it has to ask the server again who is signed in; nothing was kept in memory.
    await page.evaluate(() => history.back());
    await until(() => sent.slice(signingOut).map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/auth', 'GET /api/login-data']),
    );
  });
});
