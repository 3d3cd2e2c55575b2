import { describe, expect, it } from 'vitest';
import {
  columnWeight,
  nextSort,
  phoneCardEstimate,
  phoneRoles,
  sameTableProps,
  sortRows,
  toggleColumn,
  visibleColumnIds,
  visibleColumns,
  defaultColumnIds,
  type DataTableColumn,
} from '@/shared/data-table/table-model';

interface Row {
  name: string;
  count: number;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', width: '40%', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'count', header: 'Count', width: '20%', numeric: true, cell: (r) => r.count, sortValue: (r) => r.count },
  { id: 'plain', header: 'Plain', width: '20%', cell: () => null },
];
const rows: Row[] = [
  { name: 'host-10', count: 3 },
  { name: 'Host-9', count: 12 },
  { name: 'alpha', count: 3 },
];

describe('column widths', () => {
  it('are weights, so 20/20/40/20/20 splits 1:1:2:1:1', () => {
    expect(['20%', '20%', '40%', '20%', '20%'].map((w) => columnWeight(w as `${number}%`))).toEqual([20, 20, 40, 20, 20]);
    expect(columnWeight('0%')).toBe(1);
  });
});

describe('sortRows', () => {
  it('keeps the given order without a sort or for a column without sortValue', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, columns, { columnId: 'plain', direction: 'asc' })).toBe(rows);
  });

  it('sorts text naturally and case-insensitively, numbers numerically, ties stable', () => {
    expect(sortRows(rows, columns, { columnId: 'name', direction: 'asc' }).map((r) => r.name)).toEqual([
      'alpha',
      'Host-9',
      'host-10',
    ]);
    expect(sortRows(rows, columns, { columnId: 'count', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Host-9',
      'host-10',
      'alpha',
    ]);
  });

  it('cycles ascending, descending, none', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
    expect(nextSort({ columnId: 'name', direction: 'asc' }, 'name')).toEqual({ columnId: 'name', direction: 'desc' });
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'count')).toEqual({ columnId: 'count', direction: 'asc' });
  });
});

describe('phone card', () => {
  const col = (id: string, extra: Partial<DataTableColumn<Row>> = {}): DataTableColumn<Row> => ({
    id,
    header: id,
    width: '20%',
    cell: () => null,
    ...extra,
  });

  it('heads the card with the first column when none is marked', () => {
    expect(phoneRoles([col('a'), col('b'), col('c')])).toEqual(['title', 'detail', 'detail']);
  });

  it('heads it with the marked column, wherever it is', () => {
    expect(phoneRoles([col('severity'), col('name', { phone: 'title' }), col('status')])).toEqual(['detail', 'title', 'detail']);
  });

  it('never heads it with a hidden or header-less column; those are left out or become the actions', () => {
    expect(
      phoneRoles([
        col('icon', { hideHeader: true }),
        col('gone', { phone: 'hidden' }),
        col('name'),
        col('more', { hideHeader: true }),
      ]),
    ).toEqual(['action', 'hidden', 'title', 'action']);
  });

  it('guesses a card as tall as its title and one line per label and value', () => {
    expect(phoneCardEstimate(['title', 'detail', 'detail', 'action', 'hidden'])).toBe(24 + 24 + 2 * 30);
    expect(phoneCardEstimate(['title'])).toBe(48);
  });
});

describe('when the table can skip a render (its memo comparison)', () => {
  const base = { label: 'Issues', rows, columns, height: 800, getRowId: (r: Row) => r.name, onRowClick: () => undefined };

  it('skips for new callbacks of the same purpose and an inline left-out notice of the same count and noun', () => {
    expect(
      sameTableProps(
        { ...base, leftOut: { count: 2, noun: ['issue', 'issues'] } },
        { ...base, getRowId: (r: Row) => r.name, onRowClick: () => undefined, leftOut: { count: 2, noun: ['issue', 'issues'] } },
      ),
    ).toBe(true);
  });

  it('renders when data changes, a callback comes or goes, or the notice changes', () => {
    expect(sameTableProps(base, { ...base, rows: [...rows] })).toBe(false);
    expect(sameTableProps(base, { ...base, height: 400 })).toBe(false);
    expect(sameTableProps(base, { ...base, onRowClick: undefined })).toBe(false);
    expect(sameTableProps(base, { ...base, onSortChange: () => undefined })).toBe(false);
    expect(
      sameTableProps({ ...base, leftOut: { count: 1, noun: ['a', 'b'] } }, { ...base, leftOut: { count: 2, noun: ['a', 'b'] } }),
    ).toBe(false);
    expect(sameTableProps({ ...base, leftOut: { count: 1, noun: ['a', 'b'] } }, base)).toBe(false);
  });
});

describe('column choice (the Columns menu and the `cols` URL param)', () => {
  // The assets list: First seen hidden, Last seen shown by default, the others always shown.
  const list = [
    { id: 'severity' },
    { id: 'name' },
    { id: 'first_seen', optional: 'hidden' as const },
    { id: 'last_seen', optional: 'shown' as const },
    { id: 'issues' },
  ];

  it('shows the defaults when the URL has no cols: every column but the optional ones hidden by default', () => {
    expect(defaultColumnIds(list)).toEqual(['severity', 'name', 'last_seen', 'issues']);
    expect(visibleColumnIds(list, undefined)).toEqual(['severity', 'name', 'last_seen', 'issues']);
  });

  it('reads cols as a comma list or an array, in the list order, always keeping the columns that are not optional', () => {
    expect(visibleColumnIds(list, 'first_seen,name')).toEqual(['severity', 'name', 'first_seen', 'issues']);
    expect(visibleColumnIds(list, ['last_seen', 'first_seen'])).toEqual([
      'severity',
      'name',
      'first_seen',
      'last_seen',
      'issues',
    ]);
    // Nothing optional chosen (`none`): only the fixed columns; unknown ids are dropped.
    expect(visibleColumnIds(list, [])).toEqual(['severity', 'name', 'issues']);
    expect(visibleColumnIds(list, 'bogus, first_seen')).toEqual(['severity', 'name', 'first_seen', 'issues']);
  });

  it('gives the visible columns themselves', () => {
    expect(visibleColumns(list, 'first_seen').map((c) => c.id)).toEqual(['severity', 'name', 'first_seen', 'issues']);
    expect(visibleColumns(list, undefined)).toEqual([list[0], list[1], list[3], list[4]]);
  });

  it('toggles an optional column, keeping the display order, and leaves cols out when it is the defaults again', () => {
    const shown = toggleColumn(list, undefined, 'first_seen');
    expect(shown).toEqual(['severity', 'name', 'first_seen', 'last_seen', 'issues']);
    expect(toggleColumn(list, shown, 'last_seen')).toEqual(['severity', 'name', 'first_seen', 'issues']);
    expect(toggleColumn(list, shown, 'first_seen')).toBeUndefined();
    expect(toggleColumn(list, undefined, 'last_seen')).toEqual(['severity', 'name', 'issues']);
    expect(toggleColumn(list, ['severity', 'name', 'issues'], 'last_seen')).toBeUndefined();
  });

  it('never hides a column that is not optional', () => {
    expect(toggleColumn(list, undefined, 'name')).toBeUndefined();
    expect(toggleColumn(list, 'first_seen', 'severity')).toEqual(['severity', 'name', 'first_seen', 'issues']);
  });
});
