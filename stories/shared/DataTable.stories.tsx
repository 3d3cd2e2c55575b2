import { Badge, Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '@/shared/data-table/DataTable';
import type { DataTableColumn, DataTableSort } from '@/shared/data-table/table-model';
import type { RowActions } from '@/shared/data-table/RowActions';
import { PHONE, fullyInView } from '../support/viewport';

interface Host {
  id: string;
  name: string;
  ports: number;
  seen: string;
}

const HOSTS: Host[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `h${i}`,
  name: `host-${String(i + 1).padStart(4, '0')}.brightsmiledental.com`,
  ports: (i * 37) % 65,
  seen: new Date(Date.UTC(2026, 10, 21) - i * 3_600_000).toISOString().slice(0, 10),
}));

const COLUMNS: DataTableColumn<Host>[] = [
  { id: 'name', header: 'Host', width: '50%', cell: (h) => h.name, sortValue: (h) => h.name },
  { id: 'ports', header: 'Open ports', width: '20%', numeric: true, cell: (h) => h.ports, sortValue: (h) => h.ports },
  { id: 'seen', header: 'Last seen', width: '30%', cell: (h) => <Badge variant="outline">{h.seen}</Badge> },
];

function SortableTable({
  rows,
  onRowClick,
  leftOut = 0,
  onAction,
}: {
  rows: Host[];
  onRowClick: (row: Host, index: number) => void;
  leftOut?: number;
  /** With it, a last column of row menus ('Forget host', disabled on hosts without open ports). */
  onAction?: (row: Host, trigger: HTMLElement | null) => void;
}) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const rowActions = useMemo<RowActions<Host> | undefined>(
    () =>
      onAction && {
        label: (h) => `Actions for ${h.name}`,
        actions: [
          {
            value: 'forget',
            label: 'Forget host',
            danger: true,
            disabled: (h) => h.ports === 0,
            onSelect: (h, trigger) => onAction(h, trigger()),
          },
        ],
      },
    [onAction],
  );
  return (
    <DataTable
      label="Hosts"
      rows={rows}
      columns={COLUMNS}
      getRowId={(h) => h.id}
      height={480}
      emptyHeight={240}
      emptyText="No hosts found"
      onRowClick={onRowClick}
      sort={sort}
      onSortChange={setSort}
      leftOut={{ count: leftOut, noun: ['host', 'hosts'] }}
      rowActions={rowActions}
    />
  );
}

const meta = {
  title: 'Shared/Data table',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`DataTable` (src/shared/data-table): virtualized rows at a fixed height, column width shares, optional sortable headers, row click with Enter/Space and arrow-key row focus; loading and errors through `QueryState`, and its own `emptyText`.',
      },
    },
  },
  component: SortableTable,
  args: { rows: HOSTS, onRowClick: fn() },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof SortableTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SortableAndVirtualized: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Hosts' });
    await expect(table.querySelectorAll('[data-row-index]').length).toBeLessThan(30);
    const ports = canvas.getByRole('columnheader', { name: /Open ports/ });
    await expect(ports).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(ports).getByRole('button'));
    await expect(ports).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(ports).getByRole('button'));
    await expect(ports).toHaveAttribute('aria-sort', 'descending');
    await expect(table.querySelector('[data-row-index="0"]')).toHaveTextContent('64');
    await expect(canvas.getByRole('columnheader', { name: 'Last seen' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(table.querySelector('[data-row-index="1"]') as HTMLElement);
    await expect(args.onRowClick).toHaveBeenCalledWith(expect.objectContaining({ ports: 64 }), 1);
  },
};

/** One menu serves every row: each row's button is a trigger of it, and its items follow the row that opened it. */
export const RowActionsMenu: Story = {
  args: { onAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const table = canvas.getByRole('table', { name: 'Hosts' });
    const triggers = await within(table).findAllByRole('button', { name: /^Actions for/ });
    await expect(triggers.length).toBeGreaterThan(5);
    await expect(new Set(triggers.map((trigger) => trigger.getAttribute('aria-controls'))).size).toBe(1);

    // host-0002 has open ports: its action works and focus can go back to its button.
    const second = within(table).getByRole('button', { name: 'Actions for host-0002.brightsmiledental.com' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await body.findByRole('menuitem', { name: 'Forget host' }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'h1' }), second);
    await expect(document.querySelectorAll('[role="menu"]').length).toBeLessThanOrEqual(1);
    await expect(args.onRowClick).not.toHaveBeenCalled();

    // host-0001 has none: the same menu opens for it with the item disabled, from the keyboard too.
    const first = within(table).getByRole('button', { name: 'Actions for host-0001.brightsmiledental.com' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'true'));
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    const item = await body.findByRole('menuitem', { name: 'Forget host' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onRowClick).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hosts found')).toBeVisible();
  },
};

/** Items the console could not read are left out, and a line under the table says how many (#16). */
export const ItemsLeftOut: Story = {
  args: { rows: HOSTS.slice(0, 5), leftOut: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '2 hosts could not be shown: they arrived in an unexpected format. We have reported it to our team.',
    );
    await expect(canvas.getByRole('table', { name: 'Hosts' }).querySelectorAll('[data-row-index]')).toHaveLength(5);
  },
};

export const NothingLeftOut: Story = {
  args: { rows: HOSTS.slice(0, 5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/**
 * At 390 px each row is a card: the host as its title, the other columns as label and value, nothing scrolled
 * sideways; the sort buttons stay in a strip above the cards and a card still opens by click and by keyboard.
 */
export const Phone: Story = {
  args: { rows: HOSTS.slice(0, 40) },
  globals: PHONE,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Hosts' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    const first = table.querySelector('[data-row-index="0"]') as HTMLElement;
    const title = within(first).getByText('host-0001.brightsmiledental.com');
    await expect(fullyInView(title)).toBe(true);
    // Label above value would make a card taller than this; the label and value share a line.
    const seen = within(first).getByText('2026-11-21');
    await expect(fullyInView(seen)).toBe(true);
    await expect(seen.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom - 1);
    // Cards follow each other without overlapping.
    const second = table.querySelector('[data-row-index="1"]') as HTMLElement;
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(first.getBoundingClientRect().bottom - 1);

    const ports = canvas.getByRole('columnheader', { name: /Open ports/ });
    const sortButton = within(ports).getByRole('button');
    await expect(sortButton).toBeVisible();
    await expect(fullyInView(sortButton)).toBe(true);
    await userEvent.click(sortButton);
    await userEvent.click(sortButton);
    await expect(ports).toHaveAttribute('aria-sort', 'descending');
    await expect(table.querySelector('[data-row-index="0"]')).toHaveTextContent('64');

    (table.querySelector('[data-row-index="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(expect.objectContaining({ ports: 63 }), 1);
    await userEvent.click(table.querySelector('[data-row-index="2"]') as HTMLElement);
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
  },
};

/** A few rows at 390 px: the box is as tall as its cards, and the notice of left-out items stays below them. */
export const PhoneFewRowsLeftOut: Story = {
  args: { rows: HOSTS.slice(0, 3), leftOut: 2 },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Hosts' });
    const last = table.querySelector('[data-row-index="2"]') as HTMLElement;
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(table.getBoundingClientRect().bottom);
    await expect(table.scrollHeight).toBeLessThanOrEqual(table.clientHeight);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 hosts could not be shown');
  },
};
