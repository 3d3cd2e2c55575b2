import { SEVERITIES, type CaseStatus, type MdrCase, type Severity } from './case-model';

export interface SeverityCount {
  severity: Severity;
  count: number;
}

/** Alert counts by severity, in severity order, including zeros. */
export function countBySeverity(alerts: readonly MdrCase[]): SeverityCount[] {
  const counts = new Map<Severity, number>(SEVERITIES.map((severity) => [severity, 0]));
  for (const alert of alerts) counts.set(alert.severity, (counts.get(alert.severity) ?? 0) + 1);
  return SEVERITIES.map((severity) => ({ severity, count: counts.get(severity) ?? 0 }));
}

export interface IncidentCounts {
  total: number;
  closed: number;
  inprogress: number;
  waiting: number;
}

export function countIncidents(incidents: readonly MdrCase[]): IncidentCounts {
  const count = (status: CaseStatus) => incidents.filter((incident) => incident.status === status).length;
  return { total: incidents.length, closed: count('closed'), inprogress: count('inprogress'), waiting: count('waiting') };
}
