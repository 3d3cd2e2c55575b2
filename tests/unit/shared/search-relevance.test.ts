/**
 * The relevance set (#17): fixed queries over the contract's scenario data, each with the rows (by id) it must and
 * must not return. A change to the search that makes results noisier, or loses a relevant row, fails here.
 */
import { describe, expect, it } from 'vitest';
import type { Asset, AssetIssue, CasesData, TeamMember } from '@generated/model';
import cases from '../../../openapi/examples/cases.json';
import team from '../../../openapi/examples/team.json';
import { CASE_SEARCH_KEYS } from '@/features/mdr/lists/case-list';
import { mapCases } from '@/features/mdr/model/case-model';
import { sortAlerts } from '@/features/mdr/model/sorting';
import { ISSUE_SEARCH_KEYS } from '@/features/summary/model/issue-filters';
import { buildFraudDefenseIssues, mergeSummaryIssues, sortIssues } from '@/features/issues';
import {
  ASSET_SEARCH_KEYS,
  combineAssets,
  sortAssetRows,
  toAssetRow,
  type AssetRow,
} from '@/features/digital-footprint/model/asset-model';
import { TEAM_SEARCH_KEYS } from '@/features/settings/model/team-model';
import { FRAUD_SEARCH_KEYS, sortFraudIssues } from '@/features/fraud-defense/model/open-issues-view';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { exampleIssues, exampleUsers } from '../issues/fixtures';
import { EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS } from '../digital-footprint/fixtures';

const summaryIssues = sortIssues(mergeSummaryIssues(exampleIssues, buildFraudDefenseIssues(exampleUsers, exampleIssues)));
const issueIndex = createFuzzyIndex(summaryIssues, ISSUE_SEARCH_KEYS);
const alerts = sortAlerts(mapCases(cases.default.value.data as CasesData).alerts);
const alertIndex = createFuzzyIndex(alerts, CASE_SEARCH_KEYS);
const assetRows = sortAssetRows(combineAssets(EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS).map(toAssetRow));
const assetIndex = createFuzzyIndex(assetRows, ASSET_SEARCH_KEYS);
const findings = sortFraudIssues(buildFraudDefenseIssues(exampleUsers, exampleIssues));
const findingIndex = createFuzzyIndex(findings, FRAUD_SEARCH_KEYS);

/** Every row the query must not return is any row not in `must`: the result is exactly `must`. */
const OTHERS = 'others';

interface Case {
  query: string;
  /** Row ids the query must return. */
  must: readonly string[];
  /** Row ids it must not return (the near misses an over-eager search picks up), or OTHERS. */
  mustNot: readonly string[] | typeof OTHERS;
}

function checkRelevance<T>(rows: readonly T[], search: (query: string) => T[], idOf: (row: T) => string, table: Case[]) {
  const all = rows.map(idOf);
  it.each(table)('"$query"', ({ query, must, mustNot }) => {
    for (const id of [...must, ...(mustNot === OTHERS ? [] : mustNot)]) expect(all, `${id} is not in the data`).toContain(id);
    const found = search(query).map(idOf);
    for (const id of must) expect(found, `"${query}" must return ${id}`).toContain(id);
    const excluded = mustNot === OTHERS ? all.filter((id) => !must.includes(id)) : mustNot;
    for (const id of excluded) expect(found, `"${query}" must not return ${id}`).not.toContain(id);
  });
}

