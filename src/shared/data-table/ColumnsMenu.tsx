import { Button } from '@chakra-ui/react';
import { ChevronDown, Columns3 } from 'lucide-react';
import { useMemo } from 'react';
import { AppMenu, useAppMenu } from '@/shared/overlay/AppMenu';
import { toggleColumn, visibleColumnIds, type DataTableColumn } from './table-model';

export interface ColumnsMenuProps {
  /** Every column the list has (the optional ones are the menu's items). */
  columns: readonly Pick<DataTableColumn<never>, 'id' | 'header' | 'optional'>[];
  /** The list's `cols` URL param, as a list or its comma text (absent: the defaults). */
  cols: string | readonly string[] | undefined;
  /** The next `cols` param (undefined: the defaults, left out of the URL). */
  onChange: (cols: string[] | undefined) => void;
}

/**
 * 'Columns': a checkbox per optional column of a list (issue #27), for the list's toolbar. The menu stays open while
 * columns are ticked; its code loads on first use (AppMenu). Nothing renders when the list has no optional column.
 */
export function ColumnsMenu({ columns, cols, onChange }: ColumnsMenuProps) {
  const menu = useAppMenu();
  const items = useMemo(() => {
    const visible = new Set(visibleColumnIds(columns, cols));
    return columns
      .filter((column) => column.optional)
      .map((column) => ({ value: column.id, label: column.header, checked: visible.has(column.id) }));
  }, [columns, cols]);
  if (items.length === 0) return null;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="gray" {...menu.triggerProps()}>
        <Columns3 size={16} aria-hidden />
        Columns
        <ChevronDown size={14} aria-hidden />
      </Button>
      <AppMenu
        menu={menu}
        items={items}
        label="Show columns"
        minW="48"
        onSelect={(id) => onChange(toggleColumn(columns, cols, id))}
      />
    </>
  );
}
