import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXCELLENT } from '@/features/summary/model/risk-level';
import { exportAvailability, reportFileName, type ExportAvailabilityInput } from '@/features/summary/report/export-rules';
import { buildIssuesReport } from '@/features/summary/report/issues-report';
import {
  ISSUES_PER_PAGE,
  SEVERITY_DESCRIPTIONS,
  assetListText,
  clampLines,
  fittedListText,
  pageRangeLabel,
  paginate,
  pdfSafe,
  recipientListText,
  reportPageCount,
  severityDescription,
  shortenName,
} from '@/features/summary/report/pdf-layout';
import { buildFraudDefenseIssues } from '@/features/issues';
import type { ScoreHistory } from '@generated/model';
import { scoreTrend } from '@/features/summary/report/score-trend';
import history from '../../../openapi/examples/history.json';
import { finding, issue, userAsset } from '../issues/fixtures';

const names = (n: number) => Array.from({ length: n }, (_, i) => `host-${i + 1}.example`);
/** Realistic long names: what a dental group's staging hosts and staff mailboxes look like. */
const longHosts = (n: number) =>
  Array.from({ length: n }, (_, i) => `patient-portal-staging-${i + 1}.brightsmiledental-group.com`);
const longAddresses = (n: number) =>
  Array.from({ length: n }, (_, i) => `firstname${i + 1}.lastname-hyphenated@brightsmiledental-group.com`);

describe('pagination (console-mdr-summary.md §9)', () => {
  it('puts 10 issues on a page', () => {
    expect(ISSUES_PER_PAGE).toBe(10);
    expect(paginate(names(0))).toEqual([]);
    expect(paginate(names(10)).map((p) => p.length)).toEqual([10]);
    expect(paginate(names(11)).map((p) => p.length)).toEqual([10, 1]);
    expect(paginate(names(25)).map((p) => p.length)).toEqual([10, 10, 5]);
  });

  it('labels pages and counts the cover', () => {
    expect(pageRangeLabel(0, 25)).toBe('Issues 1-10 of 25');
    expect(pageRangeLabel(2, 25)).toBe('Issues 21-25 of 25');
    expect([1, 10, 11, 25, 1000].map((n) => reportPageCount(n))).toEqual([2, 2, 3, 4, 101]);
  });
});

describe('detail lists', () => {
  it('show at most 10 assets, then "and N more"', () => {
    expect(assetListText(names(3))).toBe('host-1.example, host-2.example, host-3.example');
    expect(assetListText(names(10))).not.toContain('more');
    expect(assetListText(names(12))).toBe(`${names(10).join(', ')} and 2 more`);
  });

  it('show at most 10 recipients, then "+N"', () => {
    expect(recipientListText(names(11))).toBe(`${names(10).join(', ')} +1`);
    expect(recipientListText(names(2))).toBe('host-1.example, host-2.example');
  });

  it('keep a list that fits as it is', () => {
    expect(fittedListText(names(12), assetListText, () => true)).toBe(assetListText(names(12)));
  });

  it('shorten overlong names with "..." instead of dropping any of the 10, and keep the count', () => {
    const fits = (text: string) => text.length <= 330;
    const text = fittedListText([...longHosts(11), 'www.bsd.com'], assetListText, fits);
    expect(fits(text)).toBe(true);
    expect(text).toMatch(/ and 2 more$/);
    const items = text.replace(/ and 2 more$/, '').split(', ');
    expect(items).toHaveLength(10);
    // Each host keeps the part that tells it apart; a short name stays whole.
    items.forEach((item, i) => expect(item.startsWith(`patient-portal-staging-${i + 1}.`), item).toBe(true));
    for (const item of items) expect(item).toMatch(/\.\.\.$/);
    expect(fittedListText([...longHosts(3), 'www.bsd.com'], recipientListText, (t) => t.length <= 130)).toMatch(
      /^(patient-portal-staging-\d\.bright[^,]*\.\.\., ){3}www\.bsd\.com$/,
    );
  });

  it('shorten a name to its first characters and "..."', () => {
    expect(shortenName('firstname1.lastname@brightsmiledental.com', 24)).toBe('firstname1.lastname@b...');
    expect(shortenName('short.example', 24)).toBe('short.example');
    // Never ends on a dangling separator before the dots.
    expect(shortenName('patient-portal-staging-1.brightsmile.com', 28)).toBe('patient-portal-staging-1...');
    expect(shortenName('firstname1.lastname@brightsmiledental.com', 23)).toBe('firstname1.lastname...');
  });

  it('fall back to the shortest names when nothing fits, still with every name and the count', () => {
    const text = fittedListText(longHosts(4), recipientListText, () => false);
    expect(text.split(', ')).toHaveLength(4);
    expect(text.split(', ').every((item) => item.length <= 14)).toBe(true);
  });
});

