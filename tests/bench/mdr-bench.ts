// MDR figures with 50,000 alerts: bucketing for Alerts Over Time (target ≤ 20 ms) and the alerts list on a
// keystroke: fuzzy search + filters (+ sort) (target ≤ 100 ms).
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/mdr-bench.ts`.
import { alertsOverTime } from '@/features/mdr/model/alerts-over-time';
import { mapCases } from '@/features/mdr/model/case-model';
import { sortAlerts } from '@/features/mdr/model/sorting';
import { CASE_SEARCH_KEYS, filterCases, type CaseFilters } from '@/features/mdr/lists/case-list';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { measure, row } from './bench-support';
import { generateAlerts, seeded } from './bench-data';

const COUNT = 50_000;
const NOW = Date.parse('2026-11-21T10:00:00Z');

const serverAlerts = generateAlerts(seeded(42), COUNT);

let mapped = { alerts: [] as ReturnType<typeof mapCases>['alerts'] };
row(
  'map 50,000 server alerts to the client model (once per load)',
  measure(5, () => (mapped = mapCases({ alerts: serverAlerts, incidents: [], service_requests: [] }))),
);
const alerts = sortAlerts(mapped.alerts);
const times = Float64Array.from(alerts, (alert) => alert.createdTime);

console.log('\nAlerts Over Time bucketing (target ≤ 20 ms)');
for (const range of ['all', '60d', '30d', '7d'] as const) {
  row(
    `  ${range}: 7 boundaries, 6 buckets, y axis`,
    measure(50, () => alertsOverTime(times, range, NOW)),
    20,
  );
}
row(
  '  all, including reading createdTime from the cases',
  measure(50, () =>
    alertsOverTime(
      alerts.map((a) => a.createdTime),
      'all',
      NOW,
    ),
  ),
  20,
);

console.log('\nAlerts list on a keystroke (search + filters + sort; target ≤ 100 ms)');
const index = createFuzzyIndex(alerts, CASE_SEARCH_KEYS);
row(
  '  fuzzy index build (first non-empty search, once per load)',
  measure(1, () => index.search('x')),
);
const filters: CaseFilters = {
  statuses: ['waiting', 'inprogress', 'closed'],
  severities: ['critical', 'high', 'medium'],
  range: '60d',
};
for (const typed of ['powershell', '10004217']) {
  let worst = 0;
  let total = 0;
  let shown = 0;
  for (let i = 1; i <= typed.length; i++) {
    const query = typed.slice(0, i);
    const figure = measure(1, () => {
      const found = index.search(query);
      // The index keeps the list's order; sorting again is what a list without that guarantee would pay.
      shown = sortAlerts(filterCases(found, filters, NOW)).length;
    });
    worst = Math.max(worst, figure.max);
    total += figure.median;
  }
  row(`  typing "${typed}" (${typed.length} keystrokes), per keystroke`, { median: total / typed.length, max: worst }, 100);
  console.log(`    ${shown} of ${COUNT} alerts shown for the full query`);
}
row(
  '  filter change with an empty search box',
  measure(10, () => sortAlerts(filterCases(index.search(''), filters, NOW))),
  100,
);
