import type { Target } from './targets';

/** The MDR area (/mdr/overview, /alerts, /incidents, /service-requests) as its user names it. */
export const mdrTargets = {
  tabs: { role: 'navigation', name: 'MDR' },
  alertsTotal: { testId: 'alerts-total' },
  overviewRange: { role: 'combobox', name: 'See Overview from the' },
  timeRangeFilter: { role: 'combobox', name: 'Time Range' },
  copyCaseNumber: { role: 'button', name: /^Copy case number / },
  relatedCase: { testId: 'related-case' },
  relatedCasesTab: { role: 'tab', name: 'Related cases' },
  demoBanner: { testId: 'mdr-demo-banner' },
  demoHint: { text: 'Turn on demo mode to explore the portal.' },
  viewIncidents: { role: 'button', name: 'View Incidents →' },
  totalIncidents: { role: 'link', name: 'Total Incidents' },
  alertSearch: { role: 'searchbox', name: 'Search alerts...' },
  incidentSearch: { role: 'searchbox', name: 'Search incidents...' },
  /** The filter tag under the list when severity High alone is picked. */
  highSeverityTag: { text: 'Severity: High' },
} satisfies Record<string, Target>;

/** The overview's four incident cards (console-mdr-summary.md §3), by their status key. */
export const incidentCardTargets = {
  total: { testId: 'incident-card-total' },
  closed: { testId: 'incident-card-closed' },
  inprogress: { testId: 'incident-card-inprogress' },
  waiting: { testId: 'incident-card-waiting' },
} satisfies Record<string, Target>;
