/**
 * Issue #26's form safety on the drawer forms outside settings (the settings ones are in settings.e2e.ts): 'Discard
 * changes?' (points 4 and 13), typed work kept over a re-login (point 2) and one request per confirm (point 5).
 */
import { describe, expect } from 'vitest';
import { assetsPage } from './pages/digital-footprint';
import { DISABLED_TOAST, fraudDefensePage } from './pages/fraud-defense';
import { fraudDefenseTargets } from './pages/fraud-defense.targets';
import { integrationsPage } from './pages/integrations';
import { integrationsTargets } from './pages/integrations.targets';
import { discardPrompt, settled, toasts } from './pages/shared';
import { shellPage } from './pages/shell';
import { locate } from './pages/targets';
import { test } from './support/fixture';
import { until } from './support/expectations';
import { integrationsAfterDelete } from './support/fraud-defense-server';
import { endSessionOnNext, keptForms } from './support/session-server';
import { countWrites } from './support/write-count';

const CLIENT_ID = '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b';
const SECRET = 'TopSecretValue0123456789';
const BASE_URL = 'https://api.us-2.crowdstrike.com';

describe('#26 form safety in the drawers', () => {
  test("#26.4 the add-domains drawer asks 'Discard changes?' with typed domains, never when nothing was typed", async ({
    open,
  }) => {
    const { page, goto } = await open();
    const assets = assetsPage(page);
    const add = assets.addDrawer;
    const prompt = discardPrompt(page);
    await goto('/digital-footprint/assets');
    await add.open();
    await page.keyboard.press('Escape');
    await until(() => add.drawer.isOpen()).toBe(false);
    expect(await prompt.isShown()).toBe(false);

    await add.open();
    await add.type('brightsmile-ortho.com,');
    await until(() => add.tags()).toEqual(['brightsmile-ortho.com (valid)']);
    await add.drawer.close();
    await until(() => prompt.isShown()).toBe(true);
    await prompt.keepEditing();
    expect(await add.tags()).toEqual(['brightsmile-ortho.com (valid)']);
    await page.keyboard.press('Escape');
    await prompt.discard();
    await until(() => add.drawer.isOpen()).toBe(false);
  });

  test('#26.13 ←/→ do not step while the CrowdStrike form has changes; Previous asks first', async ({ open }) => {
    const { page, goto } = await open({ scenario: 'newCustomer' });
    const integrations = integrationsPage(page);
    const prompt = discardPrompt(page);
    await goto('/integrations?panel=integration&item=crowdstrike');
    await integrations.details.waitFor();
    const title = await integrations.drawer.title();
    expect(title).toMatch(/^Integration details \d+ of \d+$/);
    await integrations.crowdStrike.clientId.fill(CLIENT_ID);
    // Focus off the text fields, where arrows would move the caret anyway.
    await integrations.enableButton.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    expect(await integrations.drawer.title()).toBe(title);
    expect(new URL(page.url()).searchParams.get('item')).toBe('crowdstrike');
    await integrations.drawer.previous.click();
    await until(() => prompt.isShown()).toBe(true);
    await prompt.keepEditing();
    expect(await integrations.crowdStrike.clientId.inputValue()).toBe(CLIENT_ID);
    expect(await integrations.drawer.title()).toBe(title);
    // Without changes the keys step again.
    await integrations.crowdStrike.clientId.fill('');
    await integrations.enableButton.focus();
    await page.keyboard.press('ArrowLeft');
    await until(() => integrations.drawer.title()).not.toBe(title);
  });

  test('#26.2 a re-login on Add brings the typed domains back into the add drawer', async ({ open }) => {
    const { page, goto } = await open();
    await endSessionOnNext(page, '**/api/accounts/*/domains', 'POST');
    const add = assetsPage(page).addDrawer;
    await goto('/digital-footprint/assets');
    await add.open();
    await add.type('brightsmile-ortho.com,brightsmile-lab.com,');
    await until(() => add.tags()).toEqual(['brightsmile-ortho.com (valid)', 'brightsmile-lab.com (valid)']);
    if ((await add.step()) === '1 of 2') await add.next.click();
    await add.add.click();
    await shellPage(page).signInAgain();
    await add.drawer.settled();
    await until(() => add.tags()).toEqual(['brightsmile-ortho.com (valid)', 'brightsmile-lab.com (valid)']);
  });

  test('#26.2 a re-login on Enable Integration brings back the Client ID and Base URL, never the secret', async ({ open }) => {
    const { page, goto } = await open({ scenario: 'newCustomer' });
    await endSessionOnNext(page, '**/api/accounts/*/providers/*/integration', 'POST');
    const integrations = integrationsPage(page);
    await goto('/integrations?panel=integration&item=crowdstrike');
    await integrations.details.waitFor();
    await integrations.crowdStrike.clientId.fill(CLIENT_ID);
    await integrations.crowdStrike.clientSecret.fill(SECRET);
    await integrations.crowdStrike.baseUrl.fill(BASE_URL);
    await integrations.enableButton.click();
    await until(() => new URL(page.url()).pathname).toBe('/auth/login');
    // What this tab kept: the form's values, without the secret.
    const kept = await keptForms(page);
    expect(kept.forms).toEqual(['stance.formDraft.crowdstrike']);
    expect(kept.text).toContain(CLIENT_ID);
    expect(kept.text).not.toContain(SECRET);
    await shellPage(page).signInAgain();
    await integrations.details.waitFor();
    await until(() => integrations.crowdStrike.clientId.inputValue()).toBe(CLIENT_ID);
    expect(await integrations.crowdStrike.baseUrl.inputValue()).toBe(BASE_URL);
    expect(await integrations.crowdStrike.clientSecret.inputValue()).toBe('');
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href),
    ).not.toContain(SECRET);
  });
});

describe('#26.5 one click, one request on the confirm buttons outside settings', () => {
  test("#26.5 the integration's Disable confirm", async ({ open }) => {
    const { page, goto } = await open();
    const sent = await countWrites(page, 'DELETE', /\/integration\/[^/]+$/);
    const integrations = integrationsPage(page);
    await goto('/integrations');
    await until(() => integrations.status('microsoft')).toBe('active');
    await integrations.card('microsoft').click();
    await integrations.details.waitFor();
    const toggle = integrations.details.locator('input[aria-label="Microsoft 365 active"]');
    await toggle.focus();
    await page.keyboard.press('Space');
    const dialog = locate(page, integrationsTargets.disableDialog);
    await until(() => dialog.isVisible()).toBe(true);
    await settled(dialog);
    await locate(dialog, integrationsTargets.confirmDisable).dblclick();
    await until(() => sent.length).toBe(1);
    await until(() => dialog.count()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  test("#26.5 fraud defense's Disable integration confirm", async ({ open }) => {
    const { page, goto } = await open();
    await integrationsAfterDelete(page);
    const sent = await countWrites(page, 'DELETE', /\/integration\/[^/]+$/);
    const fd = fraudDefensePage(page);
    await goto('/fraud-defense/configuration');
    await until(() => fd.configuration.enabled.isChecked()).toBe(true);
    await fd.configuration.turnOff();
    await locate(fd.configuration.dialog, fraudDefenseTargets.confirmDisable).dblclick();
    await until(() => toasts(page), 15_000).toContain(`success: ${DISABLED_TOAST}`);
    expect(sent).toHaveLength(1);
  });
});
