/**
 * Shared table. `<DataTable label rows columns getRowId height emptyHeight emptyText onRowClick selectedRowId
 * isPending error onRetry sort onSortChange />`: virtualized rows in a fixed-height box, column widths as shares,
 * numeric columns right-aligned with tabular figures, Enter/Space/click open a row, arrows (and j/k) move between rows.
 * Below md (phones) each row is a stacked card; see `phone` on the column and src/shared/README.md.
 */
import { Box, Center, Flex, Text, chakra } from '@chakra-ui/react';
import {
  elementScroll,
  measureElement as measureRow,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { DrawerType } from '@/shared/drawer/drawer-model';
import { useOpenItem } from '@/shared/drawer/use-drawer';
import { LeftOutNotice, type LeftOutNoticeProps } from '@/shared/ui/LeftOutNotice';
import { CELL_CSS } from './cells';
import { RowActionsMenu, rowActionsColumn, type RowActions } from './RowActions';
import { QueryState } from '@/shared/ui/QueryState';
import {
  columnWeight,
  nextSort,
  phoneCardEstimate,
  phoneRoles,
  rowKey,
  sameTableProps,
  sortRows,
  type DataTableColumn,
  type DataTableSort,
  type PhoneRole,
} from './table-model';

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Fixed height in px while there are rows. */
  height: number;
  /** Height when empty, loading or failed (defaults to `height`). */
  emptyHeight?: number;
  emptyText: ReactNode;
  rowHeight?: number;
  /** Click, Enter or Space on a row. */
  onRowClick?: (row: T, index: number) => void;
  /** The row whose details are open (marked aria-current). */
  selectedRowId?: string;
  /**
   * The drawer types that open this table's rows: the row whose item is open in one of them is the selected row.
   * The table reads the drawer's URL param itself, so opening or stepping a drawer re-renders the table, not the page.
   */
  drawerTypes?: readonly DrawerType[];
  isPending?: boolean;
  error?: unknown;
  onRetry?: () => void;
  loadingLabel?: string;
  /** Controlled sort; headers of columns with sortValue become buttons when onSortChange is given. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Items of the list the console could not read: a line under the table says how many are not shown. */
  leftOut?: LeftOutNoticeProps;
  /** A last column with a menu button per row; pass a stable (memoized) object. */
  rowActions?: RowActions<T>;
  /**
   * Called when a row within `nearEndRows` of the last one renders (and again as more rows arrive): a paged list
   * asks for its next page here, before the user reaches the end.
   */
  onNearEnd?: () => void;
  nearEndRows?: number;
}

const HEADER_HEIGHT = 40;
const NO_DRAWERS: readonly DrawerType[] = [];
const FOCUS_RING = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' } as const;

/** From md up the table scrolls sideways below this width instead of squeezing its columns. */
const MIN_TABLE_WIDTH = '640px';

/** Below Chakra's md breakpoint (768 px) rows are cards. CSS lays them out; JS only tells the virtualizer. */
const PHONE_QUERY = '(max-width: 767.98px)';
/** On a phone the box grows with its cards up to this height, then they scroll inside. */
const PHONE_MAX_HEIGHT = 640;

/**
 * The scroll box's size from its ResizeObserver only. TanStack Virtual's own observer also reads the size when the
 * table mounts, in a layout effect: a forced layout of the whole page during the first render of `/` (47 ms in a
 * load trace). The box's height is ours to know, so the rows start from `initialRect` and the observer, which runs
 * after the browser's own layout, corrects it. `scrollBox` below is the same for the scroll position.
 */
function observeBoxRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  const ResizeObserverOfWindow = instance.targetWindow?.ResizeObserver;
  if (!element || !ResizeObserverOfWindow) return observeElementRect(instance, onRect);
  const observer = new ResizeObserverOfWindow(() => onRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

const writtenBoxes = new WeakSet<Element>();

/**
 * Scrolls the box, except for the virtualizer's first write: when it takes a box it writes its initial offset (0)
 * there, and a scroll write forces a layout. The box is one React has just made, which is at 0 already.
 */
const scrollBox: typeof elementScroll = (offset, options, instance) => {
  const box = instance.scrollElement;
  if (box && !writtenBoxes.has(box)) {
    writtenBoxes.add(box);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

// One query list for every table: matchMedia builds a new one per call, and React reads the snapshot on each render
// (a scrolling list renders every frame).
let phoneQuery: MediaQueryList | undefined;
const phoneList = () => (phoneQuery ??= window.matchMedia(PHONE_QUERY));
const subscribePhone = (onChange: () => void) => {
  const query = phoneList();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => phoneList().matches;
/** One subscription per table; it changes only when the window crosses md, never on other resizes. */
const usePhone = () => useSyncExternalStore(subscribePhone, isPhone, () => false);

const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
} as const;

/**
 * The phone card: the title cell heads it with the row actions beside it; every other cell is a line of its column's
 * header (a ::before, hidden from assistive tech, which hears the column header) and its value. Values wrap instead
 * of being cut. The header row becomes a strip of sort buttons, or is read by screen readers only.
 */
const PHONE_CSS = {
  overscrollBehavior: 'auto',
  '& [role="row"][data-row-index]': {
    display: 'grid',
    // Labels as wide as the longest one, values the rest, row actions last; every card has the same labels.
    gridTemplateColumns: 'max-content minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: '4',
    rowGap: '1.5',
    paddingBlock: '3',
    paddingInline: '4',
  },
  '& [role="row"] > [role="cell"]': {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: 'subgrid',
    alignItems: 'baseline',
    justifyItems: 'start',
    justifyContent: 'stretch',
    paddingInline: '0',
    minHeight: '6',
  },
  '& [role="row"] > [role="cell"][data-phone="detail"] > *': { gridColumn: '2 / -1' },
  '& [role="row"] > [role="cell"] *': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  '& [role="row"] > [role="cell"]::before': {
    content: 'attr(data-label) / ""',
    color: 'fg.muted',
    textStyle: 'xs',
  },
  '& [role="row"] > [role="cell"][data-phone="title"]': {
    gridColumn: '1 / 3',
    gridRow: '1',
    display: 'flex',
    alignItems: 'center',
    fontWeight: 'medium',
  },
  '& [role="row"] > [role="cell"][data-phone="action"]': {
    gridColumn: '3',
    gridRow: '1',
    display: 'flex',
    alignItems: 'center',
    overflow: 'visible',
  },
  '& [role="row"] > [role="cell"]:is([data-phone="title"], [data-phone="action"])::before': { content: 'none' },
  '& [role="row"] > [role="cell"][data-phone="hidden"]': { display: 'none' },
  '& [data-header-row]': { gap: '2', paddingInline: '4', alignItems: 'center', overflowX: 'auto', scrollbarWidth: 'none' },
  '& [data-header-row]::before': {
    content: '"Sort by" / ""',
    flexShrink: 0,
    textStyle: 'xs',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
  },
  '& [data-header-row] > [role="columnheader"]': { flex: '0 0 auto', paddingInline: '0', minWidth: 'auto' },
  '& [data-header-row] > [role="columnheader"]:not([data-sortable])': SR_ONLY,
  '& [data-header-row] > [role="columnheader"] > button': {
    height: '7',
    paddingInline: '2.5',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'full',
    bg: 'bg.panel',
    color: 'fg',
    textTransform: 'none',
    letterSpacing: 'normal',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
  },
  '& [data-header-row] > [role="columnheader"]:is([aria-sort="ascending"], [aria-sort="descending"]) > button': {
    bg: 'brand.subtle',
    borderColor: 'brand.solid',
    color: 'brand.fg',
  },
  '& [data-header-row]:not([data-sortable])': SR_ONLY,
} as const;

const ROW_CSS = {
  overscrollBehavior: 'contain',
  '& [role="row"][data-row-index]': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: FOCUS_RING,
  },
  '& [role="row"][data-clickable]': { cursor: 'pointer' },
  '& [role="row"][aria-current="true"]': { bg: 'brand.subtle', boxShadow: 'inset 3px 0 0 var(--chakra-colors-brand-solid)' },
  '& [role="row"] > [role="cell"]': {
    minWidth: 0,
    paddingInline: '3',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    textStyle: 'sm',
    overflow: 'hidden',
  },
  '& [role="row"] > [role="cell"][data-numeric]': { justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' },
  // The row menu's button is as tall as its cell: clipping would cut its focus ring.
  '& [role="row"] > [role="cell"][data-phone="action"]': { overflow: 'visible' },
  ...CELL_CSS,
  [`@media screen and ${PHONE_QUERY}`]: PHONE_CSS,
} as const;

/**
 * The one table of the console. Rows are virtualized (@tanstack/react-virtual) inside a fixed-height box, so
 * thousands scroll smoothly; column widths are shares of the row. Rows are one tab stop: arrows, Home, End and
 * Page keys move between them, Enter or Space opens one. Loading and errors show through QueryState.
 * Keep the rows' order in the parent (sortRows) when a drawer steps through them. Memoized (`sameTableProps`): its
 * callbacks may be inline, the data props should keep their identity while unchanged.
 */
function DataTableBase<T>({
  label,
  rows,
  columns: ownColumns,
  getRowId,
  height,
  emptyHeight = height,
  emptyText,
  rowHeight = 48,
  onRowClick,
  selectedRowId: selectedByProp,
  drawerTypes = NO_DRAWERS,
  isPending = false,
  error = null,
  onRetry,
  loadingLabel,
  sort = null,
  onSortChange,
  leftOut,
  rowActions,
  onNearEnd,
  nearEndRows = 20,
}: DataTableProps<T>) {
  const openItem = useOpenItem(drawerTypes);
  const selectedRowId = selectedByProp ?? openItem;
  // Read through a ref: callers pass getRowId inline, and the columns must stay the same for memoized rows.
  const rowIdOf = useRef(getRowId);
  useLayoutEffect(() => {
    rowIdOf.current = getRowId;
  });
  const columns = useMemo(
    () => (rowActions ? [...ownColumns, rowActionsColumn(rowActions, (row: T) => rowIdOf.current(row))] : ownColumns),
    [ownColumns, rowActions],
  );
  const shown = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const roles = useMemo(() => phoneRoles(columns), [columns]);
  const sortable = Boolean(onSortChange) && columns.some((column) => column.sortValue);
  const phone = usePhone();
  // On a phone a table without sorting has no visible header row; cards are measured, as their text wraps.
  const headerHeight = phone && !sortable ? 0 : HEADER_HEIGHT;
  const estimate = phone ? phoneCardEstimate(roles) : rowHeight;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  // A list's cards are nearly all one height: the last card measured is the guess for the next, so a card coming
  // into view rarely changes the sizes below it (each change re-rendered and re-laid out the cards: issue #30).
  const lastCard = useRef(0);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (phone && lastCard.current) || estimate,
    measureElement: (element, entry, instance) => {
      const size = measureRow(element, entry, instance);
      if (size > 0) lastCard.current = size;
      return size;
    },
    overscan: 8,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    indexAttribute: 'data-row-index',
    useFlushSync: false,
    observeElementRect: observeBoxRect,
    scrollToFn: scrollBox,
    initialRect: { width: 0, height: phone ? PHONE_MAX_HEIGHT : height },
  });
  // Sizes measured as cards do not hold for table rows, and the reverse.
  const measuredAs = useRef(phone);
  useLayoutEffect(() => {
    if (measuredAs.current === phone) return;
    measuredAs.current = phone;
    lastCard.current = 0;
    virtualizer.measure();
  }, [phone, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const showRows = !isPending && !error && shown.length > 0;
  const boxHeight = !showRows ? emptyHeight : phone ? Math.min(virtualizer.getTotalSize() + 2, PHONE_MAX_HEIGHT) : height;
  const active = Math.min(activeIndex, Math.max(shown.length - 1, 0));
  const tabbable = items.some((item) => item.index === active) ? active : items[0]?.index;

  // Rows are memoized, so scrolling renders only the rows that come into view; their handlers read the latest
  // props through this ref and stay the same function.
  const latest = useRef({ shown, onRowClick, onRetry, onSortChange, onNearEnd, pageSize: 1, virtualizer });
  useLayoutEffect(() => {
    latest.current = {
      shown,
      onRowClick,
      onRetry,
      onSortChange,
      onNearEnd,
      pageSize: Math.max(1, Math.floor((boxHeight - headerHeight) / estimate) - 1),
      virtualizer,
    };
  });
  const lastRendered = items.at(-1)?.index ?? -1;
  const nearEnd = showRows && lastRendered >= shown.length - 1 - nearEndRows;
  useEffect(() => {
    if (nearEnd) latest.current.onNearEnd?.();
  }, [nearEnd, shown.length]);
  const retry = useCallback(() => latest.current.onRetry?.(), []);
  const changeSort = useCallback((next: DataTableSort | null) => latest.current.onSortChange?.(next), []);
  const onRowEvent = useCallback((event: RowEvent, index: number) => {
    const { shown: list, onRowClick: open, pageSize, virtualizer: v } = latest.current;
    const row = list[index];
    if (row === undefined) return;
    if (event.kind === 'click') return open?.(row, index);
    if (event.kind === 'focus') return setActiveIndex(index);
    const key = rowKey(event.event);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: list.length - 1,
      PageDown: index + pageSize,
      PageUp: index - pageSize,
    };
    if (key === 'Enter' || key === ' ') {
      event.event.preventDefault();
      open?.(row, index);
    } else if (key in moves) {
      event.event.preventDefault();
      const target = Math.max(0, Math.min(moves[key] ?? index, list.length - 1));
      setActiveIndex(target);
      v.scrollToIndex(target, { align: 'auto' });
      // Focus a rendered row at once, so the next key (a quick press or auto-repeat) starts from it rather than
      // from the row it left; a row out of view renders a frame or two after the scroll. The virtualizer scrolls.
      let tries = 0;
      const attempt = () => {
        const element = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${target}"]`);
        if (element) element.focus({ preventScroll: true });
        else if (tries++ < 5) requestAnimationFrame(attempt);
      };
      attempt();
    }
  }, []);

  const table = (
    <>
      <Box
        ref={scrollRef}
        role="table"
        aria-label={label}
        aria-rowcount={shown.length + 1}
        aria-busy={isPending || undefined}
        h={`${boxHeight}px`}
        overflow="auto"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="md"
        bg="bg.panel"
        position="relative"
        css={ROW_CSS}
      >
        <Box
          position="relative"
          minH="full"
          minW={{ base: '0', md: MIN_TABLE_WIDTH }}
          h={showRows ? `${virtualizer.getTotalSize()}px` : undefined}
        >
          <HeaderRow columns={columns} sortable={sortable} sort={sort} onSortChange={onSortChange ? changeSort : undefined} />

          {showRows ? (
            items.map((item) => {
              const row = shown[item.index] as T;
              const id = getRowId(row);
              return (
                <DataRow
                  key={id}
                  row={row}
                  id={id}
                  index={item.index}
                  start={item.start}
                  size={item.size}
                  columns={columns}
                  roles={roles}
                  measure={phone ? virtualizer.measureElement : undefined}
                  selected={id === selectedRowId}
                  tabbable={item.index === tabbable}
                  clickable={Boolean(onRowClick)}
                  onEvent={onRowEvent}
                />
              );
            })
          ) : (
            <Box role="row" aria-rowindex={2} px="4" py="4">
              <Box role="cell">
                <QueryState isPending={isPending} error={error} onRetry={onRetry ? retry : undefined} loadingLabel={loadingLabel}>
                  <Center py="16">
                    <Text color="fg.muted" textStyle="sm">
                      {emptyText}
                    </Text>
                  </Center>
                </QueryState>
              </Box>
            </Box>
          )}
        </Box>
      </Box>
      {leftOut && !error ? <LeftOutNotice {...leftOut} /> : null}
    </>
  );
  return rowActions ? (
    <RowActionsMenu rowActions={rowActions} rows={shown} getRowId={getRowId} scope={() => scrollRef.current}>
      {table}
    </RowActionsMenu>
  ) : (
    table
  );
}

const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="menuitem"]';

const fromControl = (target: EventTarget, row: Element) => {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  return control !== null && row.contains(control);
};

type RowEvent = { kind: 'click' } | { kind: 'focus' } | { kind: 'key'; event: KeyboardEvent };

interface DataRowProps<T> {
  row: T;
  id: string;
  index: number;
  start: number;
  size: number;
  columns: readonly DataTableColumn<T>[];
  roles: readonly PhoneRole[];
  /** Phones: the virtualizer measures the card, whose height follows its content. */
  measure?: (element: HTMLElement | null) => void;
  selected: boolean;
  tabbable: boolean;
  clickable: boolean;
  onEvent: (event: RowEvent, index: number) => void;
}

function DataRowBase<T>({
  row,
  id,
  index,
  start,
  size,
  columns,
  roles,
  measure,
  selected,
  tabbable,
  clickable,
  onEvent,
}: DataRowProps<T>) {
  // Plain elements styled by the table's stylesheet (ROW_CSS): a row costs no style resolution while scrolling.
  return (
    <div
      ref={measure}
      role="row"
      aria-rowindex={index + 2}
      aria-current={selected ? 'true' : undefined}
      data-row-index={index}
      data-row-id={id}
      data-clickable={clickable || undefined}
      tabIndex={tabbable ? 0 : -1}
      style={{ height: measure ? undefined : size, transform: `translateY(${start}px)` }}
      onFocus={() => onEvent({ kind: 'focus' }, index)}
      // A click on a control inside a cell (the row menu's button) is that control's, not the row's.
      onClick={(event) => !fromControl(event.target, event.currentTarget) && onEvent({ kind: 'click' }, index)}
      // Keys pressed on a control inside a cell (a row menu) belong to that control.
      onKeyDown={(event) => event.target === event.currentTarget && onEvent({ kind: 'key', event }, index)}
    >
      <RowCells row={row} columns={columns} roles={roles} />
    </div>
  );
}

/**
 * A row's cells, apart from its place: when a card above changes height, the rows below it move (a new transform)
 * without rendering their cells again (issue #30).
 */
const RowCells = memo(function RowCells<T>({
  row,
  columns,
  roles,
}: {
  row: T;
  columns: readonly DataTableColumn<T>[];
  roles: readonly PhoneRole[];
}) {
  return columns.map((column, i) => (
    <div
      key={column.id}
      role="cell"
      data-numeric={column.numeric || undefined}
      data-phone={roles[i]}
      data-label={roles[i] === 'detail' ? column.header : undefined}
      style={{ flex: `${columnWeight(column.width)} 1 0`, minWidth: column.minWidth }}
    >
      {column.cell(row)}
    </div>
  ));
}) as <T>(props: { row: T; columns: readonly DataTableColumn<T>[]; roles: readonly PhoneRole[] }) => ReactNode;

const DataRow = memo(DataRowBase) as typeof DataRowBase;

export const DataTable = memo(DataTableBase, sameTableProps) as typeof DataTableBase;

interface HeaderRowProps<T> {
  columns: readonly DataTableColumn<T>[];
  /** Some column can be sorted: on a phone the row shows as a strip of sort buttons, else to screen readers only. */
  sortable: boolean;
  sort: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
}

function HeaderRowBase<T>({ columns, sortable: anySortable, sort, onSortChange }: HeaderRowProps<T>) {
  return (
    <Flex
      data-header-row=""
      data-sortable={anySortable || undefined}
      role="row"
      aria-rowindex={1}
      position="sticky"
      top="0"
      zIndex="1"
      h={`${HEADER_HEIGHT}px`}
      bg="bg.subtle"
      borderBottomWidth="1px"
      borderColor="border.subtle"
    >
      {columns.map((column) => {
        const sortable = Boolean(column.sortValue && onSortChange);
        const direction = sort?.columnId === column.id ? sort.direction : null;
        return (
          <Flex
            key={column.id}
            role="columnheader"
            data-sortable={sortable || undefined}
            aria-sort={sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
            flex={`${columnWeight(column.width)} 1 0`}
            minW={column.minWidth ?? '0'}
            px="3"
            // The sort button's hit area covers the whole cell (#26.7): a click anywhere on the header sorts.
            position={sortable ? 'relative' : undefined}
            align="center"
            justify={column.numeric ? 'flex-end' : 'flex-start'}
            textStyle="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {sortable ? (
              <chakra.button
                type="button"
                display="inline-flex"
                alignItems="center"
                gap="1"
                textTransform="inherit"
                letterSpacing="inherit"
                fontWeight="inherit"
                borderRadius="sm"
                _hover={{ color: 'fg' }}
                _focusVisible={FOCUS_RING}
                _after={{ content: '""', position: 'absolute', inset: 0 }}
                onClick={() => onSortChange?.(nextSort(sort, column.id))}
              >
                {column.header}
                {direction === 'asc' ? (
                  <ArrowUp size={12} aria-hidden />
                ) : direction === 'desc' ? (
                  <ArrowDown size={12} aria-hidden />
                ) : (
                  <ArrowUpDown size={12} aria-hidden />
                )}
              </chakra.button>
            ) : (
              <Text as="span" truncate srOnly={column.hideHeader}>
                {column.header}
              </Text>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}

const HeaderRow = memo(HeaderRowBase) as typeof HeaderRowBase;
