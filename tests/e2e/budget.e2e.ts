import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { applyBudget, budget, budgetLine } from '../support/budget';
import { measureFirstLoad } from '../support/first-load';
import { appUrl } from './support/browser';
import { test } from './support/fixture';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

// Bytes are deterministic for a given build, so this is a hard check (budget.json says what it allows and why).
describe('first-load JavaScript budget (budget.json)', () => {
  test.for(Object.keys(budget.routes))('%s', async (path, { newContext }) => {
    const result = applyBudget(await measureFirstLoad({ newContext }, appUrl(), path), dist);
    console.log(budgetLine(result));
    expect(result.unexpectedHeavy, 'heavy libraries this route must not load').toEqual([]);
    expect(result.gzip, `${path} first-load JS over budget.json`).toBeLessThanOrEqual(result.limit);
  });
});
