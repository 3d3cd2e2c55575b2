/**
 * The pure core of the shared search: `createFuzzyIndex(items, keys)` → `{ search(query), warm() }`, typo-tolerant
 * matching with one threshold per key (Fuse's measure: errors ÷ query length), accents ignored ('zoe' finds 'Zoë'),
 * results in the table's order after the rows a key of which is the query or starts with it. React code uses
 * `useFuzzySearch`.
 *
 * It no longer runs fuse.js itself: Fuse's bitap matches anywhere inside a text (`ignoreLocation`) or within a
 * window the length of the pattern (which loses insertions), so it could not anchor a typo to a word's start, and
 * "henry" matched "authentication", "portal" matched "important". The thresholds of console-platform.md §9 keep
 * their meaning.
 */

/** console-platform.md §9: every search box waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface FuzzyKey<T> {
  /** A property path ('name', 'email_data.subject'); also the key's id. */
  name: string;
  /** Threshold for this key alone, as Fuse's: errors ÷ query length at most this; 0 is exact. */
  threshold: number;
  /** Reads the value when a path is not enough (nested lists, computed text). */
  get?: (item: T) => string | readonly string[] | null | undefined;
}

export interface FuzzyIndex<T> {
  /**
   * Items matching `query` on any key: first those with a value that is the query, then those with a value that starts
   * with it, then the rest, each group in the original (the table's) order; every item for a blank query.
   */
  search(query: string): T[];
  /**
   * Prepares the index ahead of the first search, in slices: works while `more()` says so (checked every
   * PREPARE_SLICE items or values) and returns whether the index is ready. Without `more`, prepares it whole. A search
   * before it is ready finishes the preparation itself.
   */
  warm(more?: () => boolean): boolean;
}

interface PreparedValue {
  text: string;
  /** Distinct words of the text (letters and digits); prose is matched word by word. */
  words: string[];
  /**
   * The rest of a word from where a part starts inside it: after a capital ("ssh" of "OpenSSH", "press" of
   * "WordPress", "query" of "jQuery") or at a letter-digit change ("v2" of "TLSv2").
   */
  inner: string[];
  /** The value's identifiers, wherever they stand: hostnames, addresses, ids, machine names (see IDENTIFIER). */
  identifiers: string[];
  /** More than LONG_TEXT_WORDS words: a description rather than a name. */
  long: boolean;
  holders: number[];
}

interface PreparedKey {
  threshold: number;
  values: PreparedValue[];
}

const WORD = /[\p{L}\p{N}]+/gu;

const NON_ASCII = /[\u0080-\uffff]/;
const MARKS = /\p{M}+/gu;
/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

/**
 * Text without its accents, case kept ('Zoë' → 'Zoe', 'José' → 'Jose', 'Łódź' → 'Lodz'): applied to the values and
 * to the query, so either may carry them. Plain ASCII, most of what the console searches, is returned as it is.
 */
export function foldAccents(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/** A value of more words than this is long text (a description), where typos are forgiven more sparingly. */
const LONG_TEXT_WORDS = 8;

/**
 * Typos forgiven per query word in long text, on top of the key's threshold: none below 5 letters, one from 5, two
 * from 9 (the usual typo tolerance of search engines), and never in the first letter. Without it a 0.4 threshold
 * lets "dmarc" match "search" and "mfa" match "mail" somewhere in every description.
 */
export function longTextTypos(wordLength: number): number {
  return wordLength < 5 ? 0 : wordLength < 9 ? 1 : 2;
}

function readPath(item: unknown, path: string): unknown {
  let current: unknown[] = [item];
  for (const part of path.split('.')) {
    current = current.flatMap((value) => {
      const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
      return Array.isArray(next) ? next : [next];
    });
  }
  return current;
}

function asStrings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
}

/** Fuse scores a match with e errors as e / pattern length and keeps it when that is within the threshold. */
export function maxErrors(patternLength: number, threshold: number): number {
  return Math.floor(threshold * patternLength + 1e-9);
}

/**
 * k errors can spoil at most k of k + 1 pieces of the pattern, so any match holds one piece verbatim
 * (the pigeonhole filter of approximate matching). A value with none of them cannot match.
 */
export function pigeonholePieces(pattern: string, errors: number): string[] {
  const count = Math.min(errors + 1, pattern.length);
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    pieces.push(pattern.slice(Math.floor((i * pattern.length) / count), Math.floor(((i + 1) * pattern.length) / count)));
  }
  return pieces;
}

