import { integrationsPage } from './pages/integrations';
import { describe, expect } from 'vitest';
import { seriousAxeViolations } from './support/browser';
import { test } from './support/fixture';
import { expectClean, installClock, SCRIPTED_500, until } from './support/expectations';
import { toasts } from './pages/shared';
import { disconnectFailedToast, failDisconnect, requestStaysPending } from './support/integrations-server';
import { integrationsTargets as t } from './pages/integrations.targets';
import { locate } from './pages/targets';

describe('integrations', () => {
  test('enables Google Workspace through the real sign-in window', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const integrations = integrationsPage(page);
    await goto('/integrations');
    await until(() => integrations.status('google')).toBe('inactive');
    await integrations.card('google').click();
    await integrations.details.waitFor();
    const popup = await integrations.enableInWindow();
    await popup.getByRole('link', { name: 'Allow', exact: true }).click();
    await until(() => page.getByTestId('toast').first().textContent(), 30_000).toContain(
      'Google Workspace successfully set, with no issues found. Good job!',
    );
    await until(() => integrations.status('google')).toBe('active');
    await until(() => page.evaluate(() => localStorage.getItem('stance.integration-result'))).toBeNull();
    // Every call of the journey (add, request poll, jobs, reloads) kept to the contract.
    expectClean(watched);
  });

  test('shows the configuration error when Google directory scopes are missing, and the provider error on deny', async ({
    open,
  }) => {
    const { page, goto } = await open();
    const integrations = integrationsPage(page);
    await goto('/integrations?panel=integration&item=google');
    await integrations.details.waitFor();
    let popup = await integrations.enableInWindow();
    await popup.getByRole('link', { name: 'Allow without directory scopes' }).click();
    await until(() => integrations.error.textContent()).toBe(
      'There was a problem configuring the integration. Please tap the Enable integration button to start over.',
    );
    popup = await integrations.enableInWindow();
    await popup.getByRole('link', { name: 'Deny' }).click();
    await until(() => integrations.error.textContent()).toBe('The administrator declined to grant the requested permissions.');
    // The callback page stored the provider's error_description and closed the sign-in window.
    await until(() => popup.isClosed()).toBe(true);
    expect(await integrations.status('google')).toBe('broken');
  });

  test('says sign-in was cancelled when the window closes without a result; the card is unchanged', async ({ open }) => {
    const { page, goto } = await open();
    const integrations = integrationsPage(page);
    await goto('/integrations?panel=integration&item=google');
    await integrations.details.waitFor();
    const popup = await integrations.enableInWindow();
    await popup.close();
    await until(() => integrations.details.getByText('Sign-in was cancelled').isVisible()).toBe(true);
    expect(await integrations.status('google')).toBe('inactive');
  });

  test('sends the CrowdStrike client data encrypted, never the secret', async ({ open }) => {
    const watched = await open({ scenario: 'newCustomer' });
    const { page, goto } = watched;
    const integrations = integrationsPage(page);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) bodies.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    // Every console line, warnings and the error reporter's note (no DSN in this build) included.
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    await goto('/integrations?panel=integration&item=crowdstrike');
    await integrations.details.waitFor();
    const secret = 'TopSecretValue0123456789';
    await integrations.crowdStrike.clientId.fill('3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
    await integrations.crowdStrike.clientSecret.fill(secret);
    await integrations.crowdStrike.baseUrl.fill('https://api.us-2.crowdstrike.com');
    await integrations.enableButton.click();
    await until(() => bodies.some((b) => b.includes('/providers/prov-crowdstrike/integration'))).toBe(true);
    const sent = bodies.find((b) => b.includes('/providers/prov-crowdstrike/integration'))!;
    expect(sent).not.toContain(secret);
    const payload = JSON.parse(sent.slice(sent.indexOf(' ') + 1)) as { value: Record<string, string>; enable: boolean };
    expect(payload.enable).toBe(true);
    expect(Object.keys(payload.value)).toEqual(['client_data']);
    expect(payload.value.client_data).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    expect(bodies.join('\n')).not.toContain(secret);
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href),
    ).not.toContain(secret);
    // The add call's answer and the request poll have come back: the flow has run to its end.
    await until(() => bodies.some((b) => b.includes('/integration-requests/'))).toBe(true);
    expect(consoleLines.join('\n')).not.toContain(secret);
    expectClean(watched);
  });

  test('shows the broken integration in both themes, axe clean, page and drawer', async ({ open }) => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, goto } = await open({ scenario: 'integrationBroken', theme });
      const integrations = integrationsPage(page);
      await goto('/integrations');
      await until(() => integrations.status('microsoft')).toBe('broken');
      expect(await integrations.card('microsoft').textContent()).toContain(
        'Token expired: the Microsoft 365 consent was revoked',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await integrations.card('microsoft').click();
      await until(() => integrations.error.textContent()).toContain('Token expired');
      // axe counts the page behind as hidden only once the drawer has finished sliding in.
      await integrations.drawer.settled();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });

  test('disables an active integration after the confirmation: DELETE, the panel closes, the toast', async ({ open }) => {
    const { page, goto, requests } = await open();
    const integrations = integrationsPage(page);
    await goto('/integrations');
    await until(() => integrations.status('microsoft')).toBe('active');
    await integrations.card('microsoft').click();
    await integrations.details.waitFor();
    // Located by its label, not its role: the open dialog hides the drawer from the accessibility tree.
    const toggle = integrations.details.locator('input[aria-label="Microsoft 365 active"]');
    expect(await toggle.isChecked()).toBe(true);
    // Keyboard: the switch's input takes focus and Space toggles it. Cancelling the confirmation changes nothing.
    await toggle.focus();
    await page.keyboard.press('Space');
    const dialog = locate(page, t.disableDialog);
    await until(() => toggle.isChecked()).toBe(false);
    await locate(dialog, t.cancel).click();
    await until(() => dialog.count()).toBe(0);
    expect(await toggle.isChecked()).toBe(true);
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);

    await toggle.focus();
    await page.keyboard.press('Space');
    await locate(dialog, t.confirmDisable).click();
    await until(() => page.getByTestId('toast').first().textContent()).toContain(
      'Integration disabled. You can always turn it back on, or feel free to reach out with any questions.',
    );
    await until(() => requests).toContain(
      'DELETE /api/accounts/acc-brightsmile/providers/prov-microsoft/integration/intg-7c1e4a92',
    );
    await until(() => page.getByTestId('side-drawer').count()).toBe(0);
  });

  test('#26.10 a failed disconnect (DELETE 500) reads the integration again: still active, with a toast that it failed', async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto, requests } = watched;
    const integrations = integrationsPage(page);
    await failDisconnect(page);
    await goto('/integrations?panel=integration&item=microsoft');
    await integrations.details.waitFor();
    const toggle = integrations.details.locator('input[aria-label="Microsoft 365 active"]');
    await until(() => toggle.isChecked()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Space');
    await locate(locate(page, t.disableDialog), t.confirmDisable).click();
    await until(() => toasts(page)).toContain(`error: ${disconnectFailedToast('Microsoft 365')}`);
    // The list was read again after the refused DELETE, and what the server says shows: still active.
    const deleteAt = requests.findIndex((r) => r.startsWith('DELETE'));
    expect(deleteAt).toBeGreaterThan(-1);
    await until(() => requests.slice(deleteAt).includes('GET /api/accounts/acc-brightsmile/integrations')).toBe(true);
    await until(() => toggle.isChecked()).toBe(true);
    expect(await integrations.details.getByText('Integration is active').isVisible()).toBe(true);
    expect(await integrations.status('microsoft')).toBe('active');
    expectClean(watched, [SCRIPTED_500]);
  });

  test('#26.14 a request still pending after its 10 retries says "Async call timeout limit reached"; nothing turns broken', async ({
    open,
  }) => {
    const watched = await open({ scenario: 'newCustomer' });
    const { page, goto, requests } = watched;
    const integrations = integrationsPage(page);
    await installClock(page);
    await requestStaysPending(page, 'prov-crowdstrike');
    await goto('/integrations?panel=integration&item=crowdstrike');
    await integrations.details.waitFor();
    await integrations.crowdStrike.clientId.fill('3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
    await integrations.crowdStrike.clientSecret.fill('TopSecretValue0123456789');
    await integrations.crowdStrike.baseUrl.fill('https://api.us-2.crowdstrike.com');
    await integrations.enableButton.click();
    const reads = () => requests.filter((r) => /^GET \/api\/accounts\/[^/]+\/integration-requests\/[^/]+$/.test(r)).length;
    await until(() => reads()).toBe(1);
    expect(await integrations.card('crowdstrike').textContent()).toContain('Waiting for authorization...');
    // Ten retries at 5 s (console-platform.md §9): each one after the clock moves on by the interval.
    for (let retry = 1; retry <= 10; retry++) {
      await page.clock.fastForward(5000);
      await until(() => reads()).toBe(retry + 1);
    }
    await until(() => toasts(page)).toContain('warning: Async call timeout limit reached');
    await page.clock.fastForward(60_000);
    expect(reads()).toBe(11);
    expect(await integrations.status('crowdstrike')).toBe('inactive');
    expect(await integrations.card('crowdstrike').getAttribute('data-status')).not.toBe('broken');
    expect(await integrations.error.count()).toBe(0);
    expect(await integrations.details.getByText('Async call timeout limit reached').isVisible()).toBe(true);
    expectClean(watched);
  });

  test('MAX_USERS_EXCEEDED closes the panel, shows the mailbox limit and leaves no error on the card', async ({ open }) => {
    const { page, goto } = await open({ scenario: 'newCustomer' });
    const integrations = integrationsPage(page);
    // The request poll answers with the contract's maxUsersExceeded example.
    await page.route('**/api/accounts/*/integration-requests/*', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=maxUsersExceeded' } }),
    );
    await goto('/integrations?panel=integration&item=microsoft');
    await integrations.details.waitFor();
    const popup = await integrations.enableInWindow();
    await popup.getByRole('link', { name: 'Accept' }).click();
    await until(() => page.getByTestId('toast').first().textContent(), 20_000).toContain(
      'Your Microsoft 365 account exceeds the 10,000 mailbox limit, causing the connection to fail. Please contact support via chat.',
    );
    await until(() => page.getByTestId('side-drawer').count()).toBe(0);
    expect(await integrations.status('microsoft')).toBe('inactive');
    expect(await integrations.card('microsoft').textContent()).not.toContain('mailbox limit');
  });

  test('drops a sign-in result record nobody waits for any more when the console starts', async ({ open }) => {
    const { page, goto } = await open();
    await goto('/integrations');
    const record = (age: number) =>
      JSON.stringify({
        state: `google.${'A'.repeat(22)}`,
        outcome: { kind: 'code', code: 'c-late' },
        writtenAt: Date.now() - age,
      });
    const stored = () => page.evaluate(() => localStorage.getItem('stance.integration-result'));
    // A minute old: another tab's sign-in may still take it.
    await page.evaluate((value) => localStorage.setItem('stance.integration-result', value), record(60_000));
    await page.reload({ waitUntil: 'networkidle' });
    expect(await stored()).not.toBeNull();
    // Older than the 5-minute sign-in limit: its sign-in gave up, or its tab is gone.
    // The console removes it once the module that knows the record has loaded, which may come after network idle.
    await page.evaluate((value) => localStorage.setItem('stance.integration-result', value), record(6 * 60_000));
    await page.reload();
    await until(stored).toBeNull();
  });

  test('sends the user to settings when no integration is enabled (console-platform.md §2.3)', async ({ open }) => {
    const { page, goto } = await open();
    await page.route('**/api/accounts/*/features', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { flags: Record<string, boolean> };
      body.flags.microsoft_integration_enabled = false;
      body.flags.google_integration_enabled = false;
      body.flags.crowdstrike_integration_enabled = false;
      await route.fulfill({ response, json: body });
    });
    await goto('/integrations');
    await until(() => new URL(page.url()).pathname).toMatch(/^\/settings\//);
    expect(await integrationsPage(page).card('google').count()).toBe(0);
  });
});
