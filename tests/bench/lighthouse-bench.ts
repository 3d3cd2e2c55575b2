// Lighthouse (desktop preset) on the production build in front of Prism, driving Debian's chromium (issues #13, #30):
// performance score, LCP, TBT, CLS and the unused-JavaScript estimate, median of RUNS runs per route, with the spread
// so the machine's noise shows, and the request waterfall of the median run (each request's start and end relative
// to the navigation, from Lighthouse's network-requests audit), which shows what waits for what.
// Targets: score ≥ 95, LCP ≤ 0.8 s, TBT ≤ 100 ms, CLS ≤ 0.02; the bench exits 1 when a route misses one.
// Usage: npm run bench, or `npx tsx --tsconfig tsconfig.app.json tests/bench/lighthouse-bench.ts [path ...]`.
// BENCH_PRISM_PORT / BENCH_PREVIEW_PORT (else STANCE_E2E_PRISM_PORT / _PREVIEW_PORT) move its servers (4410 / 4473);
// Chromium's debugging port is a free one unless BENCH_DEBUG_PORT says.
import { loadavg } from 'node:os';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchPorts, buildApp, freePort, serveBuild } from '../support/serve-build';
import { waterfallLines, type WaterfallRequest } from './waterfall';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/mdr/overview', '/digital-footprint/assets'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? (await freePort()));
const TARGET = { score: 95, lcp: 800, tbt: 100, cls: 0.02 };

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  unusedKb: number;
  requests: WaterfallRequest[];
  lcpElement: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

buildApp();
const served = await serveBuild(...benchPorts('BENCH_PRISM_PORT', 'BENCH_PREVIEW_PORT', [4410, 4473]));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
});
let missed = 0;
try {
  console.log(`Lighthouse ${RUNS}× per route, desktop preset, production build (median, min–max); load average ${load()}`);
  for (const path of PATHS) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        `${served.url}${path}`,
        { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      const audits = result?.lhr.audits;
      if (!result || !audits) throw new Error(`Lighthouse gave no result for ${path}`);
      const items = (audits['network-requests']?.details as { items?: WaterfallRequest[] } | undefined)?.items ?? [];
      // Lighthouse 13's LCP breakdown: a table of the LCP's parts (time to first byte, render delay, …) and its node.
      const breakdown =
        (
          audits['lcp-breakdown-insight']?.details as
            | {
                items?: {
                  type?: string;
                  nodeLabel?: string;
                  selector?: string;
                  items?: { subpart?: string; duration?: number }[];
                }[];
              }
            | undefined
        )?.items ?? [];
      const element = breakdown.find((item) => item.type === 'node');
      const parts = breakdown.find((item) => item.type === 'table')?.items ?? [];
      runs.push({
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        unusedKb:
          ((audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0) /
          1024,
        requests: items.map(({ url, networkRequestTime, networkEndTime, resourceType }) => ({
          url,
          networkRequestTime,
          networkEndTime,
          resourceType,
        })),
        lcpElement:
          (element ? `${element.nodeLabel ?? ''} (${element.selector ?? ''})` : 'unknown') +
          (parts.length
            ? `; ${parts.map((part) => `${part.subpart ?? '?'} ${Math.round(part.duration ?? 0)} ms`).join(', ')}`
            : ''),
      });
    }
    const figure = (key: 'score' | 'lcp' | 'tbt' | 'cls' | 'unusedKb', digits: number, unit = '') => {
      const values = runs.map((r) => r[key]);
      return `${median(values).toFixed(digits)}${unit} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
    };
    const ok =
      median(runs.map((r) => r.score)) >= TARGET.score &&
      median(runs.map((r) => r.lcp)) <= TARGET.lcp &&
      median(runs.map((r) => r.tbt)) <= TARGET.tbt &&
      median(runs.map((r) => r.cls)) <= TARGET.cls;
    if (!ok) missed++;
    console.log(
      `${path.padEnd(28)} score ${figure('score', 0)}  LCP ${figure('lcp', 0, ' ms')}  TBT ${figure('tbt', 0, ' ms')}  ` +
        `CLS ${figure('cls', 3)}  unused JS ${figure('unusedKb', 0, ' KB')}  ${ok ? '✓ targets met' : '✗ below target'}`,
    );
    // The run whose LCP is the median's: its requests as Lighthouse saw them (observed, not simulated, times).
    const middle = [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)]!;
    console.log(`  LCP element: ${middle.lcpElement}`);
    console.log(`  waterfall of the median run (ms after the navigation started; observed, load average ${load()}):`);
    for (const line of waterfallLines(middle.requests, served.url)) console.log(`    ${line}`);
  }
} finally {
  await browser.close();
  served.stop();
}
process.exit(missed ? 1 : 0);
