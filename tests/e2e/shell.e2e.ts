import { describe, expect } from 'vitest';
import { appUrl } from './support/browser';
import { test } from './support/fixture';
import { installClock, until, untilWithClock } from './support/expectations';
import { toasts } from './pages/shared';
import { invitationPage, settingsPage, shellPage } from './pages/shell';

const path = (url: string) => new URL(url).pathname;

describe('start-up and access rules', () => {
  test('an unauthenticated visit lands on the login URL with the return endpoint', async ({ open }) => {
    const { page, goto } = await open({ scenario: 'signedOut' });
    // The page's own search (its route declares `q` and `sort`) comes back after sign-in; the foreign `utm_source` is stored.
    await goto('/settings/team?q=smith&sort=name&utm_source=mail');
    await until(() => path(page.url())).toBe('/auth/login');
    const params = new URL(page.url()).searchParams;
    expect(params.get('return_endpoint')).toBe('/settings/team?q=smith&sort=name');
    expect(params.get('application_id')).toBe('stance-console');
    // The mock build sets no VITE_AUTH_AUDIENCE: the app config's default.
    expect(params.get('audience')).toBe('https://api.stance.example');
  });

  test('a 401 on any call triggers a fresh login', async ({ open }) => {
    const { page, goto } = await open();
    await page.route('**/api/accounts/*/team', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Unauthorized', status: 401 }),
      }),
    );
    await goto('/settings/team');
    await until(() => path(page.url())).toBe('/auth/login');
    expect(new URL(page.url()).searchParams.get('return_endpoint')).toBe('/settings/team');
  });

  test('MFA enforced sends every path to /settings/account with the enable-MFA dialog', async ({ open }) => {
    const { page, goto } = await open({ scenario: 'mfaEnforced' });
    const shell = shellPage(page);
    for (const from of ['/', '/mdr/alerts', '/settings/user', '/integrations', '/nonexistent', '/mdr/no-such-tab']) {
      await goto(from);
      await until(() => path(page.url())).toBe('/settings/account');
    }
    // "open 0": open, and no animation running (a closing dialog is "closed" and animating out, then gone).
    const dialogState = shell.mfaDialogState;
    await until(dialogState).toBe('open 0');
    await page.keyboard.press('Escape');
    await page.mouse.click(4, 4);
    // Two frames give a close time to start.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await dialogState()).toBe('open 0');
    expect(await shell.closeDialogButton.count()).toBe(0);
  });

  test('a flag switched off removes the route (404) and the link', async ({ open }) => {
    // The contract's features with fraud defense and MDR off; every other call answers with its default.
    const { page, goto } = await open({ scenario: 'fraudAndMdrOff' });
    const shell = shellPage(page);
    await goto('/fraud-defense/open-issues');
    await until(() => shell.notFound.count()).toBe(1);
    const nav = shell.mainNav;
    expect(await nav.getByRole('link', { name: 'Fraud Defense' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'MDR' }).count()).toBe(0);
    await goto('/mdr/overview');
    await until(() => shell.notFound.count()).toBe(1);
  });

  test('query parameters present at start-up are stored and removed from the address bar', async ({ open }) => {
    const { page, goto } = await open();
    const settings = settingsPage(page);
    await goto('/settings/user?utm_source=newsletter&ref=abc');
    await until(() => settings.userDetails.count()).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('stance.startupParams'))).toBe(
      JSON.stringify({ utm_source: 'newsletter', ref: 'abc' }),
    );
  });

  test('shows the policy notices with the product name', async ({ open }) => {
    const expiring = await open({ scenario: 'policyExpiring' });
    await expiring.goto('/');
    await until(() => shellPage(expiring.page).policyNotice.textContent()).toContain(
      'Your Cyber Insurance Policy and Stance Account Expiration in 12 Days',
    );
    const grace = await open({ scenario: 'gracePeriod' });
    await grace.goto('/');
    await until(() => shellPage(grace.page).policyNotice.textContent()).toContain(
      'Important Notice: Your Stance Account is expired. 5 Days of Grace Period remain',
    );
  });
});

