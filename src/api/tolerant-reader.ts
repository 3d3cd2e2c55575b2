/**
 * Reads a response the way a tolerant reader does (issue #16): what the console can use is kept.
 *
 * - An unknown value of an open list is kept as is (the contract models open lists as "known enum or any string").
 * - A missing optional field gets its documented default (the schema's default).
 * - An extra property is dropped and reported.
 * - A value the console cannot use fails only the list item it belongs to: the item is left out of its list, the
 *   list remembers it (`unusableItems`), and the rest of the answer is kept. Only a broken root fails the answer.
 *
 * Works on the zod-mini schemas orval generates (`safeParse` and the definition tree `_zod.def`). It walks the kinds
 * that lead to objects there (object, array, record, union, optional, nullable, default; the unit tests check the
 * generated contract holds no other); an extra property below any other kind is stripped by zod without a report.
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

export type ReadResult =
  { ok: true; data: unknown; violations: Violation[] } | { ok: false; issues: Pick<Violation, 'pointer' | 'message'>[] };

const UNUSABLE = Symbol('unusableItems');

/** The items a list lost because the console could not use them (their pointers), for the row or card that says so. */
export function unusableItems(list: readonly unknown[]): readonly string[] {
  return (list as unknown as { [UNUSABLE]?: string[] })[UNUSABLE] ?? [];
}

const escape = (key: PropertyKey) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const toPointer = (path: readonly PropertyKey[]) => path.map((k) => `/${escape(k)}`).join('');

interface Def {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  valueType?: unknown;
  options?: ReadableSchema[];
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Kinds that never accept an object or a list: a union's option of one of them is no candidate for one. */
const SCALAR_KINDS = new Set(['null', 'undefined', 'string', 'number', 'bigint', 'boolean', 'enum', 'literal', 'date']);

/** The kind below optional, nullable and default wrappers. */
const innerKind = (schema: unknown): string => {
  const def = defOf(schema);
  return def.type === 'optional' || def.type === 'nullable' || def.type === 'default' ? innerKind(def.innerType) : def.type;
};

/**
 * The union option an object or list belongs to: the only one that can hold one (`Item | null`, most of the
 * contract's unions), else the first that accepts it. Parsing every candidate doubled the parse of a year of score
 * history, whose 500 events each hold an `issue` union.
 */
function unionOption(options: ReadableSchema[], value: unknown): ReadableSchema | undefined {
  const candidates = options.filter((option) => !SCALAR_KINDS.has(innerKind(option)));
  return candidates.find((option) => option.safeParse(value).success);
}

/**
 * Removes properties the schema does not declare, recording each; unions use the option that accepts the value.
 * `path` is the value's place, pushed and popped on the way down (a copy per node took most of a large answer's
 * walk). An object that loses nothing is kept as it came; lists are always new (items are removed from them later).
 */
function dropExtras(schema: unknown, value: unknown, path: PropertyKey[], found: Violation[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return dropExtras(def.innerType, value, path, found);
    case 'array': {
      if (!Array.isArray(value)) return value;
      const items: unknown[] = new Array(value.length);
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        items[i] = dropExtras(def.element, value[i], path, found);
        path.pop();
      }
      return items;
    }
    case 'union': {
      const option = unionOption(def.options!, value);
      return option ? dropExtras(option, value, path, found) : value;
    }
    case 'object': {
      if (Array.isArray(value)) return value;
      const shape = def.shape!;
      const source = value as Record<string, unknown>;
      let kept: Record<string, unknown> | null = null;
      const keys = Object.keys(source);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        path.push(key);
        if (key in shape) {
          const child = dropExtras(shape[key], source[key], path, found);
          if (child !== source[key]) kept ??= copyUpTo(source, keys, i);
          if (kept) kept[key] = child;
        } else {
          found.push({ pointer: toPointer(path), message: 'Property not in the contract', kind: 'extra-property' });
          kept ??= copyUpTo(source, keys, i);
        }
        path.pop();
      }
      return kept ?? value;
    }
    case 'record': {
      const source = value as Record<string, unknown>;
      const kept: Record<string, unknown> = {};
      for (const key of Object.keys(source)) {
        path.push(key);
        kept[key] = dropExtras(def.valueType, source[key], path, found);
        path.pop();
      }
      return kept;
    }
    default:
      return value;
  }
}

