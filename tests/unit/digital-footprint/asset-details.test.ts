import { describe, expect, it } from 'vitest';
import {
  associatedIssuesTitle,
  associatedOpenIssues,
  detailFields,
  sectionTitle,
} from '@/features/digital-footprint/model/asset-details';
import { EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS, asset, issue } from './fixtures';

describe('asset drawer texts (§2.6)', () => {
  it('titles the section by type', () => {
    expect(sectionTitle('device')).toBe('Device and incident information');
    expect(sectionTitle('user')).toBe('General information');
    expect(['domain', 'subdomain', 'host', 'email', 'integration'].map(sectionTitle)).toEqual(Array(5).fill('Asset information'));
  });

  it('counts associated open issues', () => {
    expect(associatedIssuesTitle(0)).toBe('No open issues');
    expect(associatedIssuesTitle(1)).toBe('1 associated open issue');
    expect(associatedIssuesTitle(4)).toBe('4 associated open issues');
  });
});

describe('associated open issues', () => {
  it('keeps status open only, by severity_score descending, unscored last', () => {
    const a = asset('a', [
      { ...issue('moderate', 'open', 'five'), severity_score: 5 },
      { ...issue('critical', 'in_review', 'review'), severity_score: 9.8 },
      issue('low', 'open', 'unscored'),
      { ...issue('important', 'open', 'seven'), severity_score: 7 },
      { ...issue('critical', 'resolved', 'resolved'), severity_score: 9 },
    ]);
    expect(associatedOpenIssues(a).map((i) => i.name)).toEqual(['seven', 'five', 'unscored']);
  });
});

describe('fields per type', () => {
  const labels = (id: string) =>
    detailFields([...EXAMPLE_ASSETS, ...EXAMPLE_DEVICES, ...EXAMPLE_USERS].find((a) => a.id === id)!).map((f) => f.label);

  it('host, email and domain fields', () => {
    expect(labels('ast-brightsmiledental-com')).toEqual([
      'IP',
      'ISP',
      'Shared IP',
      'Last seen',
      'Open ports',
      'Mail vendor',
      'DMARC',
      'DMARC check',
      'SPF',
      'Spoofing',
      'Technologies',
    ]);
  });

  it('device fields with their list kinds', () => {
    const fields = detailFields(EXAMPLE_DEVICES[0]!);
    expect(fields.map((f) => [f.label, f.kind === 'list' ? f.list : f.kind])).toEqual([
      ['IP addresses', 'ips'],
      ['Domains', 'other'],
      ['Exposed logins', 'logins'],
      ['Malware path', 'text'],
      ['Date compromised', 'date'],
    ]);
  });

  it('user fields', () => {
    expect(labels('ast-usr-raman')).toEqual([
      'Status',
      'Created',
      'First name',
      'Last name',
      'Department',
      'Job title',
      'Mobile phone',
      'Username',
      'MFA enabled',
      'MFA type',
      'Last password change',
      'Password policy',
    ]);
  });

  it('shows the first certificate’s keys and ports in port order', () => {
    const host = asset('h', [], {
      asset_type: 'host',
      certificates: [{ issuer: 'R3', subject: 'CN=h' }, { issuer: 'ignored' }],
      open_ports: [
        { port_number: 443, transport_protocol: 'tcp' },
        { port_number: 53, transport_protocol: 'udp' },
      ],
    });
    const fields = detailFields(host);
    expect(fields.find((f) => f.label === 'Certificate')).toEqual({
      kind: 'pairs',
      label: 'Certificate',
      pairs: [
        ['issuer', 'R3'],
        ['subject', 'CN=h'],
      ],
    });
    expect(fields.find((f) => f.label === 'Open ports')).toMatchObject({ values: ['53/udp', '443/tcp'] });
  });
});
