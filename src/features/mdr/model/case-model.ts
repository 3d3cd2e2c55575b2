import type { Alert, CasesData, Incident, MdrProduct, ServiceRequest } from '@generated/model';

export type CaseType = 'Incident' | 'Alert' | 'ServiceRequest';
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'informational';
export type CaseStatus = 'open' | 'waiting' | 'inprogress' | 'closed';

export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'informational'];

export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  informational: 'Informational',
};

const STATUS_LABELS: Record<CaseStatus, string> = {
  waiting: 'Waiting for Response',
  inprogress: 'In Progress',
  closed: 'Closed',
  open: 'Open',
};

const SERVICE_REQUEST_STATUS_LABELS: Record<CaseStatus, string> = {
  waiting: 'Waiting',
  inprogress: 'In Progress',
  closed: 'Closed',
  open: 'Open',
};

export function statusLabel(caseType: CaseType, status: CaseStatus): string {
  return caseType === 'ServiceRequest' ? SERVICE_REQUEST_STATUS_LABELS[status] : STATUS_LABELS[status];
}

/** A case another case points at: the parent incident of an alert, or a child alert of an incident. */
export interface RelatedCase {
  caseNumber: string;
  title: string;
  severity: Severity;
  status: CaseStatus;
  lastModifiedAt: string;
}

/** The client case model (console-mdr-summary.md §3). */
export interface MdrCase {
  caseType: CaseType;
  caseNumber: string;
  title: string;
  /** Label of the MDR product that raised the case; prefixes the title in the drawer. */
  productLabel: string | null;
  severity: Severity;
  status: CaseStatus;
  createdAt: string;
  /** createdAt in epoch ms, parsed once so sorting and bucketing never parse dates. */
  createdTime: number;
  lastModifiedAt: string;
  description: string | null;
  disposition: string | null;
  affectedHost: string | null;
  affectedUsers: string[];
  remediationAction: string[];
  networkContainment: 'Active' | null;
  /** Detection source product (alerts only). */
  caseSource: string | null;
  investigationNotes: string | null;
  remediationNotes: string | null;
  childAlerts: RelatedCase[];
  parentIncident: RelatedCase | null;
}

export interface MdrData {
  alerts: MdrCase[];
  incidents: MdrCase[];
  serviceRequests: MdrCase[];
}

export const EMPTY_MDR_DATA: MdrData = { alerts: [], incidents: [], serviceRequests: [] };

const SEVERITY_ALIASES: Record<string, Severity> = {
  critical: 'critical',
  high: 'high',
  medium: 'medium',
  low: 'low',
  informational: 'informational',
  info: 'informational',
};

/** Servers send 'High' as well as 'high'; anything unknown reads as informational. */
export function normalizeSeverity(value: string | null | undefined): Severity {
  return SEVERITY_ALIASES[(value ?? '').trim().toLowerCase()] ?? 'informational';
}

function normalizeStatus(value: string): CaseStatus {
  const status = value.trim().toLowerCase();
  return status === 'waiting' || status === 'inprogress' || status === 'closed' ? status : 'open';
}

/** Remediation actions that contain the threat on the network (§4). */
export const CONTAINMENT_ACTIONS = [
  'Account Locking',
  'Email Removal',
  'Inbound Traffic Filtering',
  'Network Traffic Filtering',
  'Outbound Traffic Filtering',
  'Executable Denylisting',
] as const;

const CONTAINMENT_KEYS = new Set(CONTAINMENT_ACTIONS.map((action) => action.toLowerCase()));

export function splitRemediationActions(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(';')
    .map((action) => action.trim())
    .filter((action) => action !== '');
}

export function networkContainment(actions: readonly string[]): 'Active' | null {
  return actions.some((action) => CONTAINMENT_KEYS.has(action.toLowerCase())) ? 'Active' : null;
}

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

function productLabelFor(platform: string | null | undefined, products: readonly MdrProduct[]): string | null {
  if (!platform) return null;
  const key = platform.trim().toLowerCase();
  const product = products.find(
    (p) => p.name.toLowerCase() === key || p.id.toLowerCase() === key || p.label.toLowerCase() === key,
  );
  return product?.label ?? null;
}

function toRelated(item: MdrCase): RelatedCase {
  return {
    caseNumber: item.caseNumber,
    title: item.title,
    severity: item.severity,
    status: item.status,
    lastModifiedAt: item.lastModifiedAt,
  };
}

function mapDetection(server: Alert | Incident, caseType: 'Alert' | 'Incident', products: readonly MdrProduct[]): MdrCase {
  const remediationAction = splitRemediationActions(server.remediation_action);
  return {
    caseType,
    caseNumber: server.case_number,
    title: server.title,
    productLabel: productLabelFor(server.security_platform, products),
    severity: normalizeSeverity(server.severity),
    status: normalizeStatus(server.status),
    createdAt: server.created_at,
    createdTime: Date.parse(server.created_at),
    lastModifiedAt: server.last_modified_at,
    description: text(server.description),
    disposition: text(server.disposition),
    affectedHost: text(server.hostname),
    affectedUsers: server.associated_users ?? [],
    remediationAction,
    networkContainment: networkContainment(remediationAction),
    caseSource: caseType === 'Alert' ? text((server as Alert).detection_source_product) : null,
    investigationNotes: text(server.investigation_notes),
    remediationNotes: text(server.remediation_notes),
    childAlerts: [],
    parentIncident: null,
  };
}

function mapServiceRequest(server: ServiceRequest): MdrCase {
  return {
    caseType: 'ServiceRequest',
    caseNumber: server.case_number,
    title: server.title,
    productLabel: null,
    // Service requests carry no severity; the console shows them as medium (§3).
    severity: 'medium',
    status: normalizeStatus(server.status),
    createdAt: server.created_at,
    createdTime: Date.parse(server.created_at),
    lastModifiedAt: server.last_modified_at,
    description: text(server.description),
    disposition: null,
    affectedHost: null,
    affectedUsers: [],
    remediationAction: [],
    networkContainment: null,
    caseSource: null,
    investigationNotes: null,
    remediationNotes: null,
    childAlerts: [],
    parentIncident: null,
  };
}

const notDeleted = <T extends { is_deleted?: boolean }>(item: T) => item.is_deleted !== true;

/** Server cases (snake_case) to the client model, linking alerts to their parent incident. */
export function mapCases(data: CasesData, products: readonly MdrProduct[] = []): MdrData {
  const incidents = data.incidents.filter(notDeleted).map((item) => mapDetection(item, 'Incident', products));
  const serverAlerts = data.alerts.filter(notDeleted);
  const alerts = serverAlerts.map((item) => mapDetection(item, 'Alert', products));
  const serviceRequests = data.service_requests.filter(notDeleted).map(mapServiceRequest);

  const incidentByNumber = new Map(incidents.map((incident) => [incident.caseNumber, incident]));
  serverAlerts.forEach((server, index) => {
    const alert = alerts[index];
    const parent = server.incident_id ? incidentByNumber.get(server.incident_id) : undefined;
    if (!alert || !parent) return;
    alert.parentIncident = toRelated(parent);
    parent.childAlerts.push(toRelated(alert));
  });
  return { alerts, incidents, serviceRequests };
}
