import { describe, expect, it } from 'vitest';
import {
  createFuzzyIndex,
  foldAccents,
  longTextTypos,
  maxErrors,
  pigeonholePieces,
  prefixDistance,
  type FuzzyKey,
} from '@/shared/search/fuzzy-search';

interface Row {
  id: number;
  name: string;
  description: string;
  tags?: string[];
  meta?: { owner: string };
}

const rows: Row[] = [
  {
    id: 1,
    name: 'RDP exposed to the internet',
    description: 'Remote Desktop answers connections from anywhere.',
    tags: ['network'],
  },
  {
    id: 2,
    name: 'Open Elasticsearch port',
    description: 'The search cluster answers unauthenticated queries.',
    meta: { owner: 'it' },
  },
  { id: 3, name: 'DMARC policy set to none', description: 'Spoofed mail is still delivered.', tags: ['email', 'dns'] },
  {
    id: 4,
    name: 'Outdated OpenSSH',
    description: 'The VPN host runs OpenSSH 7.4, several years old.',
    meta: { owner: 'Operations' },
  },
];

const KEYS: FuzzyKey<Row>[] = [
  { name: 'name', threshold: 0.3 },
  { name: 'description', threshold: 0.4 },
];

const ids = (found: Row[]) => found.map((row) => row.id);

