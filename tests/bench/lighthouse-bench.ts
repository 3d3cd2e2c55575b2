// Lighthouse (desktop preset) on the production build in front of Prism, driving Debian's chromium (issue #13):
// performance score, LCP, TBT, CLS and the unused-JavaScript estimate, median of RUNS runs per route, with the spread
// so the machine's noise shows. Targets: score ≥ 95, LCP ≤ 1.0 s, TBT ≤ 100 ms, CLS ≤ 0.02.
// Usage: npm run bench, or `npx tsx --tsconfig tsconfig.app.json tests/bench/lighthouse-bench.ts [path ...]`.
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildApp, serveBuild } from '../support/serve-build';

const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/mdr/overview', '/digital-footprint/assets'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const TARGET = { score: 95, lcp: 1000, tbt: 100, cls: 0.02 };

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  unusedKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

buildApp();
const served = await serveBuild(Number(process.env.BENCH_PRISM_PORT ?? 4410), Number(process.env.BENCH_PREVIEW_PORT ?? 4473));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', `--remote-debugging-port=${DEBUG_PORT}`],
});
try {
  console.log(`Lighthouse ${RUNS}× per route, desktop preset, production build (median, min–max)`);
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
      runs.push({
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        unusedKb:
          ((audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0) /
          1024,
      });
    }
    const figure = (key: keyof Run, digits: number, unit = '') => {
      const values = runs.map((r) => r[key]);
      return `${median(values).toFixed(digits)}${unit} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
    };
    const ok =
      median(runs.map((r) => r.score)) >= TARGET.score &&
      median(runs.map((r) => r.lcp)) <= TARGET.lcp &&
      median(runs.map((r) => r.tbt)) <= TARGET.tbt &&
      median(runs.map((r) => r.cls)) <= TARGET.cls;
    console.log(
      `${path.padEnd(28)} score ${figure('score', 0)}  LCP ${figure('lcp', 0, ' ms')}  TBT ${figure('tbt', 0, ' ms')}  ` +
        `CLS ${figure('cls', 3)}  unused JS ${figure('unusedKb', 0, ' KB')}  ${ok ? '✓ targets met' : '✗ below target'}`,
    );
  }
} finally {
  await browser.close();
  served.stop();
}
