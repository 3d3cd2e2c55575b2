/**
 * Reads a response the way a tolerant reader does (issue #16): what the console can use is kept.
 *
 * - An unknown value of an open list is kept as is (the contract models open lists as "known enum or any string").
 * - A missing optional field gets its documented default (the schema's default).
 * - An extra property is dropped and reported.
 * - A value the console cannot use fails only the list item it belongs to: the item is left out of its list, the
 *   list remembers it (`unusableItems`), and the rest of the answer is kept. Only a broken root fails the answer.
 *
 * Works on any schema with zod's `safeParse` and the zod-mini definition tree (`_zod.def`), which orval generates.
 */

export interface Violation {
  /** JSON pointer (RFC 6901) of the offending value in the answer as received. */
  pointer: string;
  message: string;
  /** 'extra-property' when tolerated by dropping it, 'unusable-item' when its list item was left out. */
  kind: 'extra-property' | 'unusable-item';
}

interface ParseIssue {
  path: PropertyKey[];
  message: string;
}

export interface ReadableSchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { issues: ParseIssue[] } };
}

export type ReadResult = { ok: true; data: unknown; violations: Violation[] } | { ok: false; issues: Violation[] };

const UNUSABLE = Symbol('unusableItems');

/** The items a list lost because the console could not use them (their pointers), for the row or card that says so. */
export function unusableItems(list: readonly unknown[]): readonly string[] {
  return (list as unknown as { [UNUSABLE]?: string[] })[UNUSABLE] ?? [];
}

const escape = (key: PropertyKey) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const toPointer = (path: readonly PropertyKey[]) => path.map((k) => `/${escape(k)}`).join('');

interface Def {
  type?: string;
  shape?: Record<string, { _zod?: { def: Def } }>;
  element?: { _zod?: { def: Def } };
  innerType?: { _zod?: { def: Def } };
  in?: { _zod?: { def: Def } };
  options?: { _zod?: { def: Def } }[];
  catchall?: unknown;
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** Removes properties the schema does not declare, recording each; unions use the first option that accepts the value. */
function dropExtras(schema: unknown, value: unknown, path: PropertyKey[], found: Violation[]): unknown {
  const def = defOf(schema);
  if (!def || value === null || typeof value !== 'object') return value;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return dropExtras(def.innerType, value, path, found);
    case 'pipe':
      return dropExtras(def.in, value, path, found);
    case 'array':
      return Array.isArray(value) ? value.map((item, i) => dropExtras(def.element, item, [...path, i], found)) : value;
    case 'union': {
      const option = def.options?.find((o) => (o as unknown as ReadableSchema).safeParse?.(value).success);
      return option ? dropExtras(option, value, path, found) : value;
    }
    case 'object': {
      if (Array.isArray(value) || def.catchall) return value;
      const shape = def.shape ?? {};
      const kept: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        if (key in shape) kept[key] = dropExtras(shape[key], child, [...path, key], found);
        else found.push({ pointer: toPointer([...path, key]), message: 'Property not in the contract', kind: 'extra-property' });
      }
      return kept;
    }
    case 'record':
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, child]) => [
          key,
          dropExtras((def as { valueType?: unknown }).valueType, child, [...path, key], found),
        ]),
      );
    default:
      return value;
  }
}

/** The path of the innermost list item that holds the issue, or null when the issue is outside every list. */
function itemPath(data: unknown, path: readonly PropertyKey[]): PropertyKey[] | null {
  let node = data;
  let found: PropertyKey[] | null = null;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i]!;
    if (Array.isArray(node) && typeof key === 'number') found = path.slice(0, i + 1) as PropertyKey[];
    node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key as string] : undefined;
  }
  return found;
}

function listAt(data: unknown, path: readonly PropertyKey[]): unknown[] | undefined {
  let node = data;
  for (const key of path)
    node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key as string] : undefined;
  return Array.isArray(node) ? node : undefined;
}

const MAX_ROUNDS = 8;

