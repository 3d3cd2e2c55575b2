import { describe, expect, it } from 'vitest';
import { openCases, sortAlerts, sortIncidents, sortServiceRequests } from '@/features/mdr/model/sorting';
import { clientCase } from './fixtures';

const numbers = (cases: { caseNumber: string }[]) => cases.map((c) => c.caseNumber);

describe('incident order: status, then severity, then newest', () => {
  it('puts waiting before in progress before closed before open', () => {
    const sorted = sortIncidents([
      clientCase({ caseNumber: 'open', status: 'open' }),
      clientCase({ caseNumber: 'closed', status: 'closed' }),
      clientCase({ caseNumber: 'waiting', status: 'waiting' }),
      clientCase({ caseNumber: 'inprogress', status: 'inprogress' }),
    ]);
    expect(numbers(sorted)).toEqual(['waiting', 'inprogress', 'closed', 'open']);
  });

  it('breaks status ties by severity, then by newest', () => {
    const sorted = sortIncidents([
      clientCase({ caseNumber: 'low', status: 'waiting', severity: 'low' }),
      clientCase({ caseNumber: 'critical-old', status: 'waiting', severity: 'critical', createdAt: '2026-10-01T00:00:00Z' }),
      clientCase({ caseNumber: 'info', status: 'waiting', severity: 'informational' }),
      clientCase({ caseNumber: 'critical-new', status: 'waiting', severity: 'critical', createdAt: '2026-11-01T00:00:00Z' }),
      clientCase({ caseNumber: 'high', status: 'waiting', severity: 'high' }),
      clientCase({ caseNumber: 'medium', status: 'waiting', severity: 'medium' }),
    ]);
    expect(numbers(sorted)).toEqual(['critical-new', 'critical-old', 'high', 'medium', 'low', 'info']);
  });

  it('does not change its input', () => {
    const input = [clientCase({ caseNumber: 'b', status: 'closed' }), clientCase({ caseNumber: 'a', status: 'waiting' })];
    sortIncidents(input);
    expect(numbers(input)).toEqual(['b', 'a']);
  });
});

describe('alert order: status, then newest', () => {
  it('ignores severity', () => {
    const sorted = sortAlerts([
      clientCase({ caseNumber: 'critical-old', status: 'inprogress', severity: 'critical', createdAt: '2026-10-01T00:00:00Z' }),
      clientCase({ caseNumber: 'low-new', status: 'inprogress', severity: 'low', createdAt: '2026-11-01T00:00:00Z' }),
      clientCase({ caseNumber: 'waiting', status: 'waiting', createdAt: '2026-01-01T00:00:00Z' }),
      clientCase({ caseNumber: 'open', status: 'open', createdAt: '2026-12-01T00:00:00Z' }),
    ]);
    expect(numbers(sorted)).toEqual(['waiting', 'low-new', 'critical-old', 'open']);
  });
});

describe('service request order: reversed status, then newest', () => {
  it('puts open first and waiting last', () => {
    const sorted = sortServiceRequests([
      clientCase({ caseNumber: 'waiting', status: 'waiting' }),
      clientCase({ caseNumber: 'closed', status: 'closed' }),
      clientCase({ caseNumber: 'open-old', status: 'open', createdAt: '2026-10-01T00:00:00Z' }),
      clientCase({ caseNumber: 'inprogress', status: 'inprogress' }),
      clientCase({ caseNumber: 'open-new', status: 'open', createdAt: '2026-11-01T00:00:00Z' }),
    ]);
    expect(numbers(sorted)).toEqual(['open-new', 'open-old', 'closed', 'inprogress', 'waiting']);
  });
});

describe('open cases', () => {
  it('exclude closed cases and keep the rest in order', () => {
    const open = openCases([
      clientCase({ caseNumber: 'a', status: 'waiting' }),
      clientCase({ caseNumber: 'b', status: 'closed' }),
      clientCase({ caseNumber: 'c', status: 'open' }),
      clientCase({ caseNumber: 'd', status: 'inprogress' }),
    ]);
    expect(numbers(open)).toEqual(['a', 'c', 'd']);
  });
});
