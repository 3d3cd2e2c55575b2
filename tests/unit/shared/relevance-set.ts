/**
 * The relevance set (#17): fixed queries over the contract's scenario data, each with the rows (by id) it must and
 * must not return. `tests/unit/shared/search-relevance.test.ts` holds our search to it; `tests/bench/search-bench.ts`
 * measures fuse.js against it.
 */
import type { CasesData } from '@generated/model';
import cases from '../../../openapi/examples/cases.json';
import { CASE_SEARCH_KEYS } from '@/features/mdr/lists/case-list';
import { mapCases } from '@/features/mdr/model/case-model';
import { sortAlerts } from '@/features/mdr/model/sorting';
import { ISSUE_SEARCH_KEYS } from '@/features/summary/model/issue-filters';
import { buildFraudDefenseIssues, mergeSummaryIssues, sortIssues } from '@/features/issues';
import { ASSET_SEARCH_KEYS, combineAssets, sortAssetRows, toAssetRow } from '@/features/digital-footprint/model/asset-model';
import { FRAUD_SEARCH_KEYS, sortFraudIssues } from '@/features/fraud-defense/model/open-issues-view';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import { exampleIssues, exampleUsers } from '../issues/fixtures';
import { EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS } from '../digital-footprint/fixtures';

/** Every row the query must not return is any row not in `must`: the result is exactly `must`. */
export const OTHERS = 'others';

export interface RelevanceCase {
  query: string;
  /** Row ids the query must return. */
  must: readonly string[];
  /** Row ids it must not return (the near misses an over-eager search picks up), or OTHERS. */
  mustNot: readonly string[] | typeof OTHERS;
}

export interface RelevanceSet<T> {
  name: string;
  rows: readonly T[];
  keys: readonly FuzzyKey<T>[];
  idOf: (row: T) => string;
  cases: RelevanceCase[];
}

const set = <T>(relevanceSet: RelevanceSet<T>) => relevanceSet as RelevanceSet<unknown>;

/** The rows `query` must return and the rows it must not, both as ids. */
export function expected(relevanceSet: RelevanceSet<unknown>, { must, mustNot }: RelevanceCase) {
  const all = relevanceSet.rows.map(relevanceSet.idOf);
  return { all, excluded: mustNot === OTHERS ? all.filter((id) => !must.includes(id)) : mustNot };
}

export const summaryIssues = sortIssues(mergeSummaryIssues(exampleIssues, buildFraudDefenseIssues(exampleUsers, exampleIssues)));
const alerts = sortAlerts(mapCases(cases.default.value.data as CasesData).alerts);
const assetRows = sortAssetRows(combineAssets(EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS).map(toAssetRow));
const findings = sortFraudIssues(buildFraudDefenseIssues(exampleUsers, exampleIssues));

const POWERSHELL = ['00041669', '00041667', '00041562', '00041542', '00041468', '00041428', '00041390', '00041333', '00041328'];
const WORDPRESS = [
  'ast-www-brightsmiledental-com',
  'ast-blog-brightsmile-kids-com',
  'ast-staging-brightsmiledental-com',
  'ast-www-brightsmile-kids-com',
];
const SSH = ['ast-ip-203-0-113-10', 'ast-vpn-brightsmiledental-com'];

export const RELEVANCE_SETS: RelevanceSet<unknown>[] = [
  set({
    name: 'issues (summary)',
    rows: summaryIssues,
    keys: ISSUE_SEARCH_KEYS,
    idOf: (issue) => issue.id,
    cases: [
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
  }),
  set({
    name: 'alerts (MDR)',
    rows: alerts,
    keys: CASE_SEARCH_KEYS,
    idOf: (alert) => alert.caseNumber,
    cases: [
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
  }),
  set({
    name: 'assets (digital footprint)',
    rows: assetRows,
    keys: ASSET_SEARCH_KEYS,
    idOf: (row) => row.asset.id,
    cases: [
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
  }),
  set({
    name: 'findings (fraud defense)',
    rows: findings,
    keys: FRAUD_SEARCH_KEYS,
    idOf: (finding) => finding.id,
    cases: [
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
  }),
];