describe('createFuzzyIndex', () => {
  it('returns every item, in order, for a blank query', () => {
    expect(ids(createFuzzyIndex(rows, KEYS).search('   '))).toEqual([1, 2, 3, 4]);
  });

  it('matches any key and keeps the original order', () => {
    const index = createFuzzyIndex(rows, KEYS);
    expect(ids(index.search('openssh'))).toEqual([4]);
    expect(ids(index.search('answers'))).toEqual([1, 2]);
  });

  it('ignores case and surrounding spaces, and finds words deep in a value', () => {
    expect(ids(createFuzzyIndex(rows, KEYS).search('  SEVERAL YEARS '))).toEqual([4]);
  });

  it('honours each key’s own threshold', () => {
    // 'elastisearch' has one error in 12 characters (0.083): within 0.3 for the name.
    expect(ids(createFuzzyIndex(rows, KEYS).search('elastisearch'))).toEqual([2]);
    // 'dmrc' has 1 error in 4 (0.25): a match under 0.3, none under 0.2.
    expect(ids(createFuzzyIndex(rows, [{ name: 'name', threshold: 0.3 }]).search('dmrc'))).toEqual([3]);
    expect(ids(createFuzzyIndex(rows, [{ name: 'name', threshold: 0.2 }]).search('dmrc'))).toEqual([]);
  });

  it('reads nested paths, lists and getters', () => {
    expect(ids(createFuzzyIndex(rows, [{ name: 'meta.owner', threshold: 0.1 }]).search('operations'))).toEqual([4]);
    expect(ids(createFuzzyIndex(rows, [{ name: 'tags', threshold: 0.1 }]).search('dns'))).toEqual([3]);
    expect(ids(createFuzzyIndex(rows, [{ name: 'caps', threshold: 0, get: (r) => r.name.toUpperCase() }]).search('rdp'))).toEqual(
      [1],
    );
  });

  it('puts values that are the query, then values that start with it, first; each group in the original order', () => {
    const list = [
      { id: 1, name: 'Web host-4321 proxy', description: '' },
      { id: 2, name: 'host-43210', description: '' },
      { id: 3, name: 'host-4322', description: '' },
      { id: 4, name: 'host-4321', description: '' },
      { id: 5, name: 'x', description: 'host-4321' },
      { id: 6, name: 'host-43219', description: '' },
    ];
    const index = createFuzzyIndex(list, [...KEYS.slice(0, 1), { name: 'description', threshold: 0.4 }]);
    expect(ids(index.search('host-4321'))).toEqual([4, 5, 2, 6, 1, 3]);
    // Case and spaces around the query do not matter; the typos host-4321 allows still match after it.
    expect(ids(index.search('HOST-43210 '))).toEqual([2, 1, 4, 5, 6]);
  });

  it('ignores accents in the values and in the query', () => {
    const list = [
      { id: 1, name: 'Zoë Lindqvist', description: '' },
      { id: 2, name: 'José Ortega', description: '' },
      { id: 3, name: 'Zoe Carter', description: '' },
      { id: 4, name: 'Straße Müller Łódź', description: '' },
    ];
    // Threshold 0: no typo may stand in for an accent.
    const index = createFuzzyIndex(list, [{ name: 'name', threshold: 0 }]);
    expect(ids(index.search('zoe'))).toEqual([1, 3]);
    expect(ids(index.search('ZOË'))).toEqual([1, 3]);
    expect(ids(index.search('jose'))).toEqual([2]);
    expect(ids(index.search('josé ortega'))).toEqual([2]);
    expect(ids(index.search('strasse muller lodz'))).toEqual([4]);
  });

  it('folds accents and letters Unicode does not decompose, and leaves ASCII as it is', () => {
    expect(foldAccents('Zoë José Ångström Łódź Søren Æsir Straße façade naïve')).toBe(
      'Zoe Jose Angstrom Lodz Soren AEsir Strasse facade naive',
    );
    expect(foldAccents('Zoe\u0308')).toBe('Zoe');
    expect(foldAccents('OpenSSH 7.4 — 30 days')).toBe('OpenSSH 7.4 — 30 days');
    const ascii = 'host-4321.brightsmiledental.com';
    expect(foldAccents(ascii)).toBe(ascii);
  });

  it('keeps the original order whatever the match quality', () => {
    const index = createFuzzyIndex(rows, KEYS);
    expect(ids(index.search('search'))).toEqual([2]);
    const list = [
      { id: 1, name: 'Old OpenSSH', description: 'Elasticsearch listens.' },
      { id: 2, name: 'Elasticsearch open', description: 'x' },
      { id: 3, name: 'Elastisearch typo in the data', description: 'x' },
    ];
    expect(
      ids(createFuzzyIndex(list, [...KEYS.slice(0, 1), { name: 'description', threshold: 0.4 }]).search('elasticsearch')),
    ).toEqual([1, 2, 3]);
  });

  it('never matches letters scattered inside words of prose', () => {
    const list = [
      { id: 1, name: 'Legacy authentication enabled', description: '' },
      { id: 2, name: 'WordPress plugin', description: '' },
      { id: 3, name: 'Henry Schein invoice', description: '' },
    ];
    const index = createFuzzyIndex(list, [{ name: 'name', threshold: 0.4 }]);
    expect(ids(index.search('henry'))).toEqual([3]);
    expect(ids(index.search('rdp'))).toEqual([]);
  });

  it('forgives typos only at the start of a word, and fewer of them in long text', () => {
    const short = [{ id: 1, name: 'Search cluster', description: '' }];
    // Two substitutions in five letters: within 0.4 for a short name ('dmarc' ~ 'searc'), not within 0.3.
    expect(ids(createFuzzyIndex(short, [{ name: 'name', threshold: 0.4 }]).search('dmarc'))).toEqual([1]);
    expect(ids(createFuzzyIndex(short, [{ name: 'name', threshold: 0.3 }]).search('dmarc'))).toEqual([]);
    expect(ids(createFuzzyIndex(short, [{ name: 'name', threshold: 0.3 }]).search('serch'))).toEqual([1]);
    const long = [
      { id: 1, name: 'The cluster answers queries from anywhere on the internet without a search password', description: '' },
    ];
    // 'serch' has one typo: allowed in long text from 5 letters on, but not in the first letter ('xearch').
    expect(ids(createFuzzyIndex(long, [{ name: 'name', threshold: 0.4 }]).search('serch'))).toEqual([1]);
    expect(ids(createFuzzyIndex(long, [{ name: 'name', threshold: 0.4 }]).search('xearch'))).toEqual([]);
    // The same two substitutions never pass in long text.
    expect(ids(createFuzzyIndex(long, [{ name: 'name', threshold: 0.4 }]).search('dmarc'))).toEqual([]);
  });

  it('finds a verbatim part of a hostname or address, not of prose', () => {
    const list = [
      { id: 1, name: 'portal.brightsmiledental.com', description: '' },
      { id: 2, name: 'The whole brightsmile team reads every report before it goes out', description: '' },
      { id: 3, name: 'important', description: '' },
    ];
    const index = createFuzzyIndex(list, [{ name: 'name', threshold: 0.3 }]);
    expect(ids(index.search('smile'))).toEqual([1]);
    // A single plain word is a word, not an identifier: no letters from its middle.
    expect(ids(index.search('port'))).toEqual([1]);
  });

  it('finds a part inside a word of a name: after a capital, or its end from 4 letters', () => {
    const list = [
      { id: 1, name: 'Outdated OpenSSH 7.4', description: '' },
      { id: 2, name: 'WordPress plugin vulnerable', description: '' },
      { id: 3, name: 'Open Elasticsearch port', description: '' },
      { id: 4, name: 'Legacy authentication enabled', description: '' },
    ];
    const index = createFuzzyIndex(list, [{ name: 'name', threshold: 0.3 }]);
    expect(ids(index.search('ssh'))).toEqual([1]);
    expect(ids(index.search('PRESS'))).toEqual([2]);
    expect(ids(index.search('search'))).toEqual([3]);
    expect(ids(index.search('cation'))).toEqual([4]);
    // Never letters from the middle of a word, never a 3-letter ending, never with a typo.
    for (const query of ['rdp', 'sticse', 'henry', 'ion', 'sh', 'prss']) expect(ids(index.search(query)), query).toEqual([]);
  });

  it('in long text, finds a part after a capital but not a word end', () => {
    const long = [
      {
        id: 1,
        name: 'The Bright Smile Kids WordPress sites run Elasticsearch behind an outdated OpenSSH server',
        description: '',
      },
    ];
    const index = createFuzzyIndex(long, [{ name: 'name', threshold: 0.4 }]);
    expect(ids(index.search('press'))).toEqual([1]);
    expect(ids(index.search('ssh'))).toEqual([1]);
    expect(ids(index.search('search'))).toEqual([]);
  });
});

