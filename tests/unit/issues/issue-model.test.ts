import { describe, expect, it } from 'vitest';
import {
  affectedAssetCount,
  categoryLabel,
  compareIssues,
  feedCardSize,
  feedTitle,
  issueCounts,
  issueTypeLabel,
  severityLabel,
  severityRank,
  sortIssues,
  statusLabel,
} from '@/features/issues/model/issue-model';
import { issue } from './fixtures';

describe('labels', () => {
  it('shows statuses as Open, Validating, Resolved, Approved (Validating by default)', () => {
    expect(['open', 'in_review', 'resolved', 'approved', 'unknown', undefined].map(statusLabel)).toEqual([
      'Open',
      'Validating',
      'Resolved',
      'Approved',
      'Validating',
      'Validating',
    ]);
  });

  it('shows category underscores as spaces', () => {
    expect(categoryLabel('network_exposures')).toBe('Network exposures');
    expect(categoryLabel('email_threats')).toBe('Email threats');
    expect(categoryLabel(undefined)).toBe('');
  });

  it('names severities, aliases included, and issue types', () => {
    expect(['critical', 'high', 'medium', 'low', 'informational'].map(severityLabel)).toEqual([
      'Critical',
      'Important',
      'Moderate',
      'Low',
      'Informational',
    ]);
    expect(issueTypeLabel('CLOUD_APP_SECURITY')).toBe('Cloud App Security');
    expect(issueTypeLabel('NEW_KIND')).toBe('New kind');
  });
});

describe('sorting (console-platform.md §9)', () => {
  it('ranks critical 4, important/high 3, moderate/medium 2, low 1, informational 0', () => {
    expect(['critical', 'important', 'high', 'moderate', 'medium', 'low', 'informational'].map(severityRank)).toEqual([
      4, 3, 3, 2, 2, 1, 0,
    ]);
  });

  it('orders by severity, then name, then newest sent date', () => {
    const list = [
      issue({ id: 'low', severity: 'low', name: 'A' }),
      issue({ id: 'b-old', severity: 'high', name: 'Beta', date_sent: '2026-01-01T00:00:00Z' }),
      issue({ id: 'crit', severity: 'critical', name: 'Zulu' }),
      issue({ id: 'alpha', severity: 'important', name: 'alpha' }),
      issue({ id: 'b-new', severity: 'important', name: 'Beta', date_sent: '2026-06-01T00:00:00Z' }),
      issue({ id: 'b-none', severity: 'important', name: 'Beta', date_sent: null }),
    ];
    expect(sortIssues(list).map((i) => i.id)).toEqual(['crit', 'alpha', 'b-new', 'b-old', 'b-none', 'low']);
    expect(compareIssues(list[0]!, list[0]!)).toBe(0);
  });
});

describe('counts and feed', () => {
  it('counts all and open issues', () => {
    expect(issueCounts([issue(), issue({ status: 'in_review' }), issue({ status: 'resolved' })])).toEqual({ total: 3, open: 1 });
  });

  it('counts e-mail, domain and subdomain assets; else devices; else whatever is listed', () => {
    const a = (asset_type: 'email' | 'domain' | 'subdomain' | 'host' | 'user', id: string) => ({ id, asset_type, hostname: id });
    expect(affectedAssetCount(issue({ assets: [a('subdomain', '1'), a('host', '2'), a('email', '3')] }))).toBe(2);
    expect(
      affectedAssetCount(issue({ assets: [a('host', '1')], devices: [{ id: 'd', asset_type: 'device', hostname: 'pc' }] })),
    ).toBe(1);
    expect(affectedAssetCount(issue({ assets: [a('user', '1'), a('user', '2')] }))).toBe(2);
    expect(affectedAssetCount(issue({ assets: undefined, devices: undefined }))).toBe(0);
  });

  it('prefixes feed titles by status', () => {
    expect(
      ['open', 'resolved', 'approved', 'in_review'].map((status) => feedTitle({ name: 'TLS 1.0', status: status as 'open' })),
    ).toEqual(['TLS 1.0', 'Resolved - TLS 1.0', 'Approved - TLS 1.0', 'Validating - TLS 1.0']);
  });

  it('estimates feed cards at 180 or their measured height plus 10', () => {
    expect(feedCardSize()).toBe(180);
    expect(feedCardSize(0)).toBe(180);
    expect(feedCardSize(212)).toBe(222);
  });
});
