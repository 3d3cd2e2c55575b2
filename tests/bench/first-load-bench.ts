// First-load JavaScript per route (gzip of every script a fresh visit loads until the network is quiet) against the
// budget in budget.json, from a fresh production build served by vite preview in front of Prism.
// Usage: npm run bench, or `npx tsx --tsconfig tsconfig.app.json tests/bench/first-load-bench.ts [path ...]`.
import { chromium } from 'playwright-core';
import { applyBudget, budget, budgetLine } from '../support/budget';
import { kb, measureFirstLoad } from '../support/first-load';
import { benchDist, benchPorts, buildApp, serveBuild } from '../support/serve-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(budget.routes);
buildApp();
const served = await serveBuild(...benchPorts('BENCH_PRISM_PORT', 'BENCH_PREVIEW_PORT', [4410, 4473]));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  console.log(`First-load JavaScript, gzip (budget.json: at most ${budget.maxKb} KB per route plus its own heavy library)`);
  for (const path of paths) {
    const load = await measureFirstLoad(browser, served.url, path);
    console.log(budgetLine(applyBudget(load, benchDist)));
    if (process.env.DETAIL === '1')
      for (const s of load.scripts.slice(0, 15)) console.log(`    ${kb(s.gzip).padStart(9)}  ${s.name}`);
  }
} finally {
  await browser.close();
  served.stop();
}
