// Team table figures with 5,000 members (issue 12, "Performance"):
//  - sort and keystroke search → ordered list computed, in Node;                         target ≤ 100 ms
//  - column sort click and keystroke → table rendered, Chromium, built app (debounce excluded); target ≤ 100 ms median
// Every verdict is the median's, as the target is; the max is printed beside it.
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/settings-bench.ts`.
// BENCH_URL=http://localhost:5173 measures a running app instead of building one; NO_BROWSER=1 skips Chromium.
import type { TeamMember } from '@generated/model';
import { TEAM_SEARCH_KEYS, sortTeam, teamColumns } from '@/features/settings/model/team-model';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { armRenderWatch, figureOf, keystrokeFigures, measure, openBenchBrowser, renderedAfter, row } from './bench-support';
import { benchPorts } from '../support/serve-build';

const MEMBERS = 5_000;
const DEBOUNCE_MS = 300;
const [PRISM_PORT, PREVIEW_PORT] = benchPorts('BENCH_SETTINGS_PRISM_PORT', 'BENCH_SETTINGS_PREVIEW_PORT', [4414, 4478]);

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
      'median',
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
  row(
    `  typing "${typed}" (${typed.length} keystrokes), per keystroke`,
    { median: total / typed.length, max: worst },
    100,
    'median',
  );
}

/** Column sort click and keystroke → table rendered, in Chromium against the built app. */
async function browserFigures() {
  const app = await openBenchBrowser(PRISM_PORT, PREVIEW_PORT);
  if (!app) return;
  console.log('\nSort click and keystroke → team table rendered, Chromium');
  try {
    const { page } = app;
    await page.route('**/api/accounts/*/team', (route) => route.fulfill({ json: team }));
    await page.goto(`${app.base}/settings/team`);
    const table = page.getByRole('table', { name: 'Team members' });
    await table.locator('[data-row-index="0"]').waitFor({ timeout: 60_000 });
    console.log(`  ${Number(await table.getAttribute('aria-rowcount')) - 1} rows`);

    const sorts: number[] = [];
    for (const column of ['Email', 'Role', 'MFA', 'Email Alerts', 'Name', 'Name', 'Email', 'Role']) {
      await armRenderWatch(page, 'Team members', 0);
      await table.getByRole('columnheader').getByRole('button', { name: column, exact: true }).click();
      sorts.push(await renderedAfter(page));
    }
    row('  sort click → table rendered', figureOf(sorts), 100, 'median');

    await keystrokeFigures(page, {
      tableLabel: 'Team members',
      searchLabel: 'Search team members',
      queries: ['nguyen', 'practice', 'kids.com', 'watanabe', 'okafor', 'hygienist'],
      debounceMs: DEBOUNCE_MS,
      judged: 'median',
    });
  } finally {
    await app.close();
  }
}

await browserFigures();
