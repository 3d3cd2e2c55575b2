import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { integrationsPage } from './pages/integrations';
import { seriousAxeViolations } from './support/browser';
import { expectClean, until } from './support/expectations';
import { test } from './support/fixture';
import { countWrites, withFlags } from './support/write-count';

/** Integration health (issue #29) on the built app against the contract's mock. */
describe('integration health', () => {
  test('a revoked consent is fixed by reconnecting in place through the real sign-in window, keeping the issues', async ({
    open,
  }) => {
    const watched = await open({ scenario: 'integrationConsentRevoked' });
    const { page, goto } = watched;
    const integrations = integrationsPage(page);
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/providers/prov-microsoft/integration')) {
        adds.push(request.postData() ?? '');
      }
    });
    await goto('/integrations');
    await until(() => integrations.healthSummary.textContent()).toBe('1 needs attention');
    await until(() => integrations.status('microsoft')).toBe('broken');
    expect(await integrations.card('microsoft').textContent()).toContain('Access to Microsoft 365 was revoked');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await integrations.card('microsoft').click();
    await integrations.healthFix.waitFor();
    const issuesBefore = await issuesHeading(integrations.details).textContent();
    expect(await integrations.healthFix.textContent()).toContain(
      'Select Reconnect and sign in with a Global Administrator account.',
    );
    await integrations.drawer.settled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const popup = await integrations.reconnectInWindow();
    await popup.getByRole('link', { name: 'Accept', exact: true }).click();
    await until(() => page.getByTestId('toast').first().textContent(), 30_000).toContain(
      'Microsoft 365 reconnected. Its issues and sync history are kept.',
    );
    // The same connection, authorised again: not a delete and a new add.
    expect(adds.map((body) => JSON.parse(body) as { integration_id?: string })).toEqual([
      expect.objectContaining({ integration_id: 'intg-7c1e4a92', enable: true }),
    ]);
    expect(watched.requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
    await until(() => integrations.status('microsoft')).toBe('active');
    await until(() => integrations.healthSummary.textContent()).toBe('All integrations healthy');
    expect(await integrations.card('microsoft').textContent()).toContain('4 issues');
    await until(() => integrations.health.isVisible()).toBe(true);
    expect(await integrations.healthFix.count()).toBe(0);
    const issuesAfter = await issuesHeading(integrations.details).textContent();
    expect(issuesAfter).toBe(issuesBefore);
    expectClean(watched);
  });

  test("'Sync now' sends one request, shows the running state until the sync ends", async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const integrations = integrationsPage(page);
    const sent = await countWrites(page, 'POST', /\/integrations\/intg-7c1e4a92\/syncs$/);
    // The sync reads as running once (its first read), then, at the next poll 5 s later, as the contract's syncDone.
    let runningReads = 0;
    await page.route('**/api/accounts/*/integrations/*/syncs/*', async (route) => {
      if (runningReads++ < 1) return route.fulfill({ status: 200, json: RUNNING });
      return route.fallback();
    });
    await goto('/integrations?panel=integration&item=microsoft');
    await integrations.syncNow.waitFor();
    await integrations.syncNow.dblclick();
    await until(() => integrations.syncing.textContent()).toBe('Syncing now…');
    expect(await integrations.health.getByRole('button', { name: 'Syncing…' }).isDisabled()).toBe(true);
    await until(() => page.getByTestId('toast').first().textContent(), 15_000).toContain('Microsoft 365 synced.');
    await until(() => integrations.syncing.count()).toBe(0);
    expect(sent).toEqual(['/api/accounts/acc-brightsmile/integrations/intg-7c1e4a92/syncs']);
    await integrations.drawer.settled();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expectClean(watched);
  });

  test('flag off, or the sync history answering 404: the specification’s integrations page, with no error', async ({ open }) => {
    for (const absent of ['flag off', 'syncs 404'] as const) {
      const watched = await open({ scenario: 'integrationConsentRevoked' });
      const { page, goto } = watched;
      const integrations = integrationsPage(page);
      if (absent === 'flag off') await withFlags(page, { integration_health_enabled: false });
      else {
        await page.route('**/api/accounts/*/integrations/*/syncs', (route) =>
          route.fulfill({ status: 404, contentType: 'application/problem+json', json: { title: 'Not found', status: 404 } }),
        );
      }
      await goto('/integrations?panel=integration&item=microsoft');
      await integrations.details.waitFor();
      await until(() => integrations.status('microsoft')).toBe('broken');
      await until(() => issuesHeading(integrations.details).isVisible()).toBe(true);
      // The server's error text and the enable steps, as the specification has them; no Health section.
      expect(await integrations.details.textContent()).toContain(
        'The Microsoft 365 admin consent for Stance was revoked in Microsoft Entra ID.',
      );
      expect(await integrations.enableButton.isVisible()).toBe(true);
      // Gone once the flags or the 404 have been read (a 404 comes after the drawer's first frame).
      await until(() => integrations.health.count()).toBe(0);
      if (absent === 'flag off') expect(await integrations.healthSummary.count()).toBe(0);
      expectClean(watched, absent === 'syncs 404' ? [/status of 404/] : []);
    }
  });
});

/** 'Issues found (4)' in the drawer: the issues the integration keeps. */
const issuesHeading = (details: Locator) => details.getByText(/^Issues found \(\d+\)$/);

const RUNNING = {
  id: 'sync-9f41c2',
  integration_id: 'intg-7c1e4a92',
  status: 'running',
  trigger: 'manual',
  queued_at: '2026-11-23T09:00:00Z',
  started_at: '2026-11-23T09:00:04Z',
  finished_at: null,
  counts: null,
  health_error: null,
};
