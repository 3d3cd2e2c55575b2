// Team table figures with 5,000 members (issue 12, "Performance"):
//  - sort and keystroke search → ordered list computed, in Node;                         target ≤ 100 ms
//  - column sort click and keystroke → table rendered, Chromium, built app (debounce excluded); target ≤ 100 ms median
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/settings-bench.ts`.
// BENCH_URL=http://localhost:5173 measures a running app instead of building one; NO_BROWSER=1 skips Chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import type { TeamMember } from '@generated/model';
import { TEAM_SEARCH_KEYS, sortTeam, teamColumns } from '@/features/settings/model/team-model';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { measure, ms, row, type Figure } from './bench-support';

const MEMBERS = 5_000;
const DEBOUNCE_MS = 300;
const PRISM_PORT = Number(process.env.BENCH_SETTINGS_PRISM_PORT ?? 4414);
const PREVIEW_PORT = Number(process.env.BENCH_SETTINGS_PREVIEW_PORT ?? 4478);

// A seeded generator, so every run measures the same team.
let seed = 1212;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const FIRST = ['Maya', 'Daniel', 'Priya', 'Marcus', 'Sofia', 'Kenji', 'Olivia', 'Liam', 'Ava', 'Noah', 'Zara', 'Ethan', 'Lena'];
const LAST = ['Okafor', 'Reyes', 'Raman', 'Bell', 'Alvarez', 'Watanabe', 'Grant', 'Nguyen', 'Schmidt', 'Kowalski', 'Haddad'];
const ROLES = ['Dental Hygienist', 'Practice Manager', 'Receptionist', 'Finance Manager', 'IT Support Technician', 'Dentist'];
const DOMAINS = ['brightsmiledental.com', 'brightsmile-kids.com', 'smilecare-portal.net'];

const team: TeamMember[] = Array.from({ length: MEMBERS }, (_, i) => {
  const first = pick(FIRST);
  const last = pick(LAST);
  const active = random() > 0.05;
  return {
    user_id: `usr-${i}`,
    name: active ? `${first} ${last}` : `${first.toLowerCase()}.${last.toLowerCase()}${i}@${pick(DOMAINS)}`,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${pick(DOMAINS)}`,
    role: pick(ROLES),
    is_active: active,
    send_alerts: random() > 0.5,
    mfa_active: random() > 0.3,
  };
});

console.log(`Team: ${MEMBERS} generated members`);
console.log('\nSort and search → ordered list, Node');
for (const column of teamColumns(true)) {
  for (const direction of ['asc', 'desc'] as const) {
    row(
      `  sort by ${column} ${direction}`,
      measure(5, () => sortTeam(team, { columnId: column, direction })),
      100,
    );
  }
}
const index = createFuzzyIndex(team, TEAM_SEARCH_KEYS);
row(
  '  fuzzy index build (first non-empty search, once per load)',
  measure(1, () => index.search('x')),
);
for (const typed of ['nguyen', 'practice manager', 'kids.com', 'watanabe']) {
  let worst = 0;
  let total = 0;
  for (let i = 1; i <= typed.length; i++) {
    const figure = measure(3, () => sortTeam(index.search(typed.slice(0, i)), { columnId: 'name', direction: 'asc' }));
    worst = Math.max(worst, figure.max);
    total += figure.median;
  }
  row(`  typing "${typed}" (${typed.length} keystrokes), per keystroke`, { median: total / typed.length, max: worst }, 100);
}

await browserFigures();

const median = (values: number[]): Figure => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] as number, max: sorted[sorted.length - 1] as number };
};

