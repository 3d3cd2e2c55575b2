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
} satisfies Record<string, Target>;
