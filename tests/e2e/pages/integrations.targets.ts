import type { Target } from './targets';

/** The Integrations page (/integrations) and its drawer as their user names them. */
export const integrationsTargets = {
  details: { testId: 'integration-details' },
  error: { testId: 'integration-error' },
  enable: { role: 'button', name: 'Enable Integration' },
  clientId: { label: /^Client ID/ },
  clientSecret: { label: /^Client Secret/ },
  baseUrl: { label: /^Base URL/ },
  disableDialog: { role: 'alertdialog', name: 'Disable Microsoft 365?' },
  confirmDisable: { role: 'button', name: 'Disable' },
  cancel: { role: 'button', name: 'Cancel' },
  // Integration health (issue #29).
  health: { role: 'region', name: 'Health' },
  healthFix: { testId: 'health-fix' },
  syncNow: { role: 'button', name: 'Sync now' },
  syncing: { testId: 'sync-running' },
  syncHistory: { role: 'list', name: 'Last syncs' },
  reconnect: { role: 'button', name: 'Reconnect' },
  grantPermission: { role: 'button', name: 'Grant permission' },
  tryAgainNow: { role: 'button', name: 'Try again now' },
  healthSummary: { testId: 'integrations-health-summary' },
  showAll: { role: 'button', name: 'Show all' },
} satisfies Record<string, Target>;
