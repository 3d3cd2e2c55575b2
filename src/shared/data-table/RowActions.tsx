/**
 * Row actions of the shared table: one menu for the whole table, each row's button one of its triggers (Zag's
 * multi-trigger menu). A menu per row costs a state machine per rendered row, which made every sort and keystroke
 * re-create twenty of them; now a row costs a button.
 */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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

function RowActionsTrigger({ rowId, label }: { rowId: string; label: string }) {
  return (
    <Menu.Trigger asChild value={rowId}>
      <IconButton data-row-actions="" aria-label={label} variant="ghost" colorPalette="gray" size="xs">
        <EllipsisVertical />
      </IconButton>
    </Menu.Trigger>
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
  const [rowId, setRowId] = useState<string | null>(null);
  const row = rowId === null ? undefined : rows.find((r) => getRowId(r) === rowId);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onTriggerValueChange={(details) => setRowId(details.value)}>
      {children}
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {row !== undefined
              ? rowActions.actions.map((action) => {
                  const disabled = action.disabled?.(row) ?? false;
                  const id = getRowId(row);
                  return (
                    <Menu.Item
                      key={action.value}
                      value={action.value}
                      disabled={disabled}
                      color={action.danger && !disabled ? 'fg.error' : undefined}
                      _highlighted={action.danger && !disabled ? { bg: 'bg.error', color: 'fg.error' } : undefined}
                      // A disabled item still receives clicks.
                      onClick={() => !disabled && action.onSelect(row, () => triggerOf(scope(), id))}
                    >
                      {action.icon} {action.label}
                    </Menu.Item>
                  );
                })
              : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
