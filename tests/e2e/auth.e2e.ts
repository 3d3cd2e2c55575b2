import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage } from './support/browser';
import { until } from './support/expectations';
import { shellPage } from './pages/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const path = (url: string) => new URL(url).pathname;
const returnEndpoint = (url: string) => new URL(url).searchParams.get('return_endpoint');

describe('CSRF token', () => {
  it('goes with every POST the console makes and with no GET', async () => {
    const { page, goto, context } = await openPage(browser);
    await context.addCookies([{ name: 'csrftoken', value: 'e2e-csrf-token', url: appUrl() }]);
    const sent: { method: string; path: string; token: string | undefined }[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) {
        sent.push({ method: request.method(), path: url.pathname, token: request.headers()['x-csrftoken'] });
      }
    });
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
    expect(posts.filter((r) => r.token !== 'e2e-csrf-token')).toEqual([]);
    expect(gets.filter((r) => r.token !== undefined)).toEqual([]);
    await context.close();
  });
});

describe('return after login', () => {
  it('/login?return= sends a same-origin path on to the identity provider', async () => {
    const { page, goto, context } = await openPage(browser);
    await goto('/login?return=%2Fsettings%2Fteam%3Fq%3Dmaya&utm_source=mail');
    await until(() => path(page.url())).toBe('/auth/login');
    expect(returnEndpoint(page.url())).toBe('/settings/team?q=maya');
    await context.close();
  });

  it.each(['/.//evil.example', 'https://evil.example/'])('/login?return=%s goes back to /', async (target) => {
    const { page, goto, context } = await openPage(browser);
    await goto(`/login?return=${encodeURIComponent(target)}`);
    await until(() => path(page.url())).toBe('/auth/login');
    expect(returnEndpoint(page.url())).toBe('/');
    await context.close();
  });

  it('a 401 returns to the same path and query after login', async () => {
    const { page, goto, context } = await openPage(browser);
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
    await context.close();
  });
});
