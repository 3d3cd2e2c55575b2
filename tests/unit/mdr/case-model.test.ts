import { describe, expect, it } from 'vitest';
import examples from '../../../openapi/examples/cases.json';
import type { CasesData } from '@generated/model';
import {
  CONTAINMENT_ACTIONS,
  mapCases,
  networkContainment,
  normalizeSeverity,
  splitRemediationActions,
  statusLabel,
} from '@/features/mdr/model/case-model';
import { serverAlert, serverIncident, serverServiceRequest } from './fixtures';

const products = [{ id: 'crowdstrike-falcon', name: 'CrowdStrike Falcon', label: 'Falcon' }];

describe('mapCases', () => {
  it('maps snake_case server fields to the client model', () => {
    const data = mapCases(
      {
        incidents: [
          serverIncident({
            case_number: '00041692',
            title: 'Unusual RDP logons',
            severity: 'Medium',
            status: 'waiting',
            description: 'RDP logons',
            disposition: 'Undetermined',
            hostname: 'REMOTE-GW-01',
            associated_users: ['k.watanabe'],
            remediation_action: 'Inbound Traffic Filtering; Host Isolation',
            investigation_notes: 'Notes',
            remediation_notes: 'Blocked',
            security_platform: 'CrowdStrike Falcon',
          }),
        ],
        alerts: [],
        service_requests: [],
      },
      products,
    );
    expect(data.incidents[0]).toMatchObject({
      caseType: 'Incident',
      caseNumber: '00041692',
      title: 'Unusual RDP logons',
      productLabel: 'Falcon',
      severity: 'medium',
      status: 'waiting',
      createdAt: '2026-11-01T10:00:00Z',
      createdTime: Date.parse('2026-11-01T10:00:00Z'),
      lastModifiedAt: '2026-11-02T10:00:00Z',
      description: 'RDP logons',
      disposition: 'Undetermined',
      affectedHost: 'REMOTE-GW-01',
      affectedUsers: ['k.watanabe'],
      remediationAction: ['Inbound Traffic Filtering', 'Host Isolation'],
      networkContainment: 'Active',
      caseSource: null,
      investigationNotes: 'Notes',
      remediationNotes: 'Blocked',
    });
  });

  it('keeps the detection source product for alerts only and empty texts as null', () => {
    const data = mapCases({
      incidents: [],
      alerts: [serverAlert({ detection_source_product: 'Falcon Device Control', description: '  ', hostname: null })],
      service_requests: [],
    });
    expect(data.alerts[0]).toMatchObject({
      caseType: 'Alert',
      caseSource: 'Falcon Device Control',
      description: null,
      affectedHost: null,
      productLabel: null,
    });
  });

  it('shows service requests with severity medium', () => {
    const data = mapCases({ incidents: [], alerts: [], service_requests: [serverServiceRequest({ status: 'waiting' })] });
    expect(data.serviceRequests[0]).toMatchObject({ caseType: 'ServiceRequest', severity: 'medium', status: 'waiting' });
  });

  it('links child alerts to their incident and the parent incident to each alert', () => {
    const data = mapCases({
      incidents: [
        serverIncident({ case_number: 'INC-1', title: 'Parent', status: 'waiting' }),
        serverIncident({ case_number: 'INC-2' }),
      ],
      alerts: [
        serverAlert({ case_number: 'A-1', incident_id: 'INC-1', severity: 'High', title: 'Child one' }),
        serverAlert({ case_number: 'A-2', incident_id: 'INC-1', title: 'Child two' }),
        serverAlert({ case_number: 'A-3', incident_id: null }),
        serverAlert({ case_number: 'A-4', incident_id: 'INC-unknown' }),
      ],
      service_requests: [],
    });
    const [parent, other] = data.incidents;
    expect(parent?.childAlerts.map((a) => a.caseNumber)).toEqual(['A-1', 'A-2']);
    expect(parent?.childAlerts[0]).toEqual({
      caseNumber: 'A-1',
      title: 'Child one',
      severity: 'high',
      status: 'open',
      lastModifiedAt: '2026-11-01T09:30:00Z',
    });
    expect(other?.childAlerts).toEqual([]);
    expect(data.alerts.map((a) => a.parentIncident?.caseNumber ?? null)).toEqual(['INC-1', 'INC-1', null, null]);
    expect(data.alerts[0]?.parentIncident?.title).toBe('Parent');
  });

  it('drops deleted cases', () => {
    const data = mapCases({
      incidents: [serverIncident({ is_deleted: true })],
      alerts: [serverAlert({ case_number: 'A-1', is_deleted: true }), serverAlert({ case_number: 'A-2' })],
      service_requests: [serverServiceRequest({ is_deleted: true })],
    });
    expect(data.incidents).toEqual([]);
    expect(data.alerts.map((a) => a.caseNumber)).toEqual(['A-2']);
    expect(data.serviceRequests).toEqual([]);
  });

  it('maps the contract example without losing cases', () => {
    const server = examples.default.value.data as CasesData;
    const data = mapCases(server, products);
    expect(data.alerts).toHaveLength(80);
    expect(data.incidents).toHaveLength(10);
    expect(data.serviceRequests).toHaveLength(5);
    expect(data.incidents.filter((i) => i.status === 'waiting')).toHaveLength(3);
    const linked = server.alerts.filter((a) => a.incident_id).length;
    expect(data.incidents.reduce((sum, i) => sum + i.childAlerts.length, 0)).toBe(linked);
    expect(data.alerts.every((a) => Number.isFinite(a.createdTime))).toBe(true);
  });
});