export function readTolerantly(schema: ReadableSchema, received: unknown): ReadResult {
  const violations: Violation[] = [];
  const data = dropExtras(schema, received, [], violations);
  // Indexes in `data` shift as items are dropped; keep each list's original indexes for the pointers.
  const origin = new Map<unknown[], number[]>();
  const originalIndex = (list: unknown[], i: number) => origin.get(list)?.[i] ?? i;
  const removed = new Map<unknown[], string[]>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = schema.safeParse(data);
    if (result.success) {
      for (const [list, pointers] of removed) attachUnusable(result.data, data, list, pointers);
      return { ok: true, data: result.data, violations };
    }
    const doomed = new Map<unknown[], Set<number>>();
    const rootIssues: Violation[] = [];
    for (const issue of result.error.issues) {
      const at = itemPath(data, issue.path);
      if (!at) {
        rootIssues.push({ pointer: toPointer(issue.path), message: issue.message, kind: 'unusable-item' });
        continue;
      }
      const list = listAt(data, at.slice(0, -1))!;
      const index = at[at.length - 1] as number;
      const originalPath = [...at.slice(0, -1), originalIndex(list, index), ...issue.path.slice(at.length)];
      violations.push({ pointer: toPointer(originalPath), message: issue.message, kind: 'unusable-item' });
      if (!doomed.has(list)) doomed.set(list, new Set());
      doomed.get(list)!.add(index);
    }
    if (rootIssues.length) return { ok: false, issues: rootIssues };
    for (const [list, indexes] of doomed) {
      const before = origin.get(list) ?? list.map((_, i) => i);
      const pointers = removed.get(list) ?? [];
      const keep: unknown[] = [];
      const keepOrigin: number[] = [];
      list.forEach((item, i) => {
        if (indexes.has(i)) pointers.push(String(before[i]));
        else {
          keep.push(item);
          keepOrigin.push(before[i]!);
        }
      });
      list.splice(0, list.length, ...keep);
      origin.set(list, keepOrigin);
      removed.set(list, pointers);
    }
  }
  return { ok: false, issues: [{ pointer: '', message: 'Too many unusable items', kind: 'unusable-item' }] };
}

/** Marks the parsed list at the same place as `source` in the tree with the left-out items' original indexes. */
function attachUnusable(parsed: unknown, data: unknown, source: unknown[], indexes: string[]) {
  const path = locate(data, source, []);
  const target = path ? listAt(parsed, path) : undefined;
  if (target) Object.defineProperty(target, UNUSABLE, { value: indexes, enumerable: false, configurable: true });
}

function locate(node: unknown, target: unknown[], path: PropertyKey[]): PropertyKey[] | null {
  if (node === target) return path;
  if (node === null || typeof node !== 'object') return null;
  for (const [key, child] of Object.entries(node)) {
    const found = locate(child, target, [...path, Array.isArray(node) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/** How many items the lists in an answer lost (the answer itself if it is a list, or lists among its properties). */
export function countUnusable(data: unknown): number {
  if (Array.isArray(data)) return unusableItems(data).length;
  if (data === null || typeof data !== 'object') return 0;
  return Object.values(data).reduce<number>((sum, value) => sum + (Array.isArray(value) ? unusableItems(value).length : 0), 0);
}

/**
 * The query cache shares unchanged parts of a refetched answer with the previous one (structural sharing), which
 * builds new arrays: carry each list's left-out items over to the array the cache keeps.
 */
export function carryUnusable(from: unknown, to: unknown): void {
  if (from === to || from === null || to === null || typeof from !== 'object' || typeof to !== 'object') return;
  if (Array.isArray(from)) {
    const lost = unusableItems(from);
    if (lost.length && Array.isArray(to) && unusableItems(to) !== lost)
      Object.defineProperty(to, UNUSABLE, { value: lost, enumerable: false, configurable: true });
    return;
  }
  for (const [key, value] of Object.entries(from))
    if (Array.isArray(value)) carryUnusable(value, (to as Record<string, unknown>)[key]);
}
