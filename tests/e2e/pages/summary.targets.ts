import type { Target } from './targets';

/** The Summary page (/) as its user names it. */
export const summaryTargets = {
  heading: { role: 'heading', name: 'Security Issues' },
  issuesTable: { role: 'table', name: 'Security issues', hidden: true },
  searchBox: { role: 'searchbox', name: 'Search issues...' },
  issueCounts: { testId: 'issue-counts' },
  downloadReport: { role: 'button', name: 'Download Report' },
  resolveForm: { role: 'form', name: 'Mark issue as resolved' },
  resolutionText: { role: 'textbox', name: /^How was it resolved\?/ },
  resolveReason: { role: 'combobox', name: /^Reason/ },
  markAsResolved: { role: 'button', name: 'Mark as resolved' },
  emailThreatDetails: { testId: 'email-threat-details' },
  emptyDomainsDialog: { testId: 'empty-domains-dialog' },
  scoreHistory: { role: 'region', name: 'Score history' },
  scoreHistoryChart: { role: 'group', name: /^Security score chart/ },
  scoreHistoryDay: { testId: 'score-history-day' },
  scoreHistoryExtremes: { testId: 'score-history-extremes' },
  scoreHistoryRange: { role: 'group', name: 'Score history range' },
} satisfies Record<string, Target>;

export const SEVERITIES = ['Critical', 'Important', 'Moderate', 'Low', 'Informational'];
export const STATUSES = ['Open', 'Validating', 'Resolved', 'Approved'];
