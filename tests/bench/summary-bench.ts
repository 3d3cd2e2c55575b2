// Summary figures with 5,000 generated issues (console-mdr-summary issue 4, "Performance"):
//  - keystroke → filtered list computed (fuzzy search + filters + sort), in Node;        target ≤ 100 ms
//  - keystroke → table rendered, in Chromium against the built app (debounce excluded);  target ≤ 100 ms
//  - PDF report of 1,000 issues;                                                         target ≤ 5 s
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/summary-bench.ts`.
// BENCH_URL=http://localhost:5173 measures a running app instead of building one; NO_BROWSER=1 skips Chromium.
import type { Asset, AssetIssue } from '@generated/model';
import { buildFraudDefenseIssues, mergeSummaryIssues } from '@/features/issues/model/fraud-findings';
import {
  DEFAULT_ISSUE_FILTERS,
  ISSUE_SEARCH_KEYS,
  applyIssueFilters,
  type IssueFilterValues,
} from '@/features/summary/model/issue-filters';
import { sortIssues } from '@/features/issues/model/issue-model';
import { riskLevel } from '@/features/summary/model/risk-level';
import { buildIssuesReport } from '@/features/summary/report/issues-report';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { clearSearch, keystrokeFigures, measure, ms, openBenchBrowser, row, rowCount } from './bench-support';
import { benchPorts } from '../support/serve-build';
import { ISSUE_DOMAINS, generateIssues, seeded } from './bench-data';

const REGULAR = 4_850;
const EMAILS = 150;
const NOW = Date.parse('2026-11-21T10:00:00Z');
const DAY = 86_400_000;
const DEBOUNCE_MS = 300;

// A seeded generator, so every run measures the same data.
const seed = seeded(2026);
const { pick, int } = seed;
const DOMAINS = ISSUE_DOMAINS;
const issues = generateIssues(seed, REGULAR);

const users: Asset[] = Array.from({ length: 300 }, (_, u) => ({
  id: `ast-usr-${u}`,
  asset_type: 'user',
  hostname: `user${u}@${pick(DOMAINS)}`,
  issues: [] as AssetIssue[],
}));
for (let e = 0; e < EMAILS; e++) {
  const recipients = Array.from({ length: 1 + int(14) }, () => pick(users));
  const data = {
    sender: { name: `Vendor ${e}`, email_address: `billing${e}@vendor-payments.example` },
    date_sent: new Date(NOW - int(90) * DAY).toISOString(),
    subject: `Updated bank details for invoice INV-${100_000 + e}`,
    to_recipients: recipients.map((r) => ({ name: null, email_address: r.hostname })),
    reasons: [{ name: 'Lookalike vendor domain', description: 'Registered days ago.' }],
  };
  for (const user of recipients) {
    user.issues.push({
      id: `iss-fd-${e}`,
      name: 'Bank details change request',
      severity: pick(['important', 'moderate', 'critical'] as const),
      status: 'open',
      issue_type: 'FRAUD_DEFENSE',
      issue_category: 'email_threats',
      finding_id: `fnd-${e}`,
      email_data: data,
    });
  }
}

console.log(`Summary issues: ${REGULAR} scanner issues + ${EMAILS} fraud-defense e-mails from ${users.length} user assets`);
let all: ReturnType<typeof sortIssues> = [];
row(
  'merge fraud-defense findings and sort (once per load)',
  measure(5, () => (all = sortIssues(mergeSummaryIssues(issues, buildFraudDefenseIssues(users, issues))))),
);
console.log(`  ${all.length} issues in the table's order`);

