/**
 * The pure core of the shared search: `createFuzzyIndex(items, keys)` → `{ search(query), warm() }`, fuse.js
 * matching with one threshold per key. React code uses `useFuzzySearch`.
 */
import Fuse from 'fuse.js';

/** console-platform.md §9: every search box waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface FuzzyKey<T> {
  /** A property path ('name', 'email_data.subject'); also the key's id. */
  name: string;
  /** Fuse threshold for this key alone: 0 is exact, 1 matches anything. */
  threshold: number;
  /** Reads the value when a path is not enough (nested lists, computed text). */
  get?: (item: T) => string | readonly string[] | null | undefined;
}

export interface FuzzyIndex<T> {
  /** Items matching `query` on any key, in their original order; every item for a blank query. */
  search(query: string): T[];
  /** Prepares the index now (otherwise the first real search does), e.g. when the browser is idle. */
  warm(): void;
}

interface PreparedKey {
  threshold: number;
  /** Each distinct lower-cased value once, with the items that hold it. */
  values: [string, number[]][];
}

/** Fuse's pattern limit for one bitap pass; longer queries go through Fuse unfiltered. */
const BITAP_MAX = 32;

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
 * The console's fuzzy search: an item matches when any key matches under that key's own threshold (Fuse applies
 * one threshold per instance, so keys are matched separately). Matching is Fuse's bitap with location ignored,
 * so a word deep inside a description counts as much as one at the start. For speed, values are lower-cased and
 * de-duplicated once (on the first search, or warm()), and a value that cannot match (no piece of the query in it) never reaches the bitap.
 */
export function createFuzzyIndex<T>(items: readonly T[], keys: readonly FuzzyKey<T>[]): FuzzyIndex<T> {
  let prepared: PreparedKey[] | null = null;
  const prepare = () =>
    keys.map((key) => {
      const values = new Map<string, number[]>();
      items.forEach((item, index) => {
        for (const value of asStrings(key.get ? key.get(item) : readPath(item, key.name))) {
          const lower = value.toLowerCase();
          const holders = values.get(lower);
          if (holders) {
            if (holders[holders.length - 1] !== index) holders.push(index);
          } else values.set(lower, [index]);
        }
      });
      return { threshold: key.threshold, values: [...values] };
    });

  return {
    warm() {
      prepared ??= prepare();
    },
    search(query) {
      const pattern = query.trim().toLowerCase();
      if (pattern === '') return items.slice();
      prepared ??= prepare();
      const hit = new Uint8Array(items.length);
      for (const key of prepared) {
        const pieces = pattern.length <= BITAP_MAX ? pigeonholePieces(pattern, maxErrors(pattern.length, key.threshold)) : null;
        const options = { threshold: key.threshold, ignoreLocation: true, isCaseSensitive: true };
        for (const [value, holders] of key.values) {
          if (holders.every((index) => hit[index] === 1)) continue;
          if (pieces && !pieces.some((piece) => value.includes(piece))) continue;
          if (Fuse.match(pattern, value, options).isMatch) for (const index of holders) hit[index] = 1;
        }
      }
      return items.filter((_, index) => hit[index] === 1);
    },
  };
}
