import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '@/shared/data-table/DataTable';
import type { DataTableColumn } from '@/shared/data-table/table-model';
import { ListShortcuts } from '@/shared/keyboard/ListShortcuts';
import { SearchBox } from '@/shared/search/SearchBox';

interface Host {
  id: string;
  name: string;
}

const HOSTS: Host[] = Array.from({ length: 40 }, (_, i) => ({
  id: `h${i}`,
  name: `host-${String(i + 1).padStart(2, '0')}.brightsmiledental.com`,
}));
const COLUMNS: DataTableColumn<Host>[] = [{ id: 'name', header: 'Host', width: '100%', cell: (h) => h.name }];

/** A list page as the layout holds it: a search box and a table inside `main`, the shortcuts on the page. */
function ListPage({ onRowClick }: { onRowClick: (row: Host, index: number) => void }) {
  const [query, setQuery] = useState('');
  return (
    <>
      <Stack as="main" p="6" gap="3">
        <SearchBox value={query} onChange={setQuery} placeholder="Search hosts" />
        <DataTable
          label="Hosts"
          rows={HOSTS}
          columns={COLUMNS}
          getRowId={(h) => h.id}
          height={320}
          emptyText="No hosts found"
          onRowClick={onRowClick}
        />
      </Stack>
      <ListShortcuts />
    </>
  );
}

const meta = {
  title: 'Shared/Keyboard shortcuts',
  component: ListPage,
  args: { onRowClick: fn() },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "`ListShortcuts` (src/shared/keyboard), mounted once in the layout: `j`/`k` move the list's current row (↓/↑ too when the table has focus), Enter opens it, `/` focuses the list's search box, Escape clears it and then leaves it for the current row, `?` opens 'Keyboard shortcuts'. Never while typing in a field, and never inside a drawer, dialog or menu.",
      },
    },
  },
  decorators: [(Story) => <Box>{Story()}</Box>],
} satisfies Meta<typeof ListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, index: number) =>
  canvasElement.querySelector<HTMLElement>(`[role="table"] [data-row-index="${index}"]`);

export const KeyboardFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search hosts' });
    await userEvent.keyboard('/');
    await expect(search).toHaveFocus();
    // Typing in the box types; j and k are letters there.
    await userEvent.keyboard('jk');
    await expect(search).toHaveValue('jk');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(row(canvasElement, 0)).toHaveFocus());
    await userEvent.keyboard('jj');
    await waitFor(() => expect(row(canvasElement, 2)).toHaveFocus());
    await userEvent.keyboard('k');
    await waitFor(() => expect(row(canvasElement, 1)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(HOSTS[1], 1);
    // From anywhere on the page, j brings focus back to the current row without moving it.
    row(canvasElement, 1)?.blur();
    await userEvent.keyboard('j');
    await waitFor(() => expect(row(canvasElement, 1)).toHaveFocus());
  },
};

export const ShortcutsDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('?');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    // Visible once the dialog's opening animation has faded it in.
    await waitFor(() => expect(within(dialog).getByText('Next row')).toBeVisible());
    await expect(within(dialog).getByText('Search the list')).toBeVisible();
    // Inside the dialog the shortcuts are off: j does not leave it for the list.
    const focused = () => canvasElement.ownerDocument.activeElement as HTMLElement;
    await waitFor(() => expect(dialog).toContainElement(focused()));
    await userEvent.keyboard('j');
    await expect(dialog).toContainElement(focused());
  },
};

export const ShortcutsDialogCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('?');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
  },
};
