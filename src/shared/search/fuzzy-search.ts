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
}

/**
 * Fuse applies one threshold to all keys of an instance, so each key gets its own instance and an item
 * matches when any key matches under that key's threshold. Location is ignored: a word deep inside a
 * description counts as much as one at the start. The instances are built on the first real search.
 */
export function createFuzzyIndex<T>(items: readonly T[], keys: readonly FuzzyKey<T>[]): FuzzyIndex<T> {
  let fuses: Fuse<T>[] | null = null;
  const build = () =>
    keys.map(
      (key) =>
        new Fuse(items as T[], {
          keys: [key.get ? { name: key.name, getFn: key.get } : key.name],
          threshold: key.threshold,
          ignoreLocation: true,
          shouldSort: false,
        }),
    );
  return {
    search(query) {
      const text = query.trim();
      if (text === '') return items.slice();
      fuses ??= build();
      const hit = new Uint8Array(items.length);
      for (const fuse of fuses) for (const result of fuse.search(text)) hit[result.refIndex] = 1;
      return items.filter((_, index) => hit[index] === 1);
    },
  };
}
