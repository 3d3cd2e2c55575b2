import type { CaseStatus, MdrCase, Severity } from './case-model';

/** Sort ranks of §4: higher ranks come first. */
const SEVERITY_RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, informational: 0 };
const STATUS_RANK: Record<CaseStatus, number> = { waiting: 2, inprogress: 1, closed: 0, open: -1 };

type Compare = (a: MdrCase, b: MdrCase) => number;

const byStatus: Compare = (a, b) => STATUS_RANK[b.status] - STATUS_RANK[a.status];
const byStatusReversed: Compare = (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status];
const bySeverity: Compare = (a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity];
const byNewest: Compare = (a, b) => b.createdTime - a.createdTime;

const chain =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

const compareIncidents = chain(byStatus, bySeverity, byNewest);
const compareAlerts = chain(byStatus, byNewest);
const compareServiceRequests = chain(byStatusReversed, byNewest);

/** Incidents: status, then severity, then newest. */
export const sortIncidents = (cases: readonly MdrCase[]) => [...cases].sort(compareIncidents);
/** Alerts: status, then newest. */
export const sortAlerts = (cases: readonly MdrCase[]) => [...cases].sort(compareAlerts);
/** Service requests: reversed status, then newest. */
export const sortServiceRequests = (cases: readonly MdrCase[]) => [...cases].sort(compareServiceRequests);

/** Open cases are every case that is not closed. */
export const openCases = (cases: readonly MdrCase[]) => cases.filter((item) => item.status !== 'closed');