/**
 * Edit distance (Levenshtein, as Fuse counts errors) between `word` and the closest prefix of `candidate`, or
 * Infinity when above `limit`.
 */
export function prefixDistance(word: string, candidate: string, limit: number): number {
  let previous = Array.from({ length: candidate.length + 1 }, (_, j) => j);
  for (let i = 1; i <= word.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= candidate.length; j++) {
      const cost = word[i - 1] === candidate[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > limit) return Infinity;
    previous = current;
  }
  const best = Math.min(...previous);
  return best <= limit ? best : Infinity;
}

/** A query word this long can match a part inside a word, and this long a word's end (see `innerMatch`). */
const INNER_MATCH_MIN = 3;
const WORD_END_MATCH_MIN = 4;

/**
 * A query word verbatim at a part inside a word (any text), or, in short text (names, titles), at a word's end
 * from 4 letters ("search" of "Elasticsearch"): a compound's parts, never letters from the middle of a word
 * ("rdp" of "wordpress"), and no 3-letter endings ("ion", "ing") that half the words have.
 */
function innerMatch(word: string, value: PreparedValue): boolean {
  if (value.inner.some((part) => part.startsWith(word))) return true;
  return !value.long && word.length >= WORD_END_MATCH_MIN && value.words.some((candidate) => candidate.endsWith(word));
}

/** Whether one query word starts a word of the value, verbatim or within its typo budget; see `matchesValue`. */
function wordMatches(word: string, value: PreparedValue, threshold: number): boolean {
  if (word.length >= INNER_MATCH_MIN && innerMatch(word, value)) return true;
  if (word.length >= INNER_MATCH_MIN && value.identifiers.some((identifier) => identifier.includes(word))) return true;
  const allowed = maxErrors(word.length, threshold);
  const errors = value.long ? Math.min(allowed, longTextTypos(word.length)) : allowed;
  const pieces = pigeonholePieces(word, errors);
  for (const candidate of value.words) {
    if (candidate.startsWith(word)) return true;
    if (errors === 0 || !pieces.some((piece) => candidate.includes(piece))) continue;
    if (value.long && candidate[0] !== word[0]) continue;
    if (prefixDistance(word, candidate, errors) <= errors) return true;
  }
  return false;
}

/**
 * Whether `pattern` (lower-cased, trimmed) matches one value whose text does not start with it (see `search`):
 * - every query word starts a word of the value, verbatim or with typos within the threshold (fewer in long text, see
 *   `longTextTypos`), or, from 3 letters, verbatim a part inside a word ("ssh" matches "OpenSSH", "press"
 *   "WordPress") or, in short text (names, titles), a word's end ("search" matches "Elasticsearch"). Letters found
 *   in the middle of a word never match: "henry" does not match "authentication", "rdp" not "wordpress";
 * - a verbatim part of an identifier, in any text: "smile" in "brightsmiledental.com", "desk" in "FRONTDESK-03". A plain
 *   word is not one: "port" does not match "important", "ross" not "cross-site".
 */
function matchesValue(pattern: string, value: PreparedValue, threshold: number): boolean {
  const words = pattern.match(WORD);
  if (words?.every((word) => wordMatches(word, value, threshold))) return true;
  return value.identifiers.some((identifier) => identifier.includes(pattern));
}

/** A token holding a dot, an @, a digit or an underscore: a hostname, an address, an id, a machine name. */
const IDENTIFIER = /[.@\d_]/u;

