import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXCELLENT } from '@/features/summary/model/risk-level';
import {
  exportAvailability,
  fileDate,
  reportFileName,
  type ExportAvailabilityInput,
} from '@/features/summary/report/export-rules';
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
} from '@/features/summary/report/pdf-layout';
import { buildFraudDefenseIssues } from '@/features/issues';
import { finding, issue, userAsset } from '../issues/fixtures';

const names = (n: number) => Array.from({ length: n }, (_, i) => `host-${i + 1}.example`);

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

  it('shorten a list that does not fit so the count is still printed', () => {
    const fits = (text: string) => text.length <= 60;
    const text = fittedListText(names(12), assetListText, fits);
    expect(text).toBe('host-1.example, host-2.example, host-3.example and 9 more');
    expect(fittedListText(names(4), recipientListText, () => false)).toBe('host-1.example +3');
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
    expect(fileDate(date)).toBe('21_11_2026');
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

  it('prints 10 of 12 assets and all 4 recipients, wrapping instead of cutting', () => {
    const hosts = Array.from({ length: 12 }, (_, i) => `portal-${i + 1}.brightsmiledental.com`);
    const recipients = ['grace.liu', 'billing', 'front.desk', 'h.brooks'].map((name) => `${name}@brightsmiledental.com`);
    const fraud = buildFraudDefenseIssues(
      recipients.map((address, i) => userAsset(`u${i}`, address, [finding()])),
      [],
    );
    const doc = buildIssuesReport({
      kind: 'all',
      issues: [issue({ assets: hosts.map((h) => ({ id: h, hostname: h, asset_type: 'subdomain' as const })) }), ...fraud],
      productName: 'Stance',
      companyName: 'Bright Smile Dental Group',
      generatedAt: new Date(2026, 10, 21),
      risk: EXCELLENT,
      score: null,
      filterSummary: [],
    });
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
    writeFileSync(file, Buffer.from(doc.output('arraybuffer')));
    const pdf = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const host of hosts.slice(0, 10)) expect(pdf).toContain(host);
    expect(pdf).not.toContain(hosts[10]);
    expect(pdf).toContain('and 2 more');
    for (const address of recipients) expect(pdf).toContain(address);
    expect(pdf).not.toMatch(/\.com \+\d/);
  });
});
