import { describe, expect, it } from 'vitest';
import type { Asset, AssetHistoryEvent } from '@generated/model';
import { detailFields } from '@/features/digital-footprint/model/asset-details';
import { isDisputable, isDisputed } from '@/features/digital-footprint/model/asset-dispute';
import { disputeSummary, historyLine, historyLines } from '@/features/digital-footprint/model/asset-history';
import history from '../../../openapi/examples/history.json';
import { EXAMPLE_ASSETS, EXAMPLE_DEVICES } from './fixtures';

const day = (value: string) => value.slice(0, 10);
const DEFAULT = history.assetHistoryDefault.value as AssetHistoryEvent[];
const DISPUTED = history.assetHistoryDisputed.value as AssetHistoryEvent[];
const EXPIRING = history.assetHistoryCertificateExpiring.value as AssetHistoryEvent[];
const MAYA = DISPUTED[0]!.actor!;

const base: AssetHistoryEvent = {
  id: 'e',
  occurred_at: '2026-01-01T00:00:00Z',
  type: 'port_opened',
  port: null,
  certificate: null,
  technology: null,
  dns_record: null,
  actor: null,
  note: null,
};
const words = (event: Partial<AssetHistoryEvent>) => historyLine({ ...base, ...event }, day);

describe('asset history in words (#27)', () => {
  it('says each change of the contract example, newest first', () => {
    expect(historyLines(DEFAULT, day).map((line) => [line.at.slice(0, 10), line.text, line.detail])).toEqual([
      ['2026-11-20', 'Certificate renewed, valid until 2027-02-17', "Issued by R11 (Let's Encrypt)"],
      ['2026-08-22', 'Certificate renewed, valid until 2026-11-19', "Issued by R11 (Let's Encrypt)"],
      ['2026-05-24', 'Certificate renewed, valid until 2026-08-21', "Issued by R11 (Let's Encrypt)"],
      ['2026-03-02', 'Port 3389/tcp opened', null],
      ['2026-03-02', 'Microsoft Remote Desktop Services 10.0 detected', null],
      ['2026-01-14', 'A record of remote.brightsmiledental.com changed', '203.0.113.9 → 203.0.113.11'],
      ['2025-12-09', 'Port 8080/tcp closed', null],
      ['2025-12-09', 'Apache Tomcat 8.5.78 no longer detected', null],
    ]);
  });

  it('puts the newest first even when the server does not', () => {
    expect(historyLines([...DEFAULT].reverse(), day)[0]!.id).toBe('ah-0108');
  });

  it('certificates expiring, disputes with who and why, withdrawals by Stance', () => {
    expect(historyLine(EXPIRING[0]!, day).text).toBe('Certificate expires on 2026-12-29');
    expect(historyLine(DISPUTED[0]!, day)).toMatchObject({
      text: 'Marked as not ours by Maya Okafor',
      detail: expect.stringContaining('shared WP Engine address'),
    });
    expect(words({ type: 'dispute_withdrawn', actor: { ...MAYA, type: 'stance', name: 'Review team' } }).text).toBe(
      'Dispute withdrawn by Stance',
    );
    expect(words({ type: 'dispute_withdrawn' }).text).toBe('Dispute withdrawn');
  });

  it('DNS records added and removed', () => {
    const record = { record_type: 'MX', name: 'brightsmiledental.com', before: [], after: ['mx1.example.net'] };
    expect(words({ type: 'dns_record_changed', dns_record: record })).toMatchObject({
      text: 'MX record of brightsmiledental.com added',
      detail: 'mx1.example.net',
    });
    expect(words({ type: 'dns_record_changed', dns_record: { ...record, before: ['a', 'b'], after: [] } })).toMatchObject({
      text: 'MX record of brightsmiledental.com removed',
      detail: 'a, b',
    });
  });

  it('an event without its details, and a type the console does not know, in words', () => {
    expect(words({ type: 'port_closed' }).text).toBe('A port closed');
    expect(words({ type: 'technology_added', technology: { id: 't', name: 'nginx', version: null } }).text).toBe(
      'nginx detected',
    );
    expect(words({ type: 'whois_registrant_changed' }).text).toBe('Whois registrant changed');
    expect(words({ type: 'whois_registrant_changed', note: 'Registrant changed to Example Ltd' }).text).toBe(
      'Registrant changed to Example Ltd',
    );
  });
});

describe("'Not mine' (#27)", () => {
  it('only domains, subdomains, hosts and e-mail addresses can be disputed', () => {
    const types = [...EXAMPLE_ASSETS, ...EXAMPLE_DEVICES].filter(isDisputable).map((asset) => asset.asset_type);
    expect([...new Set(types)].sort()).toEqual(['domain', 'email', 'host', 'subdomain']);
    expect(isDisputable({ asset_type: 'integration' })).toBe(false);
    expect(isDisputable({ asset_type: 'user' })).toBe(false);
  });

  it("is 'Disputed' on the server or while being disputed", () => {
    const disputed = EXAMPLE_ASSETS.find((asset) => asset.dispute) as Asset;
    const other = EXAMPLE_ASSETS.find((asset) => !asset.dispute) as Asset;
    expect(isDisputed(disputed, new Set())).toBe(true);
    expect(isDisputed(other, new Set())).toBe(false);
    expect(isDisputed(other, new Set([other.id]))).toBe(true);
    expect(disputeSummary(disputed.dispute!, day)).toMatch(/^Disputed by Maya Okafor on 2026-11-19: /);
  });
});

describe("drawer fields 'First seen' and 'Last seen' (#27)", () => {
  it('lead the fields of every asset with asset_history_enabled, once', () => {
    for (const asset of [EXAMPLE_ASSETS[0]!, EXAMPLE_DEVICES[0]!]) {
      const labels = detailFields(asset, true).map((field) => field.label);
      expect(labels.slice(0, 2)).toEqual(['First seen', 'Last seen']);
      expect(labels.filter((label) => label === 'Last seen')).toHaveLength(1);
    }
    expect(detailFields(EXAMPLE_ASSETS[0]!, true)[0]).toEqual({
      kind: 'date',
      label: 'First seen',
      value: EXAMPLE_ASSETS[0]!.first_seen,
    });
    expect(detailFields(EXAMPLE_ASSETS[0]!).map((field) => field.label)).not.toContain('First seen');
  });
});
