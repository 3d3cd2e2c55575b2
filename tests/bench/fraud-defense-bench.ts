// Fraud defense figures (issue 11, "Performance"): 5,000 findings from 20,000 user-asset issues.
//  - building the findings (group, de-duplicate, table order), in Node;                     target ≤ 50 ms
//  - keystroke → filtered list (fuzzy search + filters), in Node;                            target ≤ 100 ms
//  - keystroke → table rendered, Chromium against the production build (debounce excluded);  target ≤ 100 ms median
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/fraud-defense-bench.ts`.
// BENCH_URL=http://127.0.0.1:5173 measures a running app instead of building one; NO_BROWSER=1 skips Chromium.
// FRAUD_BENCH_PRISM_PORT / FRAUD_BENCH_PREVIEW_PORT move the servers it starts (default 4416 / 4417).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Asset, AssetIssue, IssueSeverity, IssueStatus } from '@generated/model';
import { buildFraudDefenseIssues } from '@/features/issues/model/fraud-findings';
import {
  DEFAULT_FRAUD_FILTERS,
  FRAUD_SEARCH_KEYS,
  applyFraudFilters,
  sortFraudIssues,
} from '@/features/fraud-defense/model/open-issues-view';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { measure, ms, row } from './bench-support';

const EMAILS = 5_000;
const COPIES = 20_000;
const USERS = 2_500;
const NOW = Date.parse('2026-11-21T10:00:00Z');
const DAY = 86_400_000;
const DEBOUNCE_MS = 300;

// A seeded generator, so every run measures the same data.
let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const int = (max: number) => Math.floor(random() * max);

const FIRST = ['Grace', 'Tomas', 'Priya', 'Marcus', 'Sofia', 'Aisha', 'Rebecca', 'Daniel', 'Hannah', 'Olivia', 'Noah', 'Liam'];
const LAST = ['Liu', 'Herrera', 'Raman', 'Bell', 'Alvarez', 'Mensah', 'Stone', 'Reyes', 'Brooks', 'Nguyen', 'Schmidt', 'Okafor'];
const VENDORS = [
  'henryschein-billing.com',
  'patterson-dental.net',
  'dentsply-invoices.com',
  'payroll-adp.help',
  'docusign-mail.net',
];
const SUBJECTS = [
  'Updated bank details for invoice',
  'Urgent: wire transfer before 3pm',
  'Change to my direct deposit before next payroll',
  'Please DocuSign: employment agreement',
  'Overdue payment reminder',
  'New remittance address',
  'Gift cards for the team, keep it quiet',
  'Shared document: Q4 bonus list',
];
const SEVERITIES: readonly IssueSeverity[] = ['critical', 'important', 'important', 'moderate', 'moderate', 'low'];
const STATUSES: readonly IssueStatus[] = ['open', 'open', 'open', 'in_review', 'resolved', 'approved'];

const users: Asset[] = Array.from({ length: USERS }, (_, u) => {
  const first = pick(FIRST);
  const last = pick(LAST);
  return {
    id: `ast-usr-${u}`,
    asset_type: 'user',
    hostname: `${first.toLowerCase()}.${last.toLowerCase()}${u}@brightsmiledental.com`,
    first_name: first,
    last_name: last,
    issues: [] as AssetIssue[],
  };
});
// 5,000 e-mails, 4 recipients each on average (1 to 7): 20,000 copies in the users' issue lists.
let copies = 0;
for (let e = 0; e < EMAILS; e++) {
  const vendor = pick(VENDORS);
  const recipients = e === EMAILS - 1 ? COPIES - copies : Math.min(1 + int(7), COPIES - copies - (EMAILS - e - 1));
  const start = int(USERS);
  const data = {
    sender: { name: `${pick(FIRST)} ${pick(LAST)}`, email_address: `accounts${e % 97}@${vendor}` },
    date_sent: new Date(NOW - int(180) * DAY - int(86_400) * 1000).toISOString(),
    subject: `${pick(SUBJECTS)} ${100_000 + e}`,
    to_recipients: [],
    reasons: [
      { name: 'Lookalike vendor domain', description: `${vendor} was registered days ago.` },
      { name: 'Urgency', description: 'The message asks for a same-day change.' },
    ],
  };
  const severity = pick(SEVERITIES);
  const status = pick(STATUSES);
  for (let r = 0; r < recipients; r++) {
    const user = users[(start + r * 37) % USERS] as Asset;
    user.issues.push({
      id: `iss-fd-${e}`,
      name: 'Suspicious e-mail',
      severity,
      status,
      issue_type: 'FRAUD_DEFENSE',
      issue_category: 'email_threats',
      finding_id: `fnd-${e}`,
      email_data: { ...data, to_recipients: [{ name: null, email_address: user.hostname }] },
    });
    copies++;
  }
}

console.log(`Fraud defense: ${copies.toLocaleString('en-US')} user-asset issues from ${USERS.toLocaleString('en-US')} users`);
let all: ReturnType<typeof sortFraudIssues> = [];
row(
  'build the findings (group, de-duplicate recipients) and order them',
  measure(7, () => (all = sortFraudIssues(buildFraudDefenseIssues(users)))),
  50,
);
console.log(`  ${all.length.toLocaleString('en-US')} findings`);

console.log('\nKeystroke → filtered list (fuzzy search + filters), Node');
const index = createFuzzyIndex(all, FRAUD_SEARCH_KEYS);
row(
  '  fuzzy index build (first non-empty search, once per load)',
  measure(1, () => index.search('x')),
);
const everything = {
  status: ['open', 'in_review', 'resolved', 'approved'],
  severity: DEFAULT_FRAUD_FILTERS.severity,
} as typeof DEFAULT_FRAUD_FILTERS;
for (const typed of ['wire transfer', 'henryschein', 'grace.liu', 'direct deposit', 'critical']) {
  let worst = 0;
  let total = 0;
  let shown = 0;
  for (let i = 1; i <= typed.length; i++) {
    const figure = measure(3, () => {
      shown = applyFraudFilters(index.search(typed.slice(0, i)), everything).length;
    });
    worst = Math.max(worst, figure.max);
    total += figure.median;
  }
  row(`  typing "${typed}" (${typed.length} keystrokes), per keystroke`, { median: total / typed.length, max: worst }, 100);
  console.log(`    ${shown} of ${all.length} shown for the full query (every status)`);
}

await browserFigures();

/** Keystroke → table rendered in Chromium, the user assets answered with the generated data. */
async function browserFigures() {
  if (process.env.NO_BROWSER === '1') return;
  console.log('\nKeystroke → table rendered, Chromium, production build (the 300 ms debounce is subtracted)');
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const bin = (name: string) => `${root}node_modules/.bin/${name}`;
  const prismPort = process.env.FRAUD_BENCH_PRISM_PORT ?? '4416';
  const previewPort = process.env.FRAUD_BENCH_PREVIEW_PORT ?? '4417';
  const children: ChildProcess[] = [];
  let base = process.env.BENCH_URL;
  try {
    if (!base) {
      const outDir = `${root}node_modules/.cache/fraud-defense-bench-dist`;
      // Always a fresh build of the current source: an old one would measure old code.
      const build = spawnSync(
        bin('vite'),
        ['build', '--mode', 'mock', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
        {
          cwd: root,
          stdio: 'inherit',
        },
      );
      if (build.status !== 0) throw new Error('vite build failed');
      children.push(
        spawn(bin('prism'), ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', prismPort], {
          cwd: root,
          stdio: 'ignore',
        }),
      );
      children.push(
        spawn(
          bin('vite'),
          ['preview', '--mode', 'mock', '--host', '127.0.0.1', '--port', previewPort, '--strictPort', '--outDir', outDir],
          {
            cwd: root,
            stdio: 'ignore',
            env: { ...process.env, STANCE_MOCK_API: `http://127.0.0.1:${prismPort}` },
          },
        ),
      );
      base = `http://127.0.0.1:${previewPort}`;
      await waitFor(`http://127.0.0.1:${prismPort}/api/auth`);
      await waitFor(`${base}/`);
      console.log('  (built app served by vite preview)');
    } else console.log(`  (app at ${base})`);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.route('**/api/accounts/*/users', (route) => route.fulfill({ json: users }));
    await page.goto(`${base}/fraud-defense/open-issues?status=open,in_review,resolved,approved`);
    const table = page.getByRole('table', { name: 'Fraud defense issues' });
    await table.locator('[data-row-index="0"]').waitFor({ timeout: 60_000 });
    console.log(`  ${Number(await table.getAttribute('aria-rowcount')) - 1} rows in the table`);
    const search = page.getByRole('searchbox', { name: 'Search Issues...' });

    const results: number[] = [];
    for (const typed of [
      'wire transfer',
      'henryschein',
      'grace',
      'direct deposit',
      'critical',
      'docusign',
      'remittance',
      'noah',
    ]) {
      await search.fill('');
      await page.waitForTimeout(DEBOUNCE_MS + 200);
      await page.evaluate(() => {
        const target = document.querySelector('[role="table"][aria-label="Fraud defense issues"]') as HTMLElement;
        const w = window as unknown as { __rendered?: number; __input?: number };
        w.__rendered = undefined;
        const input = document.querySelector('input[type="search"]') as HTMLInputElement;
        input.addEventListener('input', () => (w.__input = performance.now()));
        const debounce = 300;
        const observer = new MutationObserver(() => {
          if (w.__input === undefined || performance.now() - w.__input < debounce - 20) return;
          observer.disconnect();
          // The next frame after the commit: the rows are on screen.
          requestAnimationFrame(() => (w.__rendered = performance.now()));
        });
        observer.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await search.pressSequentially(typed, { delay: 35 });
      await page.waitForFunction(() => (window as unknown as { __rendered?: number }).__rendered !== undefined, undefined, {
        timeout: 5000,
      });
      const elapsed = await page.evaluate(() => {
        const w = window as unknown as { __rendered: number; __input: number };
        return w.__rendered - w.__input;
      });
      results.push(elapsed - DEBOUNCE_MS);
      const rows = await table.getAttribute('aria-rowcount');
      console.log(
        `  "${typed}"`.padEnd(24),
        `${ms(elapsed - DEBOUNCE_MS).padStart(9)} after the debounce (${ms(elapsed)} from the last keystroke), ${Number(rows) - 1} rows`,
      );
    }
    results.sort((a, b) => a - b);
    row(
      '  keystroke → table rendered',
      { median: results[Math.floor(results.length / 2)] as number, max: results[results.length - 1] as number },
      100,
    );
    await browser.close();
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
}