describe('severity', () => {
  it('is case-insensitive and reads info as informational', () => {
    expect(['Critical', 'HIGH', 'medium', ' Low ', 'Informational', 'info', 'Info'].map(normalizeSeverity)).toEqual([
      'critical',
      'high',
      'medium',
      'low',
      'informational',
      'informational',
      'informational',
    ]);
  });

  it('reads unknown or missing values as informational', () => {
    expect(normalizeSeverity('severe')).toBe('informational');
    expect(normalizeSeverity(null)).toBe('informational');
  });
});

describe('remediation actions and network containment', () => {
  it('splits on semicolons, trimming and skipping empty entries', () => {
    expect(splitRemediationActions('Account Locking; Email Removal;;  ')).toEqual(['Account Locking', 'Email Removal']);
    expect(splitRemediationActions(null)).toEqual([]);
    expect(splitRemediationActions('')).toEqual([]);
  });

  it.each(CONTAINMENT_ACTIONS)('is Active for %s', (action) => {
    expect(networkContainment([action])).toBe('Active');
    expect(networkContainment(['Host Isolation', action.toUpperCase()])).toBe('Active');
  });

  it('is not shown for other actions or none', () => {
    expect(networkContainment(['Host Isolation', 'Password Reset'])).toBeNull();
    expect(networkContainment(['Account Locking Review'])).toBeNull();
    expect(networkContainment([])).toBeNull();
  });

  it('is computed from the split list', () => {
    const data = mapCases({
      incidents: [
        serverIncident({ remediation_action: 'Password Reset;Executable Denylisting' }),
        serverIncident({ remediation_action: 'Password Reset' }),
      ],
      alerts: [],
      service_requests: [],
    });
    expect(data.incidents.map((i) => i.networkContainment)).toEqual(['Active', null]);
  });
});

describe('status labels', () => {
  it('uses long labels for incidents and alerts and short ones for service requests', () => {
    expect(statusLabel('Incident', 'waiting')).toBe('Waiting for Response');
    expect(statusLabel('Alert', 'inprogress')).toBe('In Progress');
    expect(statusLabel('ServiceRequest', 'waiting')).toBe('Waiting');
    expect(statusLabel('ServiceRequest', 'open')).toBe('Open');
  });
});
