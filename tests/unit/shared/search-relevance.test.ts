/**
 * Our search held to the relevance set (#17, tests/unit/shared/relevance-set.ts): a change that makes results
 * noisier, or loses a relevant row, fails here.
 */
import { describe, expect, it } from 'vitest';
import type { Asset, AssetIssue, TeamMember } from '@generated/model';
import team from '../../../openapi/examples/team.json';
import { ASSET_SEARCH_KEYS, sortAssetRows, toAssetRow, type AssetRow } from '@/features/digital-footprint/model/asset-model';
import { TEAM_SEARCH_KEYS } from '@/features/settings/model/team-model';
import { ISSUE_SEARCH_KEYS } from '@/features/summary/model/issue-filters';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { OTHERS, RELEVANCE_SETS, expected, summaryIssues, type RelevanceSet } from './relevance-set';

function checkRelevance<T>(relevanceSet: RelevanceSet<T>) {
  const index = createFuzzyIndex(relevanceSet.rows, relevanceSet.keys);
  it.each(relevanceSet.cases)('"$query"', (relevanceCase) => {
    const { query, must } = relevanceCase;
    const { all, excluded } = expected(relevanceSet as RelevanceSet<unknown>, relevanceCase);
    for (const id of [...must, ...excluded]) expect(all, `${id} is not in the data`).toContain(id);
    const found = index.search(query).map(relevanceSet.idOf);
    for (const id of must) expect(found, `"${query}" must return ${id}`).toContain(id);
    for (const id of excluded) expect(found, `"${query}" must not return ${id}`).not.toContain(id);
  });
}

describe.each(RELEVANCE_SETS)('$name', checkRelevance);

const issueIndex = createFuzzyIndex(summaryIssues, ISSUE_SEARCH_KEYS);

describe('issues (summary)', () => {
  it('keeps the table order, after the rows a key of which is the query or starts with it (#26.18)', () => {
    expect(issueIndex.search('')).toEqual(summaryIssues);
    for (const query of ['critical', 'exposed']) {
      const found = issueIndex.search(query);
      expect(found).toEqual(summaryIssues.filter((issue) => found.includes(issue)));
    }
    // 'Certificate for portal… expires in 39 days' (informational) starts with the query: it comes before the critical
    // 'Expired TLS certificate…', which the table order puts first.
    const certificate = issueIndex.search('certificate').map((issue) => issue.id);
    expect(certificate).toEqual(['iss-025', 'iss-012']);
    expect(summaryIssues.map((issue) => issue.id).filter((id) => certificate.includes(id))).toEqual(['iss-012', 'iss-025']);
  });
});

describe('an exact match first (#26.18)', () => {
  // The bench's 50,000 rows: hosts host-0 … host-49999 in the table's order (highest open severity, then issue count),
  // host-4321 without issues, so the table order puts it far down among what its typo budget also matches.
  const hosts = sortAssetRows(
    Array.from({ length: 50_000 }, (_, i): Asset => {
      const issues: AssetIssue[] =
        i === 4321 ? [] : [{ id: `iss-${i}`, name: 'Open SMB port', severity: i % 3 ? 'moderate' : 'critical', status: 'open' }];
      return { id: `ast-${i}`, hostname: `host-${i}`, asset_type: 'host', issues };
    }).map(toAssetRow),
  );
  const hostIndex = createFuzzyIndex(hosts, ASSET_SEARCH_KEYS);
  const names = (rows: readonly AssetRow[]) => rows.map((row) => row.asset.hostname);

  it("'host-4321': the host itself, then the hosts whose name starts with it, then the rest in the table's order", () => {
    const found = hostIndex.search('host-4321');
    expect(found.length).toBeGreaterThan(12);
    expect(names(found.slice(0, 11))).toEqual([
      'host-4321',
      // host-43212, 43215 and 43218 are critical (i % 3 === 0): the table order puts them first among these.
      ...names(hosts.filter((row) => /^host-4321\d$/.test(row.asset.hostname))),
    ]);
    expect(names(found.slice(0, 4))).toEqual(['host-4321', 'host-43212', 'host-43215', 'host-43218']);
    const rest = found.slice(11);
    expect(rest).toEqual(hosts.filter((row) => rest.includes(row)));
    expect(names(rest).every((name) => !name.startsWith('host-4321'))).toBe(true);
    // Without the rule, the table order hides it after every critical host the query matches.
    expect(hosts.findIndex((row) => row.asset.hostname === 'host-4321')).toBeGreaterThan(11);
  });

  it('case and surrounding spaces do not stop a key from being the query', () => {
    expect(names(hostIndex.search('  HOST-4321 ')).at(0)).toBe('host-4321');
    expect(
      issueIndex
        .search('Certificate for portal')
        .map((issue) => issue.id)
        .at(0),
    ).toBe('iss-025');
  });
});

describe('accents (#25): on the text and on the query', () => {
  const member = (user_id: string, name: string, email: string, role: string): TeamMember => ({
    user_id,
    name,
    first_name: name.split(' ')[0]!,
    last_name: name.split(' ')[1]!,
    email,
    role,
    is_active: true,
    send_alerts: true,
    mfa_active: true,
  });
  // The contract's team and four more; their e-mail addresses do not spell the names out.
  const members = [
    ...(team.default.value as TeamMember[]),
    member('usr-zoe', 'Zoë Lindqvist', 'z.lindqvist@brightsmiledental.com', 'Hygienist'),
    member('usr-zoe-c', 'Zoe Carter', 'zc@brightsmiledental.com', 'Receptionist'),
    member('usr-jose', 'José Ortega', 'j.ortega@brightsmiledental.com', 'Dentist'),
    member('usr-lodz', 'Łucja Wróbel', 'lw@brightsmiledental.com', 'Office Manager'),
  ];
  checkRelevance({
    name: 'team',
    rows: members,
    keys: TEAM_SEARCH_KEYS,
    idOf: (m) => m.user_id,
    cases: [
      { query: 'zoe', must: ['usr-zoe', 'usr-zoe-c'], mustNot: OTHERS },
      { query: 'Zoë', must: ['usr-zoe', 'usr-zoe-c'], mustNot: OTHERS },
      { query: 'jose', must: ['usr-jose'], mustNot: OTHERS },
      { query: 'josé ortega', must: ['usr-jose'], mustNot: OTHERS },
      { query: 'lucja wrobel', must: ['usr-lodz'], mustNot: OTHERS },
    ],
  });
});
