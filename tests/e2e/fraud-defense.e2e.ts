import { describe, expect } from 'vitest';
import { DISABLED_TOAST, fraudDefensePage } from './pages/fraud-defense';
import { settled, toasts } from './pages/shared';
import { appUrl, seriousAxeViolations, type WatchedPage } from './support/browser';
import { test } from './support/fixture';
import { SCRIPTED_500, expectClean, searchList, searchParam, until } from './support/expectations';
import { disconnectFailedToast, failDisconnect } from './support/integrations-server';
import { campaignRemovalJourney, integrationsAfterDelete } from './support/fraud-defense-server';
import { withFlags } from './support/write-count';

/** A new customer on the landing joins, chooses Google in the activation panel and continues. */
async function continueWithGoogle({ page, goto }: WatchedPage) {
  const fd = fraudDefensePage(page);
  await goto('/fraud-defense/open-issues');
  await until(() => fd.landing.isVisible()).toBe(true);
  await fd.join();
  await fd.activation.choose('Google');
  await fd.activation.continueButton.click();
  return fd;
}

/** The mock's fraud defense findings (Bright Smile, Microsoft 365 fraud defense active), in table order. */
const OPEN_SUBJECTS = [
  'Urgent: wire transfer before 3pm',
  'Updated bank details for Henry Schein invoice INV-884213',
  'Change to my direct deposit before next payroll',
];
/** The campaign example's lure, named after its first copy. */
const CAMPAIGN_SUBJECT = 'Complete with DocuSign: Q4 bonus letter #48213';
const RESOLVED_SUBJECT = 'Please DocuSign: 2027 Employment Agreement - Bright Smile Dental Group';

