import { z } from 'zod/mini';

/**
 * URLs a person can read and share (#17): lists as plain comma lists (`?severity=critical,important`), every other
 * value as plain text, an empty list as `none` (nothing ticked is a choice), and nothing for empty values. The router uses these instead of its JSON encoding; each
 * route's `validateSearch` then drops what is not valid, and features leave defaults out.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    const text = paramText(value);
    if (text !== '') parts.push(`${encode(key)}=${encode(text)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Every param as the text it holds; empty ones are left out. The route schemas give them their types. */
export function parseSearch(searchText: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchText)) if (value !== '') result[key] = value;
  return result;
}

function paramText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(',') : NONE;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An empty list: the user ticked nothing in a filter section. */
const NONE = 'none';

// Commas stay readable: list items never contain one (they are enum values).
const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');

/** Older links wrote lists as JSON (`["critical"]`); they still open the same view. */
function listItems(value: string | readonly string[]): string[] {
  if (typeof value !== 'string') return [...value];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON after all: read it as a comma list.
    }
  }
  return value.split(',');
}

/**
 * A list param of known values: a comma list (or an array), unknown values and repeats dropped, in `values` order.
 * When nothing valid is left the param is absent, so `?severity=bogus` means no severity filter, not an empty one.
 */
export const listParam = <T extends string>(values: readonly T[]) => {
  const allowed = new Set<string>(values);
  return z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.array(z.string())]),
        z.transform((value): T[] | undefined => {
          if (value === NONE || (Array.isArray(value) && value.length === 0)) return [];
          const items = new Set(listItems(value).map((item) => item.trim()));
          const kept = values.filter((item) => items.has(item) && allowed.has(item));
          return kept.length > 0 ? kept : undefined;
        }),
      ),
    ),
    undefined,
  );
};

/** A text param (search text): at most `max` characters; blank means absent. */
export const textParam = (max = 200) =>
  z.catch(
    z.optional(
      z.pipe(
        z.string().check(z.maxLength(max)),
        z.transform((value) => (value.trim() === '' ? undefined : value)),
      ),
    ),
    undefined,
  );

/** One of a fixed set of values; anything else means absent. */
export const choiceParam = <T extends string>(values: readonly [T, ...T[]]) => z.catch(z.optional(z.enum(values)), undefined);

/**
 * A param the route does not take although a sibling route does (a filter another list has): always absent. The
 * router hands a route every param of the URL, so one left undeclared would reach the page as raw text and stay in
 * the address; declared this way it is dropped from both.
 */
export const absentParam = () => z.catch(z.optional(z.undefined()), undefined);