/** A new object with `source`'s first `count` properties (those kept so far). */
function copyUpTo(source: Record<string, unknown>, keys: string[], count: number): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) copy[keys[i]!] = source[keys[i]!];
  return copy;
}

// Issue paths come from parsing this same tree, so every step along one exists.
const childOf = (node: unknown, key: PropertyKey) => (node as Record<PropertyKey, unknown>)[key];

/** The path of the innermost list item that holds the issue, or null when the issue is outside every list. */
function itemPath(data: unknown, path: readonly PropertyKey[]): PropertyKey[] | null {
  let node = data;
  let found: PropertyKey[] | null = null;
  path.forEach((key, i) => {
    if (Array.isArray(node)) found = path.slice(0, i + 1);
    node = childOf(node, key);
  });
  return found;
}

const listAt = (data: unknown, path: readonly PropertyKey[]) => path.reduce(childOf, data) as unknown[];

const mark = (list: unknown[], lost: readonly string[]) =>
  Object.defineProperty(list, UNUSABLE, { value: lost, enumerable: false, configurable: true });

export function readTolerantly(schema: ReadableSchema, received: unknown): ReadResult {
  const violations: Violation[] = [];
  const data = dropExtras(schema, received, [], violations);
  // Indexes in `data` shift as items are dropped; keep each list's original indexes for the pointers.
  const origin = new Map<unknown[], number[]>();
  const removed = new Map<unknown[], string[]>();
  // Ends: every round either returns or removes at least one item.
  for (;;) {
    const result = schema.safeParse(data);
    if (result.success) {
      for (const [list, pointers] of removed) attachUnusable(result.data, data, list, pointers);
      return { ok: true, data: result.data, violations };
    }
    const doomed = new Map<unknown[], Set<number>>();
    const rootIssues: Pick<Violation, 'pointer' | 'message'>[] = [];
    for (const issue of result.error.issues) {
      const at = itemPath(data, issue.path);
      if (!at) {
        rootIssues.push({ pointer: toPointer(issue.path), message: issue.message });
        continue;
      }
      const list = listAt(data, at.slice(0, -1));
      const index = at[at.length - 1] as number;
      const originalPath = [...at.slice(0, -1), origin.get(list)?.[index] ?? index, ...issue.path.slice(at.length)];
      violations.push({ pointer: toPointer(originalPath), message: issue.message, kind: 'unusable-item' });
      doomed.set(list, (doomed.get(list) ?? new Set()).add(index));
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
}

/**
 * Marks the parsed list at the same place as `source` in the tree with the left-out items' original indexes. A list
 * inside an item that was itself left out is no longer in the tree and has nobody to tell.
 */
function attachUnusable(parsed: unknown, data: unknown, source: unknown[], indexes: string[]) {
  const path = locate(data, source, []);
  if (path) mark(listAt(parsed, path), indexes);
}

function locate(node: unknown, target: unknown[], path: PropertyKey[]): PropertyKey[] | null {
  if (node === target) return path;
  if (node === null || typeof node !== 'object') return null;
  for (const [key, child] of Object.entries(node)) {
    const found = locate(child, target, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** How many items the lists in an answer lost (the answer itself if it is a list, or lists among its properties). */
export function countUnusable(data: unknown): number {
  if (Array.isArray(data)) return unusableItems(data).length;
  return Object.values(data ?? {}).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? unusableItems(value).length : 0),
    0,
  );
}

/**
 * The query cache shares unchanged parts of a refetched answer with the previous one (structural sharing), which
 * builds new arrays or keeps the previous ones: each list of the kept answer takes over the refetched list's
 * left-out items (none included), at any depth. `to` has the shape of `from`.
 */
export function carryUnusable(from: unknown, to: unknown): void {
  // A part kept as it came (all of a first answer) has its marks already: walking a year of score history took 20 ms.
  if (from === to) return;
  if (Array.isArray(from)) mark(to as unknown[], unusableItems(from));
  if (from !== null && typeof from === 'object')
    for (const [key, value] of Object.entries(from)) carryUnusable(value, (to as Record<string, unknown>)[key]);
}
