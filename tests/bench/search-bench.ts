// Our search index against fuse.js (the design card's choice), on the same keys and per-key thresholds: how many
// cases of the relevance set each passes (tests/unit/shared/relevance-set.ts), and its speed on 20,000 rows. The
// README's "Where we differ from the design card" quotes these figures.
// Run: `npm run bench`, or `npx tsx --tsconfig tsconfig.app.json tests/bench/search-bench.ts`.
import Fuse from 'fuse.js';
import { createFuzzyIndex, type FuzzyKey } from '@/shared/search/fuzzy-search';
import { RELEVANCE_SETS, expected, type RelevanceSet } from '../unit/shared/relevance-set';
import { measure, row } from './bench-support';

type Engine = <T>(rows: readonly T[], keys: readonly FuzzyKey<T>[]) => { search: (query: string) => T[] };

/** Fuse with one index per key, so each key keeps its own threshold as in ours; a row matches when any key does. */
const fuse =
  (useTokenSearch: boolean): Engine =>
  (rows, keys) => {
    const indexes = keys.map(
      (key) =>
        new Fuse([...rows], {
          keys: [key.get ? { name: key.name, getFn: (row) => (key.get!(row) ?? '') as string | string[] } : key.name],
          threshold: key.threshold,
          ignoreLocation: true,
          ...(useTokenSearch ? { useTokenSearch, tokenMatch: 'all' as const } : {}),
        }),
    );
    return {
      search(query) {
        const hits = new Set<number>();
        for (const index of indexes) for (const result of index.search(query)) hits.add(result.refIndex);
        return rows.filter((_, i) => hits.has(i));
      },
    };
  };

const ENGINES: Record<string, Engine> = {
  // Ours prepares on first use: warm() here, so "build" is the whole preparation for both.
  ours: (rows, keys) => {
    const index = createFuzzyIndex(rows, keys);
    index.warm();
    return index;
  },
  'fuse.js 7.5 (bitap)': fuse(false),
  'fuse.js 7.5 (useTokenSearch)': fuse(true),
};

/** The failed cases of one set: a wanted row missing, or a row that must not come back. */
function failures(engine: Engine, set: RelevanceSet<unknown>): string[] {
  const index = engine(set.rows, set.keys);
  const failed: string[] = [];
  for (const relevanceCase of set.cases) {
    const found = new Set(index.search(relevanceCase.query).map(set.idOf));
    const { excluded } = expected(set, relevanceCase);
    const missing = relevanceCase.must.filter((id) => !found.has(id)).length;
    const extra = excluded.filter((id) => found.has(id)).length;
    if (missing || extra) failed.push(`"${relevanceCase.query}" (${missing} missing, ${extra} extra)`);
  }
  return failed;
}

console.log('relevance set: cases passed');
for (const [name, engine] of Object.entries(ENGINES)) {
  let passed = 0;
  let total = 0;
  const failed: string[] = [];
  for (const set of RELEVANCE_SETS) {
    const setFailures = failures(engine, set);
    total += set.cases.length;
    passed += set.cases.length - setFailures.length;
    failed.push(...setFailures.map((failure) => `${set.name}: ${failure}`));
  }
  console.log(`  ${name.padEnd(30)} ${passed}/${total}`);
  for (const failure of failed) console.log(`    ✗ ${failure}`);
}

/** 20,000 rows: a set's rows repeated, each copy's strings made distinct (as real rows differ). */
function scaled<T>(rows: readonly T[], count: number): T[] {
  const suffix = (value: unknown, copy: number): unknown =>
    typeof value === 'string'
      ? `${value} n${copy}`
      : Array.isArray(value)
        ? value.map((item) => suffix(item, copy))
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, suffix(item, copy)]))
          : value;
  return Array.from({ length: count }, (_, i) => suffix(rows[i % rows.length], Math.floor(i / rows.length)) as T);
}

const ROWS = 20_000;
for (const set of RELEVANCE_SETS.filter((candidate) => /issues|assets/.test(candidate.name))) {
  const rows = scaled(set.rows, ROWS);
  const queries = set.cases.map((relevanceCase) => relevanceCase.query);
  console.log(`\n${set.name}, ${ROWS.toLocaleString('en')} rows (${queries.length} queries)`);
  for (const [name, engine] of Object.entries(ENGINES)) {
    let index = engine(rows, set.keys);
    row(
      `  ${name}: build the index`,
      measure(3, () => (index = engine(rows, set.keys))),
    );
    let next = 0;
    row(
      `  ${name}: a search`,
      measure(queries.length * 2, () => index.search(queries[next++ % queries.length]!)),
    );
  }
}