describe('fraud defense', () => {
  test('a new customer joins: Join now → choose → Continue → the integration panel', async ({ open }) => {
    const watched = await open({ scenario: 'newCustomer' });
    const { page, goto } = watched;
    const fd = fraudDefensePage(page);
    await goto('/fraud-defense/open-issues');
    await until(() => fd.landing.isVisible()).toBe(true);
    expect(await fd.activeHeading.count()).toBe(0);
    await fd.join();
    expect(searchParam(page, 'panel')).toBe('fraudDefense');
    expect(await fd.drawer.title()).toBe('Activate Fraud Defense');
    expect(await fd.activation.continueButton.isDisabled()).toBe(true);
    await fd.activation.choose('Google');
    expect(await fd.activation.note.textContent()).toContain('Google credentials');
    await fd.activation.choose('Microsoft');
    expect(await fd.activation.note.textContent()).toContain('Microsoft admin credentials');
    await fd.activation.continueButton.click();
    await until(() => fd.drawer.title()).toMatch(/^Integration details/);
    expect(searchParam(page, 'panel')).toBe('integration');
    expect(searchParam(page, 'item')).toBe('ms_fraud_defense');
    await until(() => fd.drawer.root.getByText('Microsoft 365 Fraud Defense').first().isVisible()).toBe(true);
    expectClean(watched);
  });

  test('#26.8 after Continue the integration drawer shows the chosen integration alone: 1 of 1, ←/→ step nowhere', async ({
    open,
  }) => {
    const watched = await open({ scenario: 'newCustomer' });
    const { page } = watched;
    const fd = await continueWithGoogle(watched);
    await until(() => fd.drawer.title()).toBe('Integration details 1 of 1');
    await fd.drawer.settled();
    expect(await fd.drawer.root.getByRole('button', { name: /^(Previous|Next)/ }).count()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    expect(searchParam(page, 'item')).toBe('google_fraud_defense');
    expect(await fd.drawer.title()).toBe('Integration details 1 of 1');
    // A reload of the same URL shows it alone too.
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => fd.drawer.title()).toBe('Integration details 1 of 1');
    expectClean(watched);
  });

  test('a new customer choosing Google: Continue opens the Google fraud defense integration panel', async ({ open }) => {
    const watched = await open({ scenario: 'newCustomer' });
    const { page } = watched;
    const fd = await continueWithGoogle(watched);
    await until(() => fd.drawer.title()).toMatch(/^Integration details/);
    expect(searchParam(page, 'panel')).toBe('integration');
    expect(searchParam(page, 'item')).toBe('google_fraud_defense');
    await until(() => fd.drawer.root.getByRole('heading', { name: 'Google Workspace Fraud Defense' }).isVisible()).toBe(true);
    expectClean(watched);
  });

  test('an active account: search + filter survive a reload, the drawer steps with ←/→ in table order', async ({ open }) => {
    const watched = await open();
    const { page, goto } = watched;
    const fd = fraudDefensePage(page);
    await goto('/fraud-defense/open-issues');
    await until(() => fd.activeHeading.isVisible()).toBe(true);
    await fd.ready();
    expect(await fd.subjects()).toEqual(OPEN_SUBJECTS);

    await fd.applyFilters({ status: ['Open', 'Resolved'] });
    expect(searchList(page, 'status')).toEqual(['open', 'resolved']);
    await until(() => fd.subjects()).toEqual([...OPEN_SUBJECTS, RESOLVED_SUBJECT]);
    await fd.search('bank detals');
    await until(() => fd.subjects()).toEqual([OPEN_SUBJECTS[1]]);
    await fd.search('brightsmiledental.com');
    await until(() => fd.table.rowCount()).toBe(4);

    await page.reload({ waitUntil: 'networkidle' });
    await until(() => fd.subjects()).toEqual([...OPEN_SUBJECTS, RESOLVED_SUBJECT]);
    expect(await fd.searchBox.inputValue()).toBe('brightsmiledental.com');
    expect(searchList(page, 'status')).toEqual(['open', 'resolved']);

    await fd.open(OPEN_SUBJECTS[1]!);
    await until(() => fd.drawer.title()).toBe('Email Threat Detected 2 of 4');
    expect(await fd.emailBlock.textContent()).toContain(OPEN_SUBJECTS[1]);
    await page.keyboard.press('ArrowRight');
    await until(() => fd.drawer.title()).toBe('Email Threat Detected 3 of 4');
    expect(await fd.emailBlock.textContent()).toContain(OPEN_SUBJECTS[2]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await until(() => fd.drawer.title()).toBe('Email Threat Detected 1 of 4');
    expect(await fd.emailBlock.textContent()).toContain(OPEN_SUBJECTS[0]);
    // The open drawer is in the URL too: a reload opens the same e-mail at the same place.
    await page.reload({ waitUntil: 'networkidle' });
    await fd.drawer.settled();
    await until(() => fd.drawer.title()).toBe('Email Threat Detected 1 of 4');
    expectClean(watched);
  });

  test('#29 campaigns: the 20 copies of one lure are one row that expands in place, grouping kept in the URL', async ({
    open,
  }) => {
    const watched = await open({ scenario: 'fraudCampaign' });
    const { page, goto } = watched;
    const fd = fraudDefensePage(page);
    await goto('/fraud-defense/open-issues');
    await fd.ready();
    await until(() => fd.table.rowCount()).toBe(23);
    expect(await fd.groupByCampaign.getAttribute('aria-pressed')).toBe('false');

    await fd.groupByCampaign.click();
    await until(() => searchParam(page, 'group')).toBe('campaign');
    await until(() => fd.subjects()).toEqual([CAMPAIGN_SUBJECT, ...OPEN_SUBJECTS]);
    expect(await fd.table.rows.first().textContent()).toContain('20 e-mails · 20 mailboxes');
    expect(await fd.campaignToggle.getAttribute('aria-expanded')).toBe('false');

    await fd.table.rows.first().click();
    await until(() => fd.table.rowCount()).toBe(24);
    expect(await fd.campaignToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // An e-mail of the campaign opens the Email Threat drawer.
    await fd.table.rows.nth(1).click();
    await fd.drawer.settled();
    expect(await fd.emailBlock.textContent()).toContain('Complete with DocuSign: Q4 bonus letter');
    await page.keyboard.press('Escape');
    await until(() => fd.drawer.root.count()).toBe(0);

    // A reload keeps the grouping (the URL), not which campaigns were open.
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => fd.subjects()).toEqual([CAMPAIGN_SUBJECT, ...OPEN_SUBJECTS]);
    expect(await fd.groupByCampaign.getAttribute('aria-pressed')).toBe('true');
    await fd.groupByCampaign.click();
    await until(() => fd.table.rowCount()).toBe(23);
    expect(searchParam(page, 'group')).toBeUndefined();
    expectClean(watched);
  });

  test('#29 removal: a campaign removed from its 20 mailboxes after the confirmation, one mailbox failing', async ({ open }) => {
    const watched = await open({ scenario: 'fraudCampaign' });
    const { page, goto, requests } = watched;
    const fd = fraudDefensePage(page);
    await goto('/fraud-defense/open-issues?group=campaign');
    await until(() => fd.subjects()).toEqual([CAMPAIGN_SUBJECT, ...OPEN_SUBJECTS]);
    await fd.table.rows
      .first()
      .getByRole('button', { name: `Actions for the campaign ${CAMPAIGN_SUBJECT}` })
      .click();
    await page.getByRole('menuitem', { name: 'Remove from all mailboxes' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove from all mailboxes' });
    await until(() => dialog.textContent()).toContain('Remove 20 messages from 20 mailboxes?');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await until(() => toasts(page)).toContain(
      'error: Removed 19 of 20 messages; 1 could not be removed (hannah.brooks@brightsmiledental.com).',
    );
    await until(() => requests.filter((r) => r.startsWith('POST') && r.includes('/fraud-defense/remediations'))).toHaveLength(1);
    expectClean(watched);
  });

  test('#29 a pointer moved while the page loads: the campaign menu still lists its removal', async ({ open }) => {
    const watched = await open({ scenario: 'fraudCampaign' });
    const { page } = watched;
    // The first input comes once the app has started and before the open-issues code has arrived: its parts register
    // after the first-input preload has run.
    await page.goto(`${appUrl()}/fraud-defense/open-issues?group=campaign`);
    await page.mouse.move(5, 5);
    const menu = page.getByRole('button', { name: `Actions for the campaign ${CAMPAIGN_SUBJECT}` });
    await menu.waitFor();
    await page.waitForLoadState('networkidle');
    await menu.click();
    await until(() => page.getByRole('menuitem').allTextContents()).toEqual(['Remove from all mailboxes']);
    expectClean(watched);
  });

  test("#29 removal: one mailbox fails, the row says why, 'Retry failed' from its menu ends with all 20 removed", async ({
    open,
  }) => {
    const watched = await open({ scenario: 'fraudCampaign' });
    const { page, goto, requests } = watched;
    const journey = await campaignRemovalJourney(page);
    const fd = fraudDefensePage(page);
    // Resolved e-mails too: removed copies are resolved, and the campaign keeps its row after the removal.
    await goto('/fraud-defense/open-issues?group=campaign&status=open,resolved');
    await until(() => fd.subjects()).toContain(CAMPAIGN_SUBJECT);
    const campaign = fd.table.rows.filter({ hasText: CAMPAIGN_SUBJECT });
    const menu = campaign.getByRole('button', { name: `Actions for the campaign ${CAMPAIGN_SUBJECT}` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Remove from all mailboxes' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove from all mailboxes' });
    await dialog.getByRole('button', { name: 'Remove' }).click();

    // Hannah Brooks's mailbox throttled the removal: the toast says so and offers the retry; so does the row.
    await until(() => toasts(page)).toContain(
      'error: Removed 19 of 20 messages; 1 could not be removed (hannah.brooks@brightsmiledental.com).',
    );
    await until(() => page.getByTestId('toast').getByRole('button', { name: 'Retry failed' }).isVisible()).toBe(true);
    await until(() => campaign.textContent()).toContain('Removal failedThrottled by the provider');
    await settled(page.getByTestId('toast').first());
    expect(await seriousAxeViolations(page)).toEqual([]);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Retry failed' }).click();
    await until(() => toasts(page)).toContain('success: All 20 messages are now removed from the mailboxes.');
    await until(() => campaign.textContent()).toMatch(/Removed.*ago.*by Maya Okafor/);
    expect(journey.retries).toBe(1);
    expect(
      requests.filter((r) => r === 'POST /api/accounts/acc-brightsmile/fraud-defense/remediations/rem-8c2f47/retry'),
    ).toHaveLength(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expectClean(watched);
  });

  test('#29 campaigns and removal flags off: no toggle, no row menu, no removals read; the page works', async ({ open }) => {
    const watched = await open({ scenario: 'fraudCampaign' });
    const { page, goto, requests } = watched;
    await withFlags(page, { fraud_campaigns_enabled: false, fraud_remediation_enabled: false });
    const fd = fraudDefensePage(page);
    // A shared link with grouping on: the flat table, as the specification has it.
    await goto('/fraud-defense/open-issues?group=campaign');
    await fd.ready();
    // The first input loads the interaction parts (the removal layer among them, were the flag on).
    await page.mouse.move(5, 5);
    await until(() => fd.table.rowCount()).toBe(23);
    expect(await fd.groupByCampaign.count()).toBe(0);
    expect(await fd.campaignToggle.count()).toBe(0);
    expect(await fd.table.root.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    await fd.search('bank detals');
    await until(() => fd.subjects()).toEqual([OPEN_SUBJECTS[1]]);
    await fd.open(OPEN_SUBJECTS[1]!);
    expect(await fd.emailBlock.textContent()).toContain(OPEN_SUBJECTS[1]);
    await page.keyboard.press('Escape');
    await until(() => fd.drawer.root.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.includes('/fraud-defense/remediations'))).toEqual([]);
    expect(await page.getByRole('alert').count()).toBe(0);
    expectClean(watched);
  });

  test('#29 the removals list answering 404 (a backend one release behind): no error, no removal status, removal still offered', async ({
    open,
  }) => {
    const watched = await open({ scenario: 'fraudCampaign' });
    const { page, goto } = watched;
    await page.route('**/api/accounts/*/fraud-defense/remediations', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 404, contentType: 'application/problem+json', json: { title: 'Not Found', status: 404 } })
        : route.fallback(),
    );
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/fraud-defense/remediations') && response.request().method() === 'GET',
    );
    const fd = fraudDefensePage(page);
    await goto('/fraud-defense/open-issues?group=campaign');
    await until(() => fd.subjects()).toEqual([CAMPAIGN_SUBJECT, ...OPEN_SUBJECTS]);
    // The first input loads the removal layer, which reads the list.
    await page.mouse.move(5, 5);
    expect((await answered).status()).toBe(404);
    const menu = fd.table.rows.first().getByRole('button', { name: `Actions for the campaign ${CAMPAIGN_SUBJECT}` });
    await menu.click();
    await until(() => page.getByRole('menuitem').allTextContents()).toEqual(['Remove from all mailboxes']);
    await page.keyboard.press('Escape');
    expect(await fd.table.rows.first().textContent()).toContain('20 open');
    expect(await fd.table.root.textContent()).not.toMatch(/Removed|Removal failed|Removing…/);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await toasts(page)).toEqual([]);
    expectClean(watched, [/status of 404/]);
  });

  test('configuration: disabling asks first, then the landing and the toast', async ({ open }) => {
    const watched = await open();
    const { page, goto, requests } = watched;
    await integrationsAfterDelete(page);
    const fd = fraudDefensePage(page);
    // Through the tab bar, as a user gets there.
    await goto('/fraud-defense/open-issues');
    await fd.openTab('Configuration');
    await until(() => new URL(page.url()).pathname).toBe('/fraud-defense/configuration');
    await until(() => fd.configuration.enabled.isChecked()).toBe(true);

    await fd.configuration.turnOff();
    expect(await fd.configuration.dialog.textContent()).toContain('Are you sure you want to disable the integration?');
    await fd.configuration.cancel();
    await until(() => fd.configuration.dialog.count()).toBe(0);
    await until(() => fd.configuration.enabled.isChecked()).toBe(true);
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);

    await fd.configuration.turnOff();
    await fd.configuration.confirm();
    await until(() => toasts(page), 15_000).toContain(`success: ${DISABLED_TOAST}`);
    await until(() => requests).toContain(
      'DELETE /api/accounts/acc-brightsmile/providers/prov-ms-fraud-defense/integration/intg-a41c6e58',
    );
    await until(() => new URL(page.url()).pathname).toBe('/fraud-defense/open-issues');
    await until(() => fd.landing.isVisible()).toBe(true);
    expect(await fd.activeHeading.count()).toBe(0);
    expectClean(watched);
  });

  test('#26.10 a failed disable (DELETE 500) reads the integration again: still Enabled, with a toast that it failed', async ({
    open,
  }) => {
    const watched = await open();
    const { page, goto, requests } = watched;
    await failDisconnect(page);
    const fd = fraudDefensePage(page);
    await goto('/fraud-defense/configuration');
    await until(() => fd.configuration.enabled.isChecked()).toBe(true);
    await fd.configuration.turnOff();
    await fd.configuration.confirm();
    await until(() => toasts(page)).toContain(`error: ${disconnectFailedToast('Microsoft 365 Fraud Defense')}`);
    const deleteAt = requests.findIndex((r) => r.startsWith('DELETE'));
    await until(() => requests.slice(deleteAt).includes('GET /api/accounts/acc-brightsmile/integrations')).toBe(true);
    await until(() => fd.configuration.enabled.isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/fraud-defense/configuration');
    expect(await fd.activeHeading.isVisible()).toBe(true);
    expect(await toasts(page)).not.toContain(`success: ${DISABLED_TOAST}`);
    expectClean(watched, [SCRIPTED_500]);
  });

  test.for(['light', 'dark'] as const)(
    'axe finds nothing serious in %s: landing, panel, table, drawer, configuration',
    async (theme, { open }) => {
      const inactive = await open({ scenario: 'newCustomer', theme });
      const fdNew = fraudDefensePage(inactive.page);
      await inactive.goto('/fraud-defense/open-issues');
      await until(() => fdNew.landing.isVisible()).toBe(true);
      expect(await seriousAxeViolations(inactive.page)).toEqual([]);
      await fdNew.join();
      await fdNew.activation.choose('Microsoft');
      expect(await seriousAxeViolations(inactive.page)).toEqual([]);

      const active = await open({ theme });
      const fd = fraudDefensePage(active.page);
      await active.goto('/fraud-defense/open-issues');
      await fd.ready();
      expect(await seriousAxeViolations(active.page)).toEqual([]);
      await fd.open(OPEN_SUBJECTS[0]!);
      expect(await seriousAxeViolations(active.page)).toEqual([]);
      await active.goto('/fraud-defense/configuration');
      await until(() => fd.configuration.enabled.isChecked()).toBe(true);
      expect(await seriousAxeViolations(active.page)).toEqual([]);
      await fd.configuration.turnOff();
      await settled(fd.configuration.dialog);
      expect(await seriousAxeViolations(active.page)).toEqual([]);
    },
  );
});
