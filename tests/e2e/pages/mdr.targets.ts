import type { Target } from './targets';

/** The MDR area (/mdr/overview, /alerts, /incidents, /service-requests) as its user names it. */
export const mdrTargets = {
  tabs: { role: 'navigation', name: 'MDR' },
  alertsTotal: { testId: 'alerts-total' },
  overviewRange: { role: 'combobox', name: 'See Overview from the' },
  timeRangeFilter: { role: 'combobox', name: 'Time Range' },
  copyCaseNumber: { role: 'button', name: /^Copy case number / },
  relatedCase: { testId: 'related-case' },
} satisfies Record<string, Target>;