/** Arms a watcher: the frame after the first table change that follows the next `input` or `click` on the page. */
async function armRenderWatch(page: Page, minDelayMs: number) {
  await page.evaluate((minDelay) => {
    const w = window as unknown as { __start?: number; __rendered?: number };
    w.__start = undefined;
    w.__rendered = undefined;
    const table = document.querySelector('[role="table"][aria-label="Team members"]') as HTMLElement;
    const start = () => (w.__start = performance.now());
    document.addEventListener('input', start, { capture: true });
    document.addEventListener('click', start, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (w.__start === undefined || performance.now() - w.__start < minDelay) return;
      observer.disconnect();
      document.removeEventListener('input', start, { capture: true });
      requestAnimationFrame(() => (w.__rendered = performance.now()));
    });
    observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
  }, minDelayMs);
}

async function renderedAfter(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __rendered?: number }).__rendered !== undefined, undefined, {
    timeout: 10_000,
  });
  return page.evaluate(() => {
    const w = window as unknown as { __rendered: number; __start: number };
    return w.__rendered - w.__start;
  });
}

/** Column sort click and keystroke → table rendered, in Chromium against the built app. */
async function browserFigures() {
  if (process.env.NO_BROWSER === '1') return;
  console.log('\nSort click and keystroke → team table rendered, Chromium');
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const bin = (name: string) => `${root}node_modules/.bin/${name}`;
  const children: ChildProcess[] = [];
  let base = process.env.BENCH_URL;
  try {
    if (!base) {
      const outDir = `${root}node_modules/.cache/settings-bench-dist`;
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
        spawn(bin('prism'), ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(PRISM_PORT)], {
          cwd: root,
          stdio: 'ignore',
        }),
        spawn(
          bin('vite'),
          [
            'preview',
            '--mode',
            'mock',
            '--host',
            '127.0.0.1',
            '--port',
            String(PREVIEW_PORT),
            '--strictPort',
            '--outDir',
            outDir,
          ],
          { cwd: root, stdio: 'ignore', env: { ...process.env, STANCE_MOCK_API: `http://127.0.0.1:${PRISM_PORT}` } },
        ),
      );
      base = `http://127.0.0.1:${PREVIEW_PORT}`;
      await waitFor(`http://127.0.0.1:${PRISM_PORT}/api/auth`);
      await waitFor(`${base}/`);
      console.log('  (built app served by vite preview)');
    } else console.log(`  (app at ${base})`);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.route('**/api/accounts/*/team', (route) => route.fulfill({ json: team }));
    await page.goto(`${base}/settings/team`);
    const table = page.getByRole('table', { name: 'Team members' });
    await table.locator('[data-row-index="0"]').waitFor({ timeout: 60_000 });
    console.log(`  ${Number(await table.getAttribute('aria-rowcount')) - 1} rows`);

    const sorts: number[] = [];
    for (const column of ['Email', 'Role', 'MFA', 'Email Alerts', 'Name', 'Name', 'Email', 'Role']) {
      await armRenderWatch(page, 0);
      await table
        .getByRole('columnheader', { name: new RegExp(`^${column}`) })
        .getByRole('button')
        .click();
      sorts.push(await renderedAfter(page));
    }
    row('  sort click → table rendered', median(sorts), 100);

    const search = page.getByRole('searchbox', { name: 'Search team members' });
    const keystrokes: number[] = [];
    for (const typed of ['nguyen', 'practice', 'kids.com', 'watanabe', 'okafor', 'hygienist']) {
      await search.fill('');
      await page.waitForTimeout(DEBOUNCE_MS + 200);
      await armRenderWatch(page, DEBOUNCE_MS - 20);
      await search.pressSequentially(typed, { delay: 35 });
      const elapsed = await renderedAfter(page);
      keystrokes.push(elapsed - DEBOUNCE_MS);
      console.log(
        `  "${typed}"`.padEnd(16),
        `${ms(elapsed - DEBOUNCE_MS).padStart(9)} after the debounce, ${Number(await table.getAttribute('aria-rowcount')) - 1} rows`,
      );
    }
    row('  keystroke → table rendered (300 ms debounce subtracted)', median(keystrokes), 100);
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
