// Score history (issue #27, "Performance"): 12 months with 500 events renders in ≤ 50 ms after data.
//  - in Node: the card's model (days with their events and changes, the days with changes, the largest rise and fall);
//  - in Chromium on the built app: the answer of 12 months with 500 events arrives (the request is answered by the
//    bench) → every marker drawn; and a switch back to the cached year → every marker drawn. Both include parsing,
//    validation and React's render and commit; the range buttons themselves answer at once (interactions-bench.ts).
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/score-history-bench.ts`.
// SCORE_HISTORY_BENCH_PRISM_PORT / _PREVIEW_PORT move its servers (4151 / 4152).
import { loadavg } from 'node:os';
import type { ScoreHistory } from '@generated/model';
import { changeDays, largestChanges, scoreDays } from '@/features/summary/model/score-history';
import { benchPorts } from '../support/serve-build';
import { figureOf, measure, openBenchBrowser, row } from './bench-support';
import { seeded } from './bench-data';

const EVENTS = 500;
const RUNS = 7;
const TARGET_MS = 50;
const DAY = 86_400_000;
const TO = Date.parse('2026-11-23T00:00:00Z');

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A year (365 days, as the card asks for 12 months) of daily scores and 500 events on ~260 days, each day's score moved by its events. */
function yearWithEvents(): { history: ScoreHistory; markedDays: number } {
  const { int, pick } = seeded(27);
  const from = TO - 364 * DAY;
  const eventDays = new Map<number, number>();
  for (let e = 0; e < EVENTS; e++) {
    const d = int(365);
    eventDays.set(d, (eventDays.get(d) ?? 0) + 1);
  }
  const events: ScoreHistory['events'] = [];
  const points: ScoreHistory['points'] = [];
  let score = 520;
  for (let d = 0; d < 365; d++) {
    for (let n = 0; n < (eventDays.get(d) ?? 0); n++) {
      const change = pick([-12, -4, -2, 2, 3, 8]);
      score = Math.max(0, Math.min(600, score + change));
      const id = `sev-bench-${d}-${n}`;
      events.push({
        id,
        occurred_at: new Date(from + d * DAY + 9 * 3_600_000 + n * 60_000).toISOString(),
        type: change < 0 ? 'issue_opened' : 'issue_resolved',
        score_change: change,
        issue: { id: `iss-bench-${d}-${n}`, name: `Bench issue ${d}-${n}`, severity: change < -5 ? 'critical' : 'moderate' },
        assets: [{ id: `ast-bench-${d}`, hostname: `host-${d}.brightsmiledental.com`, asset_type: 'subdomain' }],
        integration: null,
      });
    }
    points.push({ date: day(from + d * DAY), score });
  }
  return { history: { from: day(from), to: day(TO), points, events }, markedDays: eventDays.size };
}

const { history, markedDays } = yearWithEvents();
console.log(`12 months: ${history.points.length} points, ${history.events.length} events on ${markedDays} days`);
console.log(
  `load average at the start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
row(
  'model: days, days with changes, largest changes (Node)',
  measure(RUNS, () => largestChanges(changeDays(scoreDays(history)))),
  TARGET_MS,
);

const [prismPort, previewPort] = benchPorts('SCORE_HISTORY_BENCH_PRISM_PORT', 'SCORE_HISTORY_BENCH_PREVIEW_PORT', [4151, 4152]);
const app = await openBenchBrowser(prismPort, previewPort);
let over = false;
if (app) {
  const { base, page, close } = app;
  try {
    // The year the page asks for, whatever its dates: the card keeps what lies within the range it asked.
    await page.route('**/api/accounts/*/score-history*', (route) => {
      const url = new URL(route.request().url());
      const from = url.searchParams.get('from') ?? history.from;
      const to = url.searchParams.get('to') ?? history.to;
      const shifted = Date.parse(`${to}T00:00:00Z`) - TO;
      const body: ScoreHistory = {
        from,
        to,
        points: history.points.map((p) => ({ ...p, date: day(Date.parse(`${p.date}T00:00:00Z`) + shifted) })),
        events: history.events.map((e) => ({ ...e, occurred_at: new Date(Date.parse(e.occurred_at) + shifted).toISOString() })),
      };
      return route.fulfill({ json: body });
    });
    const card = page.getByRole('region', { name: 'Score history' });
    const range = (name: string) =>
      card.getByRole('group', { name: 'Score history range' }).getByRole('button', { name, exact: true });
    /** Time from `since` (performance.now() in the page) until every marker of the year is drawn. */
    const markersDrawn = (count: number) =>
      page.evaluate(
        (expected) =>
          new Promise<number>((resolve) => {
            // Each marker is a subpath (one M) of its colour's path.
            const check = () =>
              [...document.querySelectorAll('[data-testid="score-history-markers"]')].reduce(
                (count, path) => count + (path.getAttribute('d')?.match(/M/g)?.length ?? 0),
                0,
              ) === expected;
            if (check()) return resolve(performance.now());
            const observer = new MutationObserver(() => {
              if (!check()) return;
              observer.disconnect();
              resolve(performance.now());
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
        count,
      );
    const afterData: number[] = [];
    const cachedSwitch: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${base}/?history=30d`);
      await card.getByTestId('score-history-day').waitFor();
      await page.evaluate(() => performance.clearResourceTimings());
      const drawn = markersDrawn(markedDays);
      await range('12 months').click();
      const end = await drawn;
      const arrived = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('/score-history'))
            .at(-1)?.responseEnd ?? Number.NaN,
      );
      afterData.push(end - arrived);
      // Back to 30 days, then the year again from the query cache.
      await range('30 days').click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="score-history-markers"]')].every(
          (path) => (path.getAttribute('d')?.match(/M/g)?.length ?? 0) < 100,
        ),
      );
      const again = markersDrawn(markedDays);
      // From the click event's time: Playwright's own checks before it clicks (the target's stability over two frames,
      // its hit test) are not the page's.
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          (event) => ((window as unknown as { clickedAt: number }).clickedAt = event.timeStamp),
          { capture: true, once: true },
        ),
      );
      await range('12 months').click();
      const drawnAt = await again;
      cachedSwitch.push(drawnAt - (await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt)));
    }
    const data = figureOf(afterData);
    const cached = figureOf(cachedSwitch);
    row('Chromium: the year’s answer arrived → every marker drawn', data, TARGET_MS, 'median');
    row('Chromium: switch to the cached year → every marker drawn (click included)', cached, TARGET_MS, 'median');
    over = data.median > TARGET_MS;
    console.log(
      `load average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await close();
  }
}
process.exit(over ? 1 : 0);