describe('preparing the index ahead of the first search (warm)', () => {
  const many = Array.from({ length: 5_000 }, (_, i) => ({
    id: i,
    name: `${i % 7 === 0 ? 'PowerShell' : 'Remote access'} alert ${i}`,
    description: `Host FRONTDESK-${i % 40}.brightsmiledental.com`,
  }));
  const manyKeys: FuzzyKey<(typeof many)[number]>[] = [
    { name: 'name', threshold: 0.2 },
    { name: 'description', threshold: 0.2 },
  ];
  const ids = (found: { id: number }[]) => found.map((row) => row.id);

  it('works in slices: at most 256 items or values between two checks, until it says it is ready', () => {
    let reads = 0;
    const counted: FuzzyKey<(typeof many)[number]>[] = manyKeys.map((key) => ({
      ...key,
      get: (row) => {
        reads++;
        return key.name === 'name' ? row.name : row.description;
      },
    }));
    const index = createFuzzyIndex(many, counted);
    const slices: number[] = [];
    let before = 0;
    const slice = () => {
      slices.push(reads - before);
      before = reads;
      return false;
    };
    let calls = 0;
    while (!index.warm(slice)) calls++;
    // Both keys read every item once, 256 per slice at most; the values' own preparation yields too.
    expect(reads).toBe(2 * many.length);
    expect(Math.max(...slices)).toBeLessThanOrEqual(256);
    expect(calls).toBeGreaterThan((2 * many.length) / 256);
    expect(index.warm()).toBe(true);
  });

  it('finds the same whether prepared whole, in slices, half-way or not at all', () => {
    const expected = ids(createFuzzyIndex(many, manyKeys).search('powershel'));
    expect(expected.length).toBe(Math.ceil(many.length / 7));
    const whole = createFuzzyIndex(many, manyKeys);
    expect(whole.warm()).toBe(true);
    const sliced = createFuzzyIndex(many, manyKeys);
    while (!sliced.warm(() => false));
    const halfWay = createFuzzyIndex(many, manyKeys);
    for (let i = 0; i < 20; i++) halfWay.warm(() => false);
    for (const index of [whole, sliced, halfWay]) {
      expect(ids(index.search('powershel'))).toEqual(expected);
      expect(ids(index.search('frontdesk-3'))).toEqual(ids(createFuzzyIndex(many, manyKeys).search('frontdesk-3')));
    }
    // A search finished the half-way preparation.
    expect(halfWay.warm(() => false)).toBe(true);
  });
});

describe('prefixDistance', () => {
  it('counts edits against the closest prefix, insertions included', () => {
    expect(prefixDistance('passwrd', 'passwords', 2)).toBe(1);
    expect(prefixDistance('pasword', 'passwords', 2)).toBe(1);
    expect(prefixDistance('henry', 'henryschein', 0)).toBe(0);
    expect(prefixDistance('henry', 'authentication', 2)).toBe(Infinity);
    expect(prefixDistance('elastisearch', 'elasticsearch', 2)).toBe(1);
  });
});

describe('longTextTypos', () => {
  it('allows none below 5 letters, one from 5, two from 9', () => {
    expect([3, 4, 5, 8, 9, 14].map(longTextTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('the pigeonhole filter', () => {
  it('allows floor(threshold × length) errors, like Fuse’s score', () => {
    expect(maxErrors(3, 0.3)).toBe(0);
    expect(maxErrors(10, 0.3)).toBe(3);
    expect(maxErrors(5, 0.4)).toBe(2);
    expect(maxErrors(5, 0.2)).toBe(1);
  });

  it('cuts the pattern into errors + 1 contiguous pieces', () => {
    expect(pigeonholePieces('openssh', 0)).toEqual(['openssh']);
    expect(pigeonholePieces('openssh', 2)).toEqual(['op', 'en', 'ssh']);
    expect(pigeonholePieces('ab', 5)).toEqual(['a', 'b']);
    expect(pigeonholePieces('elasticsearch', 3).join('')).toBe('elasticsearch');
  });
});
