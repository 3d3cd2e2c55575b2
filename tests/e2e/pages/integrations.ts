/** The Integrations page: one card per provider, the integration drawer, the providers' sign-in windows. */
import type { Page } from 'playwright-core';
import { integrationsTargets as t } from './integrations.targets';
import { sideDrawer } from './shared';
import { locate } from './targets';

export type Provider = 'google' | 'microsoft' | 'crowdstrike' | (string & {});

export function integrationsPage(page: Page) {
  const details = locate(page, t.details);
  return {
    /** A provider's card; its `data-status` is active, inactive or broken. */
    card: (type: Provider) => page.locator(`[data-testid="integration-card"][data-type="${type}"]`),
    status: (type: Provider) => page.locator(`[data-testid="integration-card"][data-type="${type}"]`).getAttribute('data-status'),
    details,
    /** The side drawer that holds the details. */
    drawer: sideDrawer(page),
    error: locate(page, t.error),
    enableButton: locate(details, t.enable),
    /** 'Enable Integration' in the drawer, which opens the provider's sign-in window: returns that window. */
    async enableInWindow() {
      const [popup] = await Promise.all([page.waitForEvent('popup'), locate(details, t.enable).click()]);
      return popup;
    },
    /** Integration health (issue #29): the header's summary and the drawer's 'Health' section. */
    healthSummary: locate(page, t.healthSummary),
    health: locate(details, t.health),
    healthFix: locate(details, t.healthFix),
    syncNow: locate(details, t.syncNow),
    syncing: locate(details, t.syncing),
    /** The fix's 'Reconnect', which opens the provider's sign-in window: returns that window. */
    async reconnectInWindow() {
      const [popup] = await Promise.all([page.waitForEvent('popup'), locate(locate(details, t.healthFix), t.reconnect).click()]);
      return popup;
    },
    crowdStrike: {
      clientId: locate(page, t.clientId),
      clientSecret: locate(page, t.clientSecret),
      baseUrl: locate(page, t.baseUrl),
    },
  };
}
