import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBudget, budget, budgetLine } from '../support/budget';
import { measureFirstLoad } from '../support/first-load';
import { appUrl, launchBrowser } from './support/browser';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Bytes are deterministic for a given build, so this is a hard check (budget.json says what it allows and why).
describe('first-load JavaScript budget (budget.json)', () => {
  it.each(Object.keys(budget.routes))('%s', async (path) => {
    const result = applyBudget(await measureFirstLoad(browser, appUrl(), path), dist);
    console.log(budgetLine(result));
    expect(result.unexpectedHeavy, 'heavy libraries this route must not load').toEqual([]);
    expect(result.gzip, `${path} first-load JS over budget.json`).toBeLessThanOrEqual(result.limit);
  });
});