console.log('\nKeystroke → filtered list (ranked fuzzy search + filters), Node');
const index = createFuzzyIndex(all, ISSUE_SEARCH_KEYS);
row(
  '  fuzzy index build (first non-empty search, once per load)',
  measure(1, () => index.search('x')),
);
const everything: IssueFilterValues = {
  ...DEFAULT_ISSUE_FILTERS,
  severity: ['critical', 'important', 'moderate', 'low', 'informational'],
  status: ['open', 'in_review', 'resolved', 'approved'],
};
for (const typed of ['certificate', 'openssh vpn', 'network exposures', 'bank details']) {
  let worst = 0;
  let total = 0;
  let shown = 0;
  for (let i = 1; i <= typed.length; i++) {
    const figure = measure(3, () => {
      // As the page does: ranked results, then the filters (which keep that order).
      shown = applyIssueFilters(index.search(typed.slice(0, i)), DEFAULT_ISSUE_FILTERS, new Date(NOW)).length;
    });
    worst = Math.max(worst, figure.max);
    total += figure.median;
  }
  row(`  typing "${typed}" (${typed.length} keystrokes), per keystroke`, { median: total / typed.length, max: worst }, 100);
  console.log(`    ${shown} of ${all.length} shown for the full query (default filters)`);
}
row(
  '  filter change with an empty search box (all filters on)',
  measure(10, () => sortIssues(applyIssueFilters(index.search(''), everything))),
  100,
);

console.log('\nPDF report (jspdf, A4, 10 issues a page)');
const thousand = all.slice(0, 1000);
let pages = 0;
let bytes = 0;
const pdf = measure(3, () => {
  const doc = buildIssuesReport({
    kind: 'all',
    issues: thousand,
    productName: 'Stance',
    companyName: 'Bright Smile Dental Group',
    generatedAt: new Date(NOW),
    risk: riskLevel(452, thousand),
    score: 452,
  });
  pages = doc.getNumberOfPages();
  bytes = doc.output('arraybuffer').byteLength;
});
row('  1,000 issues: layout and file', pdf, 5000);
console.log(`    ${pages} pages, ${(bytes / 1024).toFixed(0)} KB`);

await browserFigures();

/** Keystroke → table rendered in Chromium, with the issues and user assets answered by the generated data. */
async function browserFigures() {
  const app = await openBenchBrowser(...benchPorts('SUMMARY_BENCH_PRISM_PORT', 'SUMMARY_BENCH_PREVIEW_PORT', [4412, 4476]));
  if (!app) return;
  console.log('\nKeystroke → table rendered, Chromium');
  try {
    const { page } = app;
    await page.route('**/api/accounts/*/issues', (route) => route.fulfill({ json: issues }));
    await page.route('**/api/accounts/*/users', (route) => route.fulfill({ json: users }));
    await page.goto(`${app.base}/?status=${encodeURIComponent(JSON.stringify(['open', 'in_review', 'resolved', 'approved']))}`);
    const table = page.getByRole('table', { name: 'Security issues' });
    await table.locator('[data-row-index="0"]').waitFor({ timeout: 60_000 });
    const unfiltered = await rowCount(page, 'Security issues');
    await keystrokeFigures(page, {
      tableLabel: 'Security issues',
      searchLabel: 'Search issues...',
      queries: ['certificate', 'openssh', 'rdp exposed', 'bank details', 'network exposures', 'hsts', 'dmarc none', 'leaked'],
      debounceMs: DEBOUNCE_MS,
    });

    // Scrolling the virtualized table from top to bottom: frame times.
    await clearSearch(page, 'Security issues', 'Search issues...', unfiltered);
    const frames = await page.evaluate(async () => {
      const scroller = document.querySelector('[role="table"][aria-label="Security issues"]') as HTMLElement;
      const gaps: number[] = [];
      let last = performance.now();
      for (let y = 0; y < scroller.scrollHeight; y += 400) {
        scroller.scrollTop = y;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }
      gaps.sort((a, b) => a - b);
      return {
        count: gaps.length,
        median: gaps[Math.floor(gaps.length / 2)] ?? 0,
        p95: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
        rendered: scroller.querySelectorAll('[data-row-index]').length,
      };
    });
    console.log(
      `  scrolling ${frames.count} steps of 400 px: frame median ${ms(frames.median)}, p95 ${ms(frames.p95)}; ${frames.rendered} row elements in the DOM`,
    );
  } finally {
    await app.close();
  }
}