describe('text for the standard PDF fonts', () => {
  it('turns typographic punctuation into ASCII and keeps Latin-1', () => {
    expect(pdfSafe('we’ll “notify” – Tomás… ✓')).toBe('we\'ll "notify" - Tomás...');
    expect(pdfSafe(null)).toBe('');
  });

  it('ends a cut paragraph with an ellipsis', () => {
    expect(clampLines(['one two', 'three four', 'five'], 2)).toEqual(['one two', 'three...']);
    expect(clampLines(['a'], 2)).toEqual(['a']);
    expect(clampLines(['a'], 0)).toEqual([]);
  });
});

describe('severity descriptions (console-mdr-summary.md §9)', () => {
  it('say critical binds the policy, important affects premium or coverage, moderate improves security', () => {
    expect(SEVERITY_DESCRIPTIONS.critical).toMatch(/must be resolved to bind the/);
    expect(SEVERITY_DESCRIPTIONS.important).toMatch(/may affect the premium or the coverage/);
    expect(SEVERITY_DESCRIPTIONS.moderate).toMatch(/should be resolved to improve the security/);
    expect(severityDescription('high')).toBe(SEVERITY_DESCRIPTIONS.important);
    expect(severityDescription('low')).toBeNull();
  });
});

describe('file names', () => {
  const date = new Date(2026, 10, 21, 9, 5);
  it('use the product name and the date as DD_MM_YYYY', () => {
    expect(reportFileName('all', date)).toBe('Stance_issues_21_11_2026.pdf');
    expect(reportFileName('filtered', date)).toBe('Stance_filtered_issues_21_11_2026.pdf');
    expect(reportFileName('all', new Date(2027, 0, 5), 'Acme Shield')).toBe('Acme_Shield_issues_05_01_2027.pdf');
  });
});

describe('export availability (console-mdr-summary.md §5)', () => {
  const base: ExportAvailabilityInput = {
    state: 'idle',
    scanInProgress: false,
    totalCount: 5,
    filterActive: true,
    filteredCount: 2,
  };
  it('needs an issue for All and an active filter with results for Filtered', () => {
    expect(exportAvailability(base)).toEqual({ all: true, filtered: true, blockedReason: null });
    expect(exportAvailability({ ...base, totalCount: 0, filteredCount: 0 })).toMatchObject({ all: false, filtered: false });
    expect(exportAvailability({ ...base, filterActive: false })).toMatchObject({ all: true, filtered: false });
    expect(exportAvailability({ ...base, filteredCount: 0 })).toMatchObject({ all: true, filtered: false });
  });

  it('blocks both during a scan or another export', () => {
    expect(exportAvailability({ ...base, scanInProgress: true })).toMatchObject({ all: false, filtered: false });
    expect(exportAvailability({ ...base, state: 'loadingAll' })).toMatchObject({ all: false, filtered: false });
    expect(exportAvailability({ ...base, state: 'loadingFiltered' }).blockedReason).toBe('A report is being prepared');
  });
});

