import type { Alert, Incident, ServiceRequest } from '@generated/model';
import type { MdrCase } from '@/features/mdr/model/case-model';

export function serverIncident(overrides: Partial<Incident> = {}): Incident {
  return {
    case_number: 'INC-000001',
    created_at: '2026-11-01T10:00:00Z',
    last_modified_at: '2026-11-02T10:00:00Z',
    severity: 'high',
    status: 'inprogress',
    title: 'Incident',
    case_type: 'incident',
    ...overrides,
  };
}

export function serverAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    case_number: 'ALR-000001',
    created_at: '2026-11-01T09:00:00Z',
    last_modified_at: '2026-11-01T09:30:00Z',
    severity: 'medium',
    status: 'open',
    title: 'Alert',
    case_type: 'alert',
    ...overrides,
  };
}

export function serverServiceRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    case_number: 'SR-000001',
    created_at: '2026-11-01T08:00:00Z',
    last_modified_at: '2026-11-01T08:00:00Z',
    status: 'open',
    title: 'Service request',
    case_type: 'service_request',
    ...overrides,
  };
}

/** A client case with only what sorting and bucketing read. */
export function clientCase(overrides: Partial<MdrCase> & Pick<MdrCase, 'caseNumber'>): MdrCase {
  const createdAt = overrides.createdAt ?? '2026-11-01T00:00:00Z';
  return {
    caseType: 'Incident',
    title: overrides.caseNumber,
    productLabel: null,
    severity: 'medium',
    status: 'open',
    createdAt,
    createdTime: Date.parse(createdAt),
    lastModifiedAt: createdAt,
    description: null,
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
    ...overrides,
  };
}
