/**
 * Row actions of the shared table: one menu for the whole table, each row's button one of its triggers (Zag's
 * multi-trigger menu). A menu per row costs a state machine per rendered row, which made every sort and keystroke
 * re-create twenty of them; now a row costs a button.
 */
import { IconButton } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import { createContext, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AppMenu, useAppMenu } from '../overlay/AppMenu';
import type { OverlayTrigger } from '../overlay/use-overlay-trigger';
import type { DataTableColumn } from './table-model';

interface RowAction<T> {
  value: string;
  label: string;
  icon?: ReactNode;
  /** Shown in the error colour (a destructive action). */
  danger?: boolean;
  disabled?: (row: T) => boolean;
  /** Whether the row's menu lists the action at all (default: always). */
  shown?: (row: T) => boolean;
  /**
   * `trigger()` finds the row's menu button when it is needed (after a dialog, to return focus to it), or the row
   * itself once the table has no menus any more (the action went away meanwhile).
   */
  onSelect: (row: T, trigger: () => HTMLElement | null) => void;
}

export interface RowActions<T> {
  /** The button's accessible name: 'Actions for Maya Okafor'. */
  label: (row: T) => string;
  actions: readonly RowAction<T>[];
  /** A note under the row's items: why one is disabled (the last Admin cannot be removed). */
  note?: (row: T) => ReactNode;
}

const ACTIONS_COLUMN_ID = 'actions';

/** The row's button as rendered now (rows are virtualized, so the element of a row can change), else the row. */
function triggerOf(scope: HTMLElement | null, rowId: string): HTMLElement | null {
  const row = scope?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(rowId)}"]`);
  return row?.querySelector<HTMLElement>('[data-row-actions]') ?? row ?? null;
}

/**
 * What the row buttons read, the same object for the life of the table: the menu's trigger props (its latest state)
 * and which row's menu is open, to which each button subscribes for its own row. Opening the menu re-renders the
 * button it opened from, not every rendered row's.
 */
interface RowMenu {
  triggerProps: (rowId: string) => ReturnType<OverlayTrigger['triggerProps']>;
  subscribe: (listener: () => void) => () => void;
  openRow: () => string | null;
}

const RowMenuContext = createContext<RowMenu | null>(null);

const NOT_OPEN = () => () => undefined;

function RowActionsTrigger({ rowId, label }: { rowId: string; label: string }) {
  const menu = useContext(RowMenuContext);
  // Subscribed for its re-render: the props below say whether this row's menu is open.
  useSyncExternalStore(menu?.subscribe ?? NOT_OPEN, () => menu?.openRow() === rowId);
  return (
    <IconButton
      data-row-actions=""
      aria-label={label}
      variant="ghost"
      colorPalette="gray"
      size="xs"
      {...menu?.triggerProps(rowId)}
    >
      <EllipsisVertical />
    </IconButton>
  );
}

/**
 * The actions column: a trigger per row, beside the title on phones, header for screen readers only. Pass a stable
 * `rowIdOf`: the column is part of every row's props.
 */
export function rowActionsColumn<T>({ label }: RowActions<T>, rowIdOf: (row: T) => string): DataTableColumn<T> {
  return {
    id: ACTIONS_COLUMN_ID,
    header: 'Actions',
    width: '6%',
    numeric: true,
    hideHeader: true,
    cell: (row) => <RowActionsTrigger rowId={rowIdOf(row)} label={label(row)} />,
  };
}

interface RowActionsMenuProps<T> {
  rowActions: RowActions<T>;
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The element holding the table, where a row's button is looked up. */
  scope: () => HTMLElement | null;
  children: ReactNode;
}

/** The one menu; its items follow the row whose button opened it. */
export function RowActionsMenu<T>({ rowActions, rows, getRowId, scope, children }: RowActionsMenuProps<T>) {
  const menu = useAppMenu();
  const row = menu.triggerValue === null ? undefined : rows.find((r) => getRowId(r) === menu.triggerValue);
  const rowMenu = useRowMenu(menu);
  return (
    <RowMenuContext.Provider value={rowMenu}>
      {children}
      <AppMenu
        menu={menu}
        minW="44"
        note={row === undefined ? undefined : rowActions.note?.(row)}
        items={
          row === undefined
            ? []
            : rowActions.actions
                .filter((action) => action.shown?.(row) ?? true)
                .map((action) => ({
                  value: action.value,
                  label: action.label,
                  icon: action.icon,
                  danger: action.danger,
                  disabled: action.disabled?.(row) ?? false,
                }))
        }
        onSelect={(value, rowId) => {
          const action = rowActions.actions.find((a) => a.value === value);
          if (row !== undefined && rowId !== null) action?.onSelect(row, () => triggerOf(scope(), rowId));
        }}
      />
    </RowMenuContext.Provider>
  );
}

/** The buttons' view of the menu (RowMenu): updated after each render of the menu, subscribers told when the open row changes. */
function useRowMenu(menu: OverlayTrigger): RowMenu {
  const latest = useRef(menu);
  const [rowMenu] = useState(() => {
    const listeners = new Set<() => void>();
    let openRow: string | null = null;
    return {
      triggerProps: (rowId: string) => latest.current.triggerProps(rowId),
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      openRow: () => openRow,
      update(next: string | null) {
        if (next === openRow) return;
        openRow = next;
        for (const listener of listeners) listener();
      },
    };
  });
  useLayoutEffect(() => {
    latest.current = menu;
    rowMenu.update(menu.open ? menu.triggerValue : null);
  });
  return rowMenu;
}