describe('issues (summary)', () => {
  checkRelevance(
    summaryIssues,
    (query) => issueIndex.search(query),
    (issue) => issue.id,
    [
      // Was 7 rows, 6 of them matching letters inside "authentication" and other words.
      { query: 'Henry', must: ['iss-027'], mustNot: OTHERS },
      // Was 8 rows: the WordPress issues ("wo-rdp-ress"), "third-party" ...
      { query: 'RDP', must: ['iss-001'], mustNot: OTHERS },
      // Inside a word of a name: "OpenSSH", "WordPress" (the jQuery issue says WordPress in its description).
      { query: 'ssh', must: ['iss-004'], mustNot: OTHERS },
      { query: 'press', must: ['iss-007', 'iss-016'], mustNot: OTHERS },
      // The end of "Elasticsearch" in a name, and "search engines" in a description.
      { query: 'search', must: ['iss-002', 'iss-017'], mustNot: OTHERS },
      { query: 'openssh', must: ['iss-004'], mustNot: OTHERS },
      { query: 'elastisearch', must: ['iss-002'], mustNot: OTHERS },
      { query: 'dmarc', must: ['iss-006'], mustNot: OTHERS },
      { query: 'certificate', must: ['iss-012', 'iss-025'], mustNot: OTHERS },
      { query: 'wordpress', must: ['iss-007', 'iss-016'], mustNot: OTHERS },
      { query: 'bank account', must: ['iss-027', 'iss-029'], mustNot: OTHERS },
      { query: 'mfa', must: ['iss-009'], mustNot: ['iss-010', 'iss-008', 'iss-020'] },
      { query: 'tls 1.0', must: ['iss-005'], mustNot: OTHERS },
      // Ports and portals, not every issue of severity "important".
      {
        query: 'port',
        must: ['iss-001', 'iss-002', 'iss-005', 'iss-021', 'iss-024', 'iss-025'],
        mustNot: ['iss-006', 'iss-008', 'iss-009', 'iss-010', 'iss-011', 'iss-012'],
      },
    ],
  );

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

describe('alerts (MDR)', () => {
  const POWERSHELL = ['00041669', '00041667', '00041562', '00041542', '00041468', '00041428', '00041390', '00041333', '00041328'];
  checkRelevance(
    alerts,
    (query) => alertIndex.search(query),
    (alert) => alert.caseNumber,
    [
      { query: 'powershell', must: POWERSHELL, mustNot: OTHERS },
      // Inside "PowerShell".
      { query: 'shell', must: POWERSHELL, mustNot: OTHERS },
      { query: 'certutl', must: ['00041513', '00041394'], mustNot: OTHERS },
      { query: 'RDP', must: ['00041685', '00041680', '00041437'], mustNot: OTHERS },
      { query: 'mimikatz', must: ['00041656'], mustNot: OTHERS },
      {
        query: 'usb',
        must: ['00041706', '00041664', '00041644', '00041621', '00041578', '00041523', '00041519', '00041432'],
        mustNot: OTHERS,
      },
      { query: 'anydesk', must: ['00041550'], mustNot: OTHERS },
      // The FRONTDESK machines and AnyDesk: the end of a word and a part inside one.
      {
        query: 'desk',
        must: [
          '00041699',
          '00041669',
          '00041667',
          '00041629',
          '00041559',
          '00041550',
          '00041547',
          '00041542',
          '00041539',
          '00041523',
          '00041473',
          '00041430',
          '00041399',
          '00041397',
        ],
        mustNot: OTHERS,
      },
      // The user g.liu, not the MacBook named MACBOOK-GLIU.
      { query: 'g.liu', must: ['00041614', '00041609'], mustNot: ['00041608'] },
      { query: '00041706', must: ['00041706'], mustNot: OTHERS },
    ],
  );
});

describe('assets (digital footprint)', () => {
  const WORDPRESS = [
    'ast-www-brightsmiledental-com',
    'ast-blog-brightsmile-kids-com',
    'ast-staging-brightsmiledental-com',
    'ast-www-brightsmile-kids-com',
  ];
  const SSH = ['ast-ip-203-0-113-10', 'ast-vpn-brightsmiledental-com'];
  checkRelevance(
    assetRows,
    (query) => assetIndex.search(query),
    (row) => row.asset.id,
    [
      { query: 'wordpress', must: WORDPRESS, mustNot: OTHERS },
      { query: 'press', must: WORDPRESS, mustNot: OTHERS },
      { query: 'RDP', must: ['ast-remote-brightsmiledental-com', 'ast-ip-203-0-113-11'], mustNot: OTHERS },
      { query: 'elasticsearch', must: ['ast-ip-198-51-100-57', 'ast-search-smilecare-portal-net'], mustNot: OTHERS },
      {
        query: 'infostealer',
        must: ['ast-dev-desktop-7qk2m1b', 'ast-dev-frontdesk-03', 'ast-dev-hyg-laptop-04', 'ast-dev-macbook-gliu'],
        mustNot: OTHERS,
      },
      // The recipients of the Henry Schein e-mail.
      { query: 'Henry', must: ['ast-usr-liu', 'ast-usr-bell', 'ast-usr-raman', 'ast-usr-herrera'], mustNot: OTHERS },
      {
        query: 'kids',
        must: [
          'ast-blog-brightsmile-kids-com',
          'ast-www-brightsmile-kids-com',
          'ast-brightsmile-kids-com',
          'ast-email-info-brightsmile-kids',
          'ast-mail-brightsmile-kids-com',
        ],
        mustNot: ['ast-brightsmiledental-com', 'ast-www-brightsmiledental-com'],
      },
      { query: 'openssh', must: SSH, mustNot: OTHERS },
      { query: 'ssh', must: SSH, mustNot: OTHERS },
    ],
  );
});

describe('findings (fraud defense)', () => {
  checkRelevance(
    findings,
    (query) => findingIndex.search(query),
    (finding) => finding.id,
    [
      { query: 'wire transfer', must: ['iss-028'], mustNot: OTHERS },
      { query: 'docusign', must: ['iss-030'], mustNot: OTHERS },
      // Inside "DocuSign".
      { query: 'sign', must: ['iss-030'], mustNot: OTHERS },
      { query: 'payroll', must: ['iss-029'], mustNot: OTHERS },
      { query: 'grace.liu', must: ['iss-027', 'iss-028'], mustNot: OTHERS },
      { query: 'Hannah', must: ['iss-029'], mustNot: OTHERS },
      { query: 'rebecca', must: ['iss-030'], mustNot: OTHERS },
      { query: 'Henry', must: ['iss-027'], mustNot: OTHERS },
      { query: 'bank', must: ['iss-027'], mustNot: ['iss-029'] },
    ],
  );
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
  const teamIndex = createFuzzyIndex(members, TEAM_SEARCH_KEYS);
  checkRelevance(
    members,
    (query) => teamIndex.search(query),
    (m) => m.user_id,
    [
      { query: 'zoe', must: ['usr-zoe', 'usr-zoe-c'], mustNot: OTHERS },
      { query: 'Zoë', must: ['usr-zoe', 'usr-zoe-c'], mustNot: OTHERS },
      { query: 'jose', must: ['usr-jose'], mustNot: OTHERS },
      { query: 'josé ortega', must: ['usr-jose'], mustNot: OTHERS },
      { query: 'lucja wrobel', must: ['usr-lodz'], mustNot: OTHERS },
    ],
  );
});
