/**
 * Row actions of the shared table: one menu for the whole table, each row's button one of its triggers (Zag's
 * multi-trigger menu). A menu per row costs a state machine per rendered row, which made every sort and keystroke
 * re-create twenty of them; now a row costs a button.
 */
import { IconButton } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
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
  /** `trigger()` finds the row's menu button when it is needed (after a dialog, to return focus to it). */
  onSelect: (row: T, trigger: () => HTMLElement | null) => void;
}

export interface RowActions<T> {
  /** The button's accessible name: 'Actions for Maya Okafor'. */
  label: (row: T) => string;
  actions: readonly RowAction<T>[];
}

const ACTIONS_COLUMN_ID = 'actions';

/** The row's button as rendered now (rows are virtualized, so the element of a row can change). */
function triggerOf(scope: HTMLElement | null, rowId: string): HTMLElement | null {
  return scope?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(rowId)}"] [data-row-actions]`) ?? null;
}

const RowMenuContext = createContext<OverlayTrigger | null>(null);

function RowActionsTrigger({ rowId, label }: { rowId: string; label: string }) {
  const menu = useContext(RowMenuContext);
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
  return (
    <RowMenuContext.Provider value={menu}>
      {children}
      <AppMenu
        menu={menu}
        minW="44"
        items={
          row === undefined
            ? []
            : rowActions.actions.map((action) => ({
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
