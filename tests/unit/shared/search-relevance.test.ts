/**
 * The relevance set: fixed queries over the contract's scenario data with the rows each must and must not return,
 * in the table's order. A change to the search that makes results noisier fails here.
 */
import { describe, expect, it } from 'vitest';
import type { CasesData } from '@generated/model';
import cases from '../../../openapi/examples/cases.json';
import { CASE_SEARCH_KEYS } from '@/features/mdr/lists/case-list';
import { mapCases } from '@/features/mdr/model/case-model';
import { sortAlerts } from '@/features/mdr/model/sorting';
import { ISSUE_SEARCH_KEYS } from '@/features/summary/model/issue-filters';
import { buildFraudDefenseIssues, mergeSummaryIssues, sortIssues } from '@/features/issues';
import { ASSET_SEARCH_KEYS, combineAssets, sortAssetRows, toAssetRow } from '@/features/digital-footprint/model/asset-model';
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

interface Case {
  query: string;
  /** Every result holds one of these (lower-cased) in the field the search read. */
  all: RegExp;
  /** At least this many results. */
  min?: number;
  /** At most this many. */
  max?: number;
}

const issueText = (issue: (typeof summaryIssues)[number]) => `${issue.name} ${issue.short_description ?? ''}`.toLowerCase();
const issueName = (issue: (typeof summaryIssues)[number]) => issue.name.toLowerCase();

describe('issues (summary)', () => {
  const table: Case[] = [
    // Was 7 rows, 6 of them matching letters inside "authentication" and other words.
    { query: 'Henry', all: /henry/, min: 1, max: 2 },
    // Was 8 rows (wordpress, "third-party" …).
    { query: 'RDP', all: /\brdp\b|remote desktop/, min: 1, max: 2 },
    { query: 'openssh', all: /openssh/, min: 1, max: 1 },
    { query: 'elastisearch', all: /elasticsearch/, min: 1, max: 1 },
    { query: 'dmarc', all: /dmarc/, min: 1, max: 1 },
    { query: 'certificate', all: /certificate/, min: 2 },
    { query: 'wordpress', all: /wordpress/, min: 2, max: 3 },
    { query: 'bank account', all: /bank/, min: 2, max: 3 },
    { query: 'mfa', all: /\bmfa\b|multi-factor/, min: 1, max: 2 },
    { query: 'tls 1.0', all: /tls 1\.0/, min: 1, max: 1 },
  ];
  it.each(table)('"$query"', ({ query, all, min = 1, max = Infinity }) => {
    const found = issueIndex.search(query);
    expect(found.length, found.map(issueName).join(' | ')).toBeGreaterThanOrEqual(min);
    expect(found.length, found.map(issueName).join(' | ')).toBeLessThanOrEqual(max);
    for (const issue of found) expect(issueText(issue)).toMatch(all);
  });

  it('keeps the table order', () => {
    expect(issueIndex.search('')).toEqual(summaryIssues);
    for (const query of ['critical', 'certificate', 'exposed']) {
      const found = issueIndex.search(query);
      expect(found).toEqual(summaryIssues.filter((issue) => found.includes(issue)));
    }
  });
});

describe('alerts (MDR)', () => {
  const title = (alert: (typeof alerts)[number]) => alert.title.toLowerCase();
  const table: Case[] = [
    { query: 'powershell', all: /powershell/, min: 5 },
    { query: 'certutl', all: /certutil/, min: 2, max: 2 },
    { query: 'RDP', all: /\brdp\b/, min: 3, max: 3 },
    { query: 'mimikatz', all: /mimikatz/, min: 1, max: 1 },
    { query: 'usb', all: /usb/, min: 5 },
    { query: 'anydesk', all: /anydesk/, min: 1, max: 1 },
    { query: 'g.liu', all: /g\.liu|gliu/, min: 2 },
  ];
  it.each(table)('"$query"', ({ query, all, min = 1, max = Infinity }) => {
    const found = alertIndex.search(query);
    expect(found.length, found.map(title).join(' | ')).toBeGreaterThanOrEqual(min);
    expect(found.length, found.map(title).join(' | ')).toBeLessThanOrEqual(max);
    for (const alert of found) expect(title(alert)).toMatch(all);
  });

  it('finds a case number exactly', () => {
    expect(alertIndex.search('00041706').map((alert) => alert.caseNumber)).toEqual(['00041706']);
  });
});

describe('assets (digital footprint)', () => {
  const text = (row: (typeof assetRows)[number]) =>
    [row.asset.hostname, row.asset.asset_type, ...row.asset.issues.map((issue) => issue.name)].join(' | ').toLowerCase();
  const table: Case[] = [
    { query: 'wordpress', all: /wordpress/, min: 4, max: 4 },
    { query: 'RDP', all: /\brdp\b/, min: 2, max: 2 },
    { query: 'elasticsearch', all: /elasticsearch/, min: 2, max: 2 },
    { query: 'infostealer', all: /infostealer/, min: 4, max: 4 },
    { query: 'Henry', all: /henry/, min: 4, max: 4 },
    { query: 'kids', all: /kids/, min: 5 },
    { query: 'openssh', all: /openssh/, min: 2, max: 2 },
  ];
  it.each(table)('"$query"', ({ query, all, min = 1, max = Infinity }) => {
    const found = assetIndex.search(query);
    expect(found.length, found.map(text).join(' || ')).toBeGreaterThanOrEqual(min);
    expect(found.length, found.map(text).join(' || ')).toBeLessThanOrEqual(max);
    for (const row of found) expect(text(row)).toMatch(all);
  });
});

describe('findings (fraud defense)', () => {
  const text = (finding: (typeof findings)[number]) =>
    [finding.subject, finding.sender.name, finding.sender.emailAddress, ...finding.recipients.map((r) => r.emailAddress)]
      .join(' | ')
      .toLowerCase();
  const table: Case[] = [
    { query: 'wire transfer', all: /wire transfer/, min: 1, max: 1 },
    { query: 'docusign', all: /docusign/, min: 1, max: 1 },
    { query: 'payroll', all: /payroll/, min: 1, max: 1 },
    { query: 'grace.liu', all: /grace\.liu/, min: 2, max: 2 },
    { query: 'Hannah', all: /hannah/, min: 1, max: 1 },
    { query: 'rebecca', all: /rebecca/, min: 1, max: 1 },
  ];
  it.each(table)('"$query"', ({ query, all, min = 1, max = Infinity }) => {
    const found = findingIndex.search(query);
    expect(found.length, found.map(text).join(' || ')).toBeGreaterThanOrEqual(min);
    expect(found.length, found.map(text).join(' || ')).toBeLessThanOrEqual(max);
    for (const finding of found) expect(text(finding)).toMatch(all);
  });
});
