// The first-load budget of budget.json applied to a measured first load (tests/support/first-load.ts).
import { readFileSync } from 'node:fs';
import { kb, packagesIn, type FirstLoad } from './first-load';

export interface Budget {
  /** Every route's limit, before the heavy libraries it may load. */
  maxKb: number;
  heavyLibraries: string[];
  routes: Record<string, { heavy?: string[] }>;
}

export const budget = JSON.parse(readFileSync(new URL('../../budget.json', import.meta.url), 'utf8')) as Budget;

export interface BudgetResult {
  path: string;
  files: number;
  /** Gzip bytes of everything loaded. */
  gzip: number;
  /** Gzip bytes of the chunks holding the heavy libraries the route may load. */
  allowedHeavy: number;
  /** What CI enforces (maxKb plus the allowed heavy chunks), in bytes. */
  limit: number;
  /** Heavy libraries loaded that the route does not list. */
  unexpectedHeavy: string[];
  ok: boolean;
}

export function applyBudget(load: FirstLoad, distDir: string): BudgetResult {
  const route = budget.routes[load.path];
  if (!route) throw new Error(`${load.path} has no entry in budget.json`);
  const allowed = route.heavy ?? [];
  let allowedHeavy = 0;
  const unexpected = new Set<string>();
  for (const script of load.scripts) {
    const heavy = packagesIn(distDir, script.name, budget.heavyLibraries);
    if (heavy.length > 0 && heavy.every((name) => allowed.includes(name))) allowedHeavy += script.gzip;
    for (const name of heavy) if (!allowed.includes(name)) unexpected.add(name);
  }
  const limit = budget.maxKb * 1024 + allowedHeavy;
  return {
    path: load.path,
    files: load.scripts.length,
    gzip: load.gzip,
    allowedHeavy,
    limit,
    unexpectedHeavy: [...unexpected],
    ok: load.gzip <= limit && unexpected.size === 0,
  };
}

export function budgetLine(result: BudgetResult): string {
  const heavy = result.allowedHeavy ? `+ ${budget.routes[result.path]?.heavy?.join(', ')} ${kb(result.allowedHeavy)}` : '';
  const verdict = result.ok
    ? '✓'
    : `✗ ${result.unexpectedHeavy.length ? `loads ${result.unexpectedHeavy.join(', ')}` : `over by ${kb(result.gzip - result.limit)}`}`;
  const margin = result.gzip <= result.limit ? `  (${kb(result.limit - result.gzip)} to spare)` : '';
  return `${result.path.padEnd(32)} ${String(result.files).padStart(3)} files ${kb(result.gzip).padStart(9)}  max ${kb(result.limit).padStart(9)} ${heavy.padEnd(22)} ${verdict}${margin}`;
}