describe('layout', () => {
  test('below 1280 px the navigation is a mobile drawer menu', async ({ open }) => {
    const { page, goto } = await open({ width: 1024, height: 800 });
    const shell = shellPage(page);
    await goto('/');
    expect(await shell.mainNav.isVisible()).toBe(false);
    await shell.openNavMenu();
    const menu = shell.mobileNav;
    await menu.getByRole('link', { name: 'Integrations' }).click();
    await until(() => path(page.url())).toBe('/integrations');
    await until(() => menu.isVisible()).toBe(false);
  });

  test('at 1440 px the side navigation shows, Summary active only on /', async ({ open }) => {
    const { page, goto } = await open();
    const shell = shellPage(page);
    await goto('/');
    const nav = shell.mainNav;
    expect(await nav.getByRole('link', { name: 'Summary' }).getAttribute('aria-current')).toBe('page');
    await goto('/mdr/alerts');
    expect(await nav.getByRole('link', { name: 'Summary' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('link', { name: 'MDR' }).getAttribute('aria-current')).toBe('page');
  });

  test('the settings menu is titled with the e-mail and leads to settings and logout', async ({ open }) => {
    const { page, goto } = await open();
    const shell = shellPage(page);
    await goto('/');
    await shell.openUserMenu(/maya\.okafor@brightsmiledental\.com/);
    await shell.menuItem('System Settings').click();
    await until(() => path(page.url())).toBe('/settings/account');
    await shell.openUserMenu(/maya\.okafor@brightsmiledental\.com/);
    await shell.menuItem('Log Out').click();
    await until(() => path(page.url())).toBe('/auth/logout');
  });

  test('the theme survives a reload and is saved to the server', async ({ open }) => {
    const { page, goto, requests } = await open({ theme: 'light' });
    const shell = shellPage(page);
    await goto('/');
    await shell.switchToDarkMode();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await until(() => requests.some((r) => r.endsWith('/users/appearance_mode'))).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });
});

describe('security training link', () => {
  test('requests a magic link and opens it in a new tab', async ({ open }) => {
    const { page, goto, context, requests } = await open();
    const shell = shellPage(page);
    await context.route('https://training.stance.example/**', (route) => route.fulfill({ status: 200, body: 'training' }));
    await goto('/');
    const popup = context.waitForEvent('page');
    await shell.openSecurityTraining();
    const tab = await popup;
    await until(() => tab.url()).toContain('training.stance.example/magic/');
    await until(() => requests).toContain('POST /api/accounts/acc-brightsmile/wizer/magic-link');
    expect(await page.evaluate(() => localStorage.getItem('stance.trainingLink'))).toContain('magic');
  });

  test('a click before the training status has loaded waits for it instead of taking training as inactive', async ({ open }) => {
    const { page, context, requests } = await open();
    const shell = shellPage(page);
    await context.route('https://training.stance.example/**', (route) => route.fulfill({ status: 200, body: 'training' }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/accounts/*/wizer/integration', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${appUrl()}/`);
    const popup = context.waitForEvent('page');
    await shell.openSecurityTraining();
    release();
    const tab = await popup;
    await until(() => tab.url()).toContain('training.stance.example/magic/');
    await until(() => requests).toContain('POST /api/accounts/acc-brightsmile/wizer/magic-link');
    expect(await shell.trainingTransitionDialog.isVisible()).toBe(false);
  });

  test('shows the transition dialog when training is not active', async ({ open }) => {
    const { page, goto } = await open();
    const shell = shellPage(page);
    // The contract's own inactive integration (its newCustomer example), for this one call.
    await page.route('**/api/accounts/*/wizer/integration', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=newCustomer' } }),
    );
    await goto('/');
    await shell.openSecurityTraining();
    await until(() => shell.trainingTransitionDialog.isVisible()).toBe(true);
  });

  test("shows the server's detail on 409", async ({ open }) => {
    const { page, goto } = await open();
    const shell = shellPage(page);
    // The contract's own 409 answer.
    await page.route('**/api/accounts/*/wizer/magic-link', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=409' } }),
    );
    await goto('/');
    await shell.openSecurityTraining();
    await until(() => page.getByText('A training invitation is already pending for this user.').count()).toBe(1);
  });

  test('a double click requests one link and opens one tab (#26.5)', async ({ open }) => {
    const { page, goto, context, errors } = await open();
    const shell = shellPage(page);
    await context.route('https://training.stance.example/**', (route) => route.fulfill({ status: 200, body: 'training' }));
    const posts: string[] = [];
    let release = () => {};
    // Each link is held back until released, so the second click comes while the first request is on its way.
    await page.route('**/api/accounts/*/wizer/magic-link', async (route) => {
      posts.push(route.request().method());
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const tabs: string[] = [];
    page.on('popup', (popup) => tabs.push(popup.url()));
    // Training's status has loaded: a click goes straight to the request.
    const status = page.waitForResponse((response) => response.url().endsWith('/wizer/integration'));
    await goto('/');
    await status;

    const linkOpened = async (click: () => Promise<void>) => {
      const opened = context.waitForEvent('page');
      await click();
      await until(() => posts.length).toBeGreaterThan(0);
      release();
      const tab = await opened;
      await until(() => tab.url()).toContain('training.stance.example/magic/');
    };
    // A real double click, then (the cached link cleared) two clicks in one task, before React renders the button busy.
    await linkOpened(() => shell.securityTraining.dblclick());
    expect(posts).toEqual(['POST']);
    await page.evaluate(() => localStorage.removeItem('stance.trainingLink'));
    posts.splice(0);
    await linkOpened(() =>
      shell.securityTraining.evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      }),
    );
    expect(posts).toEqual(['POST']);
    expect(tabs).toHaveLength(2);
    expect(await toasts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('invitation page', () => {
  test('validates on blur, submits on Enter and thanks the visitor', async ({ open }) => {
    const { page, goto, errors, requests } = await open();
    const invitation = invitationPage(page);
    await goto('/new-invitation');
    const field = invitation.email;
    const button = invitation.getStarted;
    await field.fill('dr.patel@lakeview');
    expect(await button.isDisabled()).toBe(true);
    await field.blur();
    await until(() => page.getByText('Please insert a valid email address').isVisible()).toBe(true);
    await field.fill('dr.patel@lakeviewortho.com');
    expect(await button.isDisabled()).toBe(false);
    await field.press('Enter');
    await until(() => invitation.thanks.count()).toBe(1);
    expect(await page.getByText('Check your inbox.').count()).toBe(1);
    expect(await page.getByText("If you're eligible, you'll receive an invite to start using Stance soon.").count()).toBe(1);
    // A page for visitors: nothing asked of a session (the first load starts the session's reads for signed-in pages only).
    expect(requests.filter((request) => /^GET \/api\/(auth|login-data)$/.test(request))).toEqual([]);
    await invitation.signIn.click();
    await until(() => path(page.url())).toBe('/');
    expect(errors).toEqual([]);
  });

  test('a failed request keeps the e-mail and says so', async ({ open }) => {
    const { page, goto } = await open();
    const invitation = invitationPage(page);
    await page.route('**/api/invitations', (route) =>
      route.fulfill({ status: 500, json: { title: 'Server error', status: 500 } }),
    );
    await goto('/new-invitation');
    await invitation.email.fill('it@clinic.com');
    await invitation.getStarted.click();
    await until(() => page.getByRole('alert').textContent()).toContain("We couldn't send your request");
    expect(await invitation.email.inputValue()).toBe('it@clinic.com');
  });
});

describe('scans', () => {
  test('when the running scan finishes, announces it after 8 s and reloads the data', async ({ open }) => {
    const { page, goto, requests } = await open({ scenario: 'scanInProgress' });
    let finished = false;
    // The scenario's running scan, until the test lets it finish: then the contract's default answer (no scans).
    await page.route('**/api/accounts/*/scans?*', (route) =>
      finished ? route.continue({ headers: { ...route.request().headers(), prefer: 'example=default' } }) : route.continue(),
    );
    await goto('/');
    const scanReads = () => requests.filter((r) => r === 'GET /api/accounts/acc-brightsmile/scans').length;
    const issueReads = () => requests.filter((r) => r === 'GET /api/accounts/acc-brightsmile/issues').length;
    await until(scanReads).toBeGreaterThan(0);
    await until(issueReads).toBeGreaterThan(0);
    const before = issueReads();
    // The page's clock from here on: the next poll and the 8 s before the announcement are stepped, not waited for.
    await installClock(page);
    let answered = false;
    void page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/scans')).then(() => (answered = true));
    finished = true;
    await until(async () => answered || (await page.clock.runFor(250), false)).toBe(true);
    const done = page.getByText(
      'Scan successfully completed. You can find the updated information in the issues/digital footprint pages',
    );
    // Not announced at once: still nothing 5 s after the finished scan was read; announced by 10 s (8 s, plus the
    // steps the clock may make while the page reads the answer).
    await page.clock.runFor(5_000);
    expect(await done.count()).toBe(0);
    let stepped = 5_000;
    await until(async () => {
      if ((await done.count()) === 1) return true;
      await page.clock.runFor(500);
      stepped += 500;
      return false;
    }).toBe(true);
    expect(stepped).toBeLessThanOrEqual(10_000);
    await until(issueReads).toBeGreaterThan(before);
  });
});

describe('bad input and failures', () => {
  test('a response the console cannot read at all shows a clear message where its data would be; the rest keeps working', async ({
    open,
  }) => {
    const { page, goto } = await open();
    const settings = settingsPage(page);
    // Not a list at all: unlike one unusable member (left out of the list), nothing of this answer can be used.
    await page.route('**/api/accounts/*/team', (route) => route.fulfill({ json: { members: 'none' } }));
    await goto('/settings/team');
    await until(() => settings.unreadableData.count()).toBe(1);
    await settings.tab('User').click();
    await until(() => settings.userDetails.count()).toBe(1);
  });

  test('a server in maintenance (503 at start-up) shows the maintenance screen', async ({ open }) => {
    const { page, goto } = await open();
    const shell = shellPage(page);
    await installClock(page);
    await page.route('**/api/login-data', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Maintenance', status: 503 }),
      }),
    );
    await goto('/');
    await untilWithClock(page, () => shell.maintenance.count()).toBe(1);
  });
});

describe('account picker', () => {
  test('switching saves the chosen account, clears the cached training link and reloads', async ({ open }) => {
    const { page, goto, requests } = await open();
    const shell = shellPage(page);
    await goto('/');
    await page.evaluate(() =>
      localStorage.setItem('stance.trainingLink', JSON.stringify({ link: 'https://x.example', expiresAt: Date.now() + 60_000 })),
    );
    const reloaded = page.waitForEvent('load');
    await shell.accountPicker.selectOption('acc-lakeview');
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem('stance.account'))).toBe('acc-lakeview');
    expect(await page.evaluate(() => localStorage.getItem('stance.trainingLink'))).toBeNull();
    await until(() => requests).toContain('POST /api/accounts/acc-lakeview/switch');
    await until(() => requests.includes('GET /api/accounts/acc-lakeview/features')).toBe(true);
  });

  test('a second choice while the switch is on its way sends nothing more (#26.5)', async ({ open }) => {
    const { page, goto } = await open();
    const shell = shellPage(page);
    const posts: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/accounts/*/switch', async (route) => {
      posts.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await goto('/');
    await until(() => shell.accountPicker.isEnabled()).toBe(true);
    // Two changes in one task, before React renders the picker disabled: the second must be dropped.
    await shell.accountPicker.evaluate((select: HTMLSelectElement) => {
      for (const id of ['acc-lakeview', 'acc-brightsmile']) {
        select.value = id;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    await until(() => shell.accountPicker.isDisabled()).toBe(true);
    const reloaded = page.waitForEvent('load');
    release();
    await reloaded;
    expect(posts).toEqual(['/api/accounts/acc-lakeview/switch']);
    expect(await page.evaluate(() => localStorage.getItem('stance.account'))).toBe('acc-lakeview');
  });
});