describe('buildIssuesReport', () => {
  it('draws an A4 cover and one page per 10 issues', () => {
    const issues = Array.from({ length: 25 }, (_, i) =>
      issue({
        id: `i${i}`,
        name: `Issue ${i}`,
        assets: names(12).map((h) => ({ id: h, hostname: h, asset_type: 'subdomain' as const })),
      }),
    );
    const doc = buildIssuesReport({
      kind: 'filtered',
      issues,
      productName: 'Stance',
      companyName: 'Bright Smile Dental Group',
      generatedAt: new Date(2026, 10, 21),
      risk: EXCELLENT,
      score: null,
      filterSummary: ['Search: "tls"'],
    });
    expect(doc.getNumberOfPages()).toBe(4);
    const { width, height } = doc.internal.pageSize;
    expect([Math.round(width), Math.round(height)]).toEqual([210, 297]);
  });

  it('prints 10 of 12 long assets and 10 of 12 long recipients, shortened rather than dropped, under the description', () => {
    const hosts = longHosts(12);
    const recipients = longAddresses(12);
    const fraud = buildFraudDefenseIssues(
      recipients.map((address, i) => userAsset(`u${i}`, address, [finding()])),
      [],
    );
    expect(fraud).toHaveLength(1);
    const assetIssue = issue({ assets: hosts.map((h) => ({ id: h, hostname: h, asset_type: 'subdomain' as const })) });
    const doc = buildIssuesReport({
      kind: 'all',
      issues: [assetIssue, ...fraud],
      productName: 'Stance',
      companyName: 'Bright Smile Dental Group',
      generatedAt: new Date(2026, 10, 21),
      risk: EXCELLENT,
      score: null,
      filterSummary: [],
    });
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
    writeFileSync(file, Buffer.from(doc.output('arraybuffer')));
    const pdf = execFileSync('pdftotext', ['-f', '2', '-l', '2', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const assets = /Assets: (.*?) and 2 more/.exec(pdf)?.[1]?.split(', ') ?? [];
    expect(assets).toHaveLength(10);
    assets.forEach((item, i) => expect(hosts[i]?.startsWith(item.replace(/\.\.\.$/, '')), item).toBe(true));
    assets.forEach((item, i) => expect(item, item).toContain(`staging-${i + 1}.`));
    const listed = /Recipients: (.*?) \+2/.exec(pdf)?.[1]?.split(', ') ?? [];
    expect(listed).toHaveLength(10);
    listed.forEach((item, i) => expect(item, item).toContain(`firstname${i + 1}.`));
    // Each issue keeps its description line above its detail lines.
    expect(pdf).toContain(`${assetIssue.short_description} Assets: `);
    expect(pdf).toContain(`${fraud[0]!.short_description} From: `);
  });
});

describe('the score trend on the cover (issue #27)', () => {
  const trend = scoreTrend(history.scoreHistoryDefault.value as ScoreHistory, '12m', new Date('2026-11-23T12:00:00Z'));
  const report = (filterSummary: string[]) =>
    buildIssuesReport({
      kind: filterSummary.length > 0 ? 'filtered' : 'all',
      issues: [issue({})],
      productName: 'Stance',
      companyName: 'Bright Smile Dental Group',
      generatedAt: new Date(2026, 10, 21),
      risk: EXCELLENT,
      score: 452,
      filterSummary,
      trend,
    });
  const pageText = (doc: ReturnType<typeof buildIssuesReport>, page: number) => {
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
    writeFileSync(file, Buffer.from(doc.output('arraybuffer')));
    return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  };

  it('names the range and its three largest changes in words under a small chart', () => {
    const doc = report([]);
    expect(doc.getNumberOfPages()).toBe(2);
    const cover = pageText(doc, 1);
    expect(cover).toContain('Score history, last 12 months');
    expect(cover).toContain('Largest changes');
    expect(cover).toContain(
      '-22 on Mar 2, 2026: RDP exposed to the internet opened on remote.brightsmiledental.com and 3 more changes',
    );
    expect(cover).toContain('-13 on Mar 10, 2026: MFA not enforced for 4 admins opened on');
    expect(cover.match(/ on [A-Z][a-z]{2} \d+, 2026: /g)).toHaveLength(3);
  });

  it('gets a page of its own when a long filter list fills the cover', () => {
    const doc = report(Array.from({ length: 10 }, (_, i) => `Filter line ${i + 1}`));
    expect(doc.getNumberOfPages()).toBe(3);
    expect(pageText(doc, 1)).not.toContain('Score history');
    expect(pageText(doc, 2)).toContain('Score history, last 12 months');
  });
});
