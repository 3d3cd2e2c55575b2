import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { createFuzzyIndex, type FuzzyKey } from '@/shared/search/fuzzy-search';

// A property test against Fuse itself. Kept out of the mutation run (tests/mutation/vitest.config.ts): under
// Stryker's instrumentation its 60,000 comparisons take minutes per mutant.

interface Row {
  id: number;
  name: string;
  description: string;
  tags?: string[];
  meta?: { owner: string };
}

const ids = (found: Row[]) => found.map((row) => row.id);

describe('createFuzzyIndex against Fuse', () => {
  // 60,000 comparisons: seconds on a busy machine, so not the default 5 s budget.
  it('gives exactly what one Fuse per key gives (random corpus and queries)', { timeout: 60_000 }, () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const alphabet = 'abcdeéfgh ijk';
    const word = (length: number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const corpus = Array.from({ length: 400 }, (_, id) => ({
      id,
      name: word(8 + Math.floor(random() * 30)),
      description: word(60),
      tags: [word(5), word(9)],
      meta: { owner: word(6) },
    }));
    const keys: FuzzyKey<Row>[] = [
      { name: 'name', threshold: 0.3 },
      { name: 'description', threshold: 0.4 },
      { name: 'tags', threshold: 0.2 },
      { name: 'meta.owner', threshold: 0.1 },
    ];
    const fuses = keys.map((key) => new Fuse(corpus, { keys: [key.name], threshold: key.threshold, ignoreLocation: true }));
    const index = createFuzzyIndex(corpus, keys);
    for (let q = 0; q < 150; q++) {
      const query = word(1 + Math.floor(random() * (q % 10 === 0 ? 40 : 12)));
      if (query.trim() === '') continue;
      const expected = new Set(fuses.flatMap((fuse) => fuse.search(query.trim()).map((r) => r.item.id)));
      expect(ids(index.search(query)), `query "${query}"`).toEqual(
        corpus.filter((row) => expected.has(row.id)).map((row) => row.id),
      );
    }
  });
});
