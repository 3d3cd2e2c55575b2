import { describe, expect, it } from 'vitest';
import type { FraudDefenseIssue } from '@/features/issues';
import { buildFraudDefenseIssues } from '@/features/issues/model/fraud-findings';
import {
  DEFAULT_FRAUD_FILTERS,
  FRAUD_SEARCH_KEYS,
  applyFraudFilters,
  filtersFromSearch,
  isFraudFilterActive,
  openIssuesSearchSchema,
  searchFromFilters,
  sortFraudIssues,
} from '@/features/fraud-defense/model/open-issues-view';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { email, exampleUsers, finding, userAsset } from '../issues/fixtures';

function threat(
  id: string,
  overrides: { severity?: string; status?: FraudDefenseIssue['status']; date?: string; subject?: string },
) {
  const built = buildFraudDefenseIssues([
    userAsset(`u-${id}`, `${id}@clinic.example`, [
      finding({
        id,
        finding_id: id,
        severity: (overrides.severity ?? 'important') as never,
        status: overrides.status ?? 'open',
        email_data: email({ subject: overrides.subject ?? `Subject ${id}`, date_sent: overrides.date ?? '2026-11-18T09:12:00Z' }),
      }),
    ]),
  ]);
  return built[0] as FraudDefenseIssue;
}

describe('fraud defense filters (console-platform.md §9)', () => {
  const open = threat('a', { status: 'open' });
  const review = threat('b', { status: 'in_review' });
  const resolved = threat('c', { status: 'resolved', severity: 'critical' });
  const high = threat('d', { severity: 'high' });
  const medium = threat('e', { severity: 'medium' });

  it('shows only open findings by default, of every severity (aliases folded)', () => {
    expect(applyFraudFilters([open, review, resolved, high, medium], DEFAULT_FRAUD_FILTERS).map((i) => i.id)).toEqual([
      'a',
      'd',
      'e',
    ]);
  });

  it('narrows by status and severity together', () => {
    const filters = { status: ['open', 'resolved'] as const, severity: ['critical', 'moderate'] as const };
    expect(
      applyFraudFilters([open, resolved, high, medium], { status: [...filters.status], severity: [...filters.severity] }).map(
        (i) => i.id,
      ),
    ).toEqual(['c', 'e']);
    expect(applyFraudFilters([open, high], { status: [], severity: [...DEFAULT_FRAUD_FILTERS.severity] })).toEqual([]);
  });

  it('counts a search or a narrowed section as filtered, the defaults as not', () => {
    expect(isFraudFilterActive('', DEFAULT_FRAUD_FILTERS)).toBe(false);
    expect(isFraudFilterActive('  ', DEFAULT_FRAUD_FILTERS)).toBe(false);
    expect(isFraudFilterActive('wire', DEFAULT_FRAUD_FILTERS)).toBe(true);
    expect(isFraudFilterActive('', { ...DEFAULT_FRAUD_FILTERS, severity: ['critical'] })).toBe(true);
    expect(isFraudFilterActive('', { ...DEFAULT_FRAUD_FILTERS, status: ['open', 'resolved'] })).toBe(true);
  });
});

describe('table order', () => {
  it('puts the most severe first, then the newest e-mail, then the subject', () => {
    const rows = sortFraudIssues([
      threat('old', { severity: 'important', date: '2026-11-01T09:00:00Z' }),
      threat('mod', { severity: 'moderate', date: '2026-11-20T09:00:00Z' }),
      threat('new', { severity: 'high', date: '2026-11-19T09:00:00Z' }),
      threat('crit', { severity: 'critical', date: '2026-10-01T09:00:00Z' }),
      threat('b-same', { severity: 'important', date: '2026-11-01T09:00:00Z', subject: 'B' }),
      threat('a-same', { severity: 'important', date: '2026-11-01T09:00:00Z', subject: 'A' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['crit', 'new', 'a-same', 'b-same', 'old', 'mod']);
  });
});

describe('search keys (console-platform.md §9)', () => {
  const all = sortFraudIssues(buildFraudDefenseIssues(exampleUsers));
  const index = createFuzzyIndex(all, FRAUD_SEARCH_KEYS);
  const ids = (query: string) => index.search(query).map((issue) => issue.subject);

  it('finds by subject with a typo, by sender name and address, by recipient address and by severity', () => {
    expect(ids('wire transfr')).toEqual(['Urgent: wire transfer before 3pm']);
    expect(ids('Hannah Brooks')).toEqual(['Change to my direct deposit before next payroll']);
    expect(ids('henryschein-billing')).toHaveLength(1);
    expect(ids('sofia.alvarez@brightsmiledental.com').length).toBeGreaterThan(0);
    expect(ids('moderate').length).toBeGreaterThan(0);
  });

  it('are the keys and thresholds of the spec, exactly', () => {
    expect(FRAUD_SEARCH_KEYS.map((key) => [key.name, key.threshold])).toEqual([
      ['severity', 0.2],
      ['subject', 0.4],
      ['sender.emailAddress', 0.3],
      ['sender.name', 0.3],
      ['recipients.emailAddress', 0.3],
    ]);
  });

  it('keeps the table order and drops unrelated text', () => {
    const found = index.search('brightsmiledental');
    expect(found.map((f) => all.indexOf(f))).toEqual([...found.map((f) => all.indexOf(f))].sort((a, b) => a - b));
    expect(ids('zzqqxx')).toEqual([]);
  });
});

describe('URL form', () => {
  it('reads lists, drops invalid values and leaves defaults out', () => {
    const parsed = openIssuesSearchSchema.parse({ q: 'wire', status: 'open,resolved,bogus', severity: 'nope' });
    expect(parsed).toEqual({ q: 'wire', status: ['open', 'resolved'], severity: undefined });
    const filters = filtersFromSearch(parsed);
    expect(filters).toEqual({ status: ['open', 'resolved'], severity: DEFAULT_FRAUD_FILTERS.severity });
    expect(searchFromFilters(filters)).toEqual({ status: ['open', 'resolved'], severity: undefined });
    expect(searchFromFilters(DEFAULT_FRAUD_FILTERS)).toEqual({ status: undefined, severity: undefined });
    expect(openIssuesSearchSchema.parse({ status: 'none' }).status).toEqual([]);
  });
});