function identifiersOf(text: string): string[] {
  const tokens = text.split(/\s+/).map((token) => token.replace(/^[("'<[]+|[)"'>\],;:!?.]+$/g, ''));
  return [...new Set(tokens.filter((token) => token.length > 2 && IDENTIFIER.test(token)))];
}

/** Where a part starts inside a word: a capital after a small letter, a letter after a digit or a digit after a letter. */
const INNER_START = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{N})(?=\p{L})|(?<=\p{L})(?=\p{N})/u;

/** `PreparedValue.inner`, read from the original case (the capitals mark the parts). */
function innerParts(original: string): string[] {
  const parts = new Set<string>();
  for (const word of original.match(WORD) ?? []) {
    const lower = word.toLowerCase();
    const pieces = word.split(INNER_START);
    let start = 0;
    for (const piece of pieces.slice(0, -1)) {
      start += piece.length;
      parts.add(lower.slice(start));
    }
  }
  return [...parts];
}

function prepareValue(original: string, holders: number[] = []): PreparedValue {
  const text = original.toLowerCase();
  const all = text.match(WORD) ?? [];
  return {
    text,
    words: [...new Set(all)],
    inner: innerParts(original),
    identifiers: identifiersOf(text),
    long: all.length > LONG_TEXT_WORDS,
    holders,
  };
}

/** Items or values handled between two checks of `warm`'s `more()`: well under a millisecond of work. */
const PREPARE_SLICE = 256;

/**
 * The index's preparation as steps: per key, the values lower-cased and de-duplicated with the items holding them,
 * then each value prepared; yields every PREPARE_SLICE items or values, returns the prepared keys.
 */
function* preparation<T>(items: readonly T[], keys: readonly FuzzyKey<T>[]): Generator<void, PreparedKey[]> {
  const prepared: PreparedKey[] = [];
  for (const key of keys) {
    const values = new Map<string, { original: string; holders: number[] }>();
    for (let index = 0; index < items.length; index++) {
      if (index % PREPARE_SLICE === PREPARE_SLICE - 1) yield;
      const item = items[index] as T;
      for (const raw of asStrings(key.get ? key.get(item) : readPath(item, key.name))) {
        const value = foldAccents(raw);
        const lower = value.toLowerCase();
        const seen = values.get(lower);
        if (seen) {
          if (seen.holders[seen.holders.length - 1] !== index) seen.holders.push(index);
        } else values.set(lower, { original: value, holders: [index] });
      }
    }
    const ready: PreparedValue[] = [];
    // The first spelling stands for the value: its capitals mark the parts inside words.
    for (const { original, holders } of values.values()) {
      if (ready.length % PREPARE_SLICE === PREPARE_SLICE - 1) yield;
      ready.push(prepareValue(original, holders));
    }
    prepared.push({ threshold: key.threshold, values: ready });
  }
  return prepared;
}

/** How an item matched: a value is the query, starts with it, or matches it otherwise (0: no match). */
const MATCH = 1;
const PREFIX = 2;
const EXACT = 3;

/**
 * The console's search: an item matches when any key matches under that key's own threshold. Values are lower-cased
 * and de-duplicated once (ahead of the first search by warm(), or by that search); a value whose items all matched
 * already, or holding no piece of the query (the pigeonhole filter), is skipped before any matching.
 */
export function createFuzzyIndex<T>(items: readonly T[], keys: readonly FuzzyKey<T>[]): FuzzyIndex<T> {
  const steps = preparation(items, keys);
  let prepared: PreparedKey[] | null = null;
  /** The prepared keys, once the steps left are all done. */
  const finish = (): PreparedKey[] => {
    let step = steps.next();
    while (!step.done) step = steps.next();
    return (prepared = step.value);
  };

  return {
    warm(more) {
      if (!more) {
        if (prepared === null) finish();
        return true;
      }
      while (prepared === null) {
        const step = steps.next();
        if (step.done) prepared = step.value;
        else if (!more()) return false;
      }
      return true;
    },
    search(query) {
      const pattern = foldAccents(query.trim()).toLowerCase();
      if (pattern === '') return items.slice();
      const ready = prepared ?? finish();
      const rank = new Uint8Array(items.length);
      let leading = false;
      const words = pattern.match(WORD) ?? [pattern];
      for (const key of ready) {
        const piecesPerWord = words.map((word) => pigeonholePieces(word, maxErrors(word.length, key.threshold)));
        for (const value of key.values) {
          if (value.text.startsWith(pattern)) {
            const level = value.text.length === pattern.length ? EXACT : PREFIX;
            leading = true;
            for (const index of value.holders) if (rank[index]! < level) rank[index] = level;
            continue;
          }
          if (value.holders.every((index) => rank[index])) continue;
          if (!piecesPerWord.every((pieces) => pieces.some((piece) => value.text.includes(piece)))) continue;
          if (matchesValue(pattern, value, key.threshold)) for (const index of value.holders) rank[index] ||= MATCH;
        }
      }
      // Decision (#17): results keep the table's order, not a relevance score. The spec sorts every table (§9, severity
      // first for issues), the drawer's ←/→ follow that order, and analysts triage by it; relevance is enforced by
      // what may match at all (word starts, typo budgets), so the rows left are the relevant ones.
      // Decision (#26.18): the rows a key of which is the query come first, then those a key of which starts with it
      // ('host-4321' is not lost among the 64 rows it matches), each group in the table's order. A column sort the
      // user picks afterwards orders every row, as its header says.
      if (!leading) return items.filter((_, index) => rank[index]);
      return [EXACT, PREFIX, MATCH].flatMap((level) => items.filter((_, index) => rank[index] === level));
    },
  };
}
