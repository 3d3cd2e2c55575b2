/** Column definitions of DataTable and the pure sort it applies (`sortRows`, `nextSort`, `columnWeight`). */
import type { ReactNode } from 'react';
import { compareText, sortKey } from '@/shared/format/compare-text';

type SortDirection = 'asc' | 'desc';

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** Share of the row: '20%'. Shares are weights, so 20/20/40/20/20 splits the row 1:1:2:1:1. */
  width: `${number}%`;
  /**
   * The narrowest the column gets (a CSS length, padding included), for values that must never be cut, such as dates:
   * the other columns give way, and below it the table scrolls sideways.
   */
  minWidth?: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned with tabular figures. */
  numeric?: boolean;
  /** The header is read by screen readers only (a column of row actions). */
  hideHeader?: boolean;
  /** Makes the header a sort button (when the table has onSortChange). */
  sortValue?: (row: T) => string | number;
  /**
   * Below md each row is a card: 'title' heads it (default: the first column), 'hidden' leaves the column out there.
   * The others show as label and value; a column with hideHeader (row actions) sits beside the title.
   */
  phone?: 'title' | 'hidden';
  /**
   * A column the user may show or hide ('Columns', ColumnsMenu): 'shown' or 'hidden' by default. A column without it
   * is always shown. The choice is the list's `cols` URL param (`visibleColumnIds`).
   */
  optional?: 'shown' | 'hidden';
}

/** What the column choice reads of a column. */
type ChoosableColumn = Pick<DataTableColumn<never>, 'id' | 'optional'>;

/** The list's default columns, in display order: every one but the optional columns hidden by default. */
export function defaultColumnIds(columns: readonly ChoosableColumn[]): string[] {
  return columns.filter((column) => column.optional !== 'hidden').map((column) => column.id);
}

/**
 * The visible columns' ids in display order, from the list's columns and its `cols` URL param (a comma list of column
 * ids, or the router's parsed array; absent: the list's defaults). Columns that are not optional are always shown, ids
 * the list does not have are dropped, and the order is always the list's own. Saved views (issue #27) read `cols` with it.
 */
export function visibleColumnIds(columns: readonly ChoosableColumn[], cols: string | readonly string[] | undefined): string[] {
  if (cols === undefined) return defaultColumnIds(columns);
  const chosen = new Set(typeof cols === 'string' ? cols.split(',').map((id) => id.trim()) : cols);
  return columns.filter((column) => !column.optional || chosen.has(column.id)).map((column) => column.id);
}

/** The columns the table shows, in the list's order (see `visibleColumnIds`). */
export function visibleColumns<C extends ChoosableColumn>(
  columns: readonly C[],
  cols: string | readonly string[] | undefined,
): C[] {
  const visible = new Set(visibleColumnIds(columns, cols));
  return columns.filter((column) => visible.has(column.id));
}

/**
 * The `cols` param once the user showed or hid the optional column `id`: the visible ids in display order, or
 * undefined when that is the list's defaults (the param is then left out of the URL). A column that is not optional
 * cannot be hidden.
 */
export function toggleColumn(
  columns: readonly ChoosableColumn[],
  cols: string | readonly string[] | undefined,
  id: string,
): string[] | undefined {
  const visible = new Set(visibleColumnIds(columns, cols));
  if (columns.some((column) => column.id === id && column.optional)) {
    if (visible.has(id)) visible.delete(id);
    else visible.add(id);
  }
  const next = columns.filter((column) => visible.has(column.id)).map((column) => column.id);
  return next.join() === defaultColumnIds(columns).join() ? undefined : next;
}

/** Where a column goes in the phone card. */
export type PhoneRole = 'title' | 'detail' | 'action' | 'hidden';

/** Each column's place in the phone card: one title (the marked column, else the first shown one). */
export function phoneRoles<T>(columns: readonly DataTableColumn<T>[]): PhoneRole[] {
  const marked = columns.findIndex((c) => c.phone === 'title');
  const title = marked >= 0 ? marked : columns.findIndex((c) => !c.hideHeader && c.phone !== 'hidden');
  return columns.map((c, i) => {
    if (i === title) return 'title';
    if (c.phone === 'hidden') return 'hidden';
    return c.hideHeader ? 'action' : 'detail';
  });
}

/** Phone card geometry in px: padding, the title line and one line per label/value pair. */
const CARD_PADDING = 24;
const CARD_TITLE = 24;
const CARD_DETAIL = 30;

/** First guess of a phone card's height, before the card is measured. */
export function phoneCardEstimate(roles: readonly PhoneRole[]): number {
  return CARD_PADDING + CARD_TITLE + roles.filter((r) => r === 'detail').length * CARD_DETAIL;
}

/** Width share as a flex weight. */
export function columnWeight(width: `${number}%`): number {
  const value = Number.parseFloat(width);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** The rows in the order the table shows them; a stable sort, so ties keep the given order. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sort: DataTableSort | null | undefined,
): readonly T[] {
  const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
  const read = column?.sortValue;
  if (!sort || !read) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const entries = rows.map((row) => {
    const value = read(row);
    return { row, value, key: typeof value === 'number' ? null : sortKey(String(value)) };
  });
  entries.sort((a, b) => {
    if (typeof a.value === 'number' && typeof b.value === 'number') return (a.value - b.value) * sign;
    if (a.key !== null && b.key !== null) return (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * sign;
    return compareText(String(a.value), String(b.value)) * sign;
  });
  return entries.map((entry) => entry.row);
}

/** Header click: ascending, then descending, then back to the given order. */
export function nextSort(current: DataTableSort | null | undefined, columnId: string): DataTableSort | null {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}

/**
 * Callbacks DataTable reads through a ref when it calls them: a new function for the same purpose (a caller's inline
 * arrow) leaves the table as it is; only whether one is given matters.
 */
const CALLED_THROUGH_REF = new Set(['getRowId', 'onRowClick', 'onRetry', 'onSortChange', 'onNearEnd']);

interface LeftOut {
  count: number;
  noun: readonly [string, string];
}

const sameLeftOut = (a: LeftOut | undefined, b: LeftOut | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.count === b.count && a.noun.join() === b.noun.join());

/**
 * Whether DataTable can skip a render (its memo comparison): every prop the same, callbacks compared by presence and
 * the left-out notice by its count and noun, which callers write inline. A page re-rendering for its own reasons (a
 * keystroke, a dialog it opens) then leaves its table alone.
 */
export function sameTableProps(prev: object, next: object): boolean {
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const [a, b] = [before[key], after[key]];
    if (CALLED_THROUGH_REF.has(key)) {
      if ((a === undefined) !== (b === undefined)) return false;
    } else if (key === 'leftOut') {
      if (!sameLeftOut(a as LeftOut | undefined, b as LeftOut | undefined)) return false;
    } else if (!Object.is(a, b)) return false;
  }
  return true;
}

/** The key a focused row acts on: `j`/`k` are ↓/↑ (the lists' keyboard flow, src/shared/keyboard). */
export function rowKey(press: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): string {
  if (press.ctrlKey || press.metaKey || press.altKey) return press.key;
  return press.key === 'j' ? 'ArrowDown' : press.key === 'k' ? 'ArrowUp' : press.key;
}
