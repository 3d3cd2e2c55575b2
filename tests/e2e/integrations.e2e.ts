import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { until } from './support/expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, type: string) => page.locator(`[data-testid="integration-card"][data-type="${type}"]`);
const details = (page: Page) => page.getByTestId('integration-details');

describe('integrations', () => {
  it('enables Google Workspace through the real sign-in window', async () => {
    const watched = await openPage(browser);
    const { page, goto } = watched;
    await goto('/integrations');
    await until(() => card(page, 'google').getAttribute('data-status')).toBe('inactive');
    await card(page, 'google').click();
    await details(page).waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      details(page).getByRole('button', { name: 'Enable Integration' }).click(),
    ]);
    await popup.getByRole('link', { name: 'Allow', exact: true }).click();
    await until(() => page.getByTestId('toast').first().textContent(), 30_000).toContain(
      'Google Workspace successfully set, with no issues found. Good job!',
    );
    await until(() => card(page, 'google').getAttribute('data-status')).toBe('active');
    await until(() => page.evaluate(() => localStorage.getItem('stance.integration-result'))).toBeNull();
    await watched.context.close();
  });

  it('shows the configuration error when Google directory scopes are missing, and the provider error on deny', async () => {
    const { page, goto, context } = await openPage(browser);
    await goto('/integrations?panel=integration&item=google');
    await details(page).waitFor();
    let [popup] = await Promise.all([
      page.waitForEvent('popup'),
      details(page).getByRole('button', { name: 'Enable Integration' }).click(),
    ]);
    await popup.getByRole('link', { name: 'Allow without directory scopes' }).click();
    await until(() => page.getByTestId('integration-error').textContent()).toBe(
      'There was a problem configuring the integration. Please tap the Enable integration button to start over.',
    );
    [popup] = await Promise.all([
      page.waitForEvent('popup'),
      details(page).getByRole('button', { name: 'Enable Integration' }).click(),
    ]);
    await popup.getByRole('link', { name: 'Deny' }).click();
    await until(() => page.getByTestId('integration-error').textContent()).toBe(
      'The administrator declined to grant the requested permissions.',
    );
    await context.close();
  });

  it('says sign-in was cancelled when the window closes without a result; the card is unchanged', async () => {
    const { page, goto, context } = await openPage(browser);
    await goto('/integrations?panel=integration&item=google');
    await details(page).waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      details(page).getByRole('button', { name: 'Enable Integration' }).click(),
    ]);
    await popup.close();
    await until(() => details(page).getByText('Sign-in was cancelled').isVisible()).toBe(true);
    expect(await card(page, 'google').getAttribute('data-status')).toBe('inactive');
    await context.close();
  });

  it('sends the CrowdStrike client data encrypted, never the secret', async () => {
    const { page, goto, context } = await openPage(browser, { scenario: 'newCustomer' });
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) bodies.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await goto('/integrations?panel=integration&item=crowdstrike');
    await details(page).waitFor();
    const secret = 'TopSecretValue0123456789';
    await page.getByLabel('Client ID').fill('3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
    await page.getByLabel('Client Secret').fill(secret);
    await page.getByLabel('Base URL').fill('https://api.us-2.crowdstrike.com');
    await details(page).getByRole('button', { name: 'Enable Integration' }).click();
    await until(() => bodies.some((b) => b.includes('/providers/prov-crowdstrike/integration'))).toBe(true);
    const sent = bodies.find((b) => b.includes('/providers/prov-crowdstrike/integration'))!;
    expect(sent).not.toContain(secret);
    expect(JSON.parse(sent.slice(sent.indexOf(' ') + 1)).value.client_data).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    expect(bodies.join('\n')).not.toContain(secret);
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href),
    ).not.toContain(secret);
    await context.close();
  });

  it('shows the broken integration in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, goto, context } = await openPage(browser, { scenario: 'integrationBroken', theme });
      await goto('/integrations');
      await until(() => card(page, 'microsoft').getAttribute('data-status')).toBe('broken');
      expect(await card(page, 'microsoft').textContent()).toContain('Token expired: the Microsoft 365 consent was revoked');
      await context.close();
    }
  });
});
