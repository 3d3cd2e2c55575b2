import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from '@/shared/data-table/DataTable';
import type { DataTableColumn } from '@/shared/data-table/table-model';
import { QueryState } from '@/shared/ui/QueryState';

/**
 * Empty, loading and error states where data would be. A table without rows shows its `emptyText` (each area words
 * its own, e.g. 'No hosts found'); `QueryState` shows loading and a failed query with 'Try again', and the rest of
 * the console keeps working.
 */
interface Row {
  id: string;
  name: string;
}
const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Host', width: '70%', cell: (row) => row.name },
  { id: 'seen', header: 'Last seen', width: '30%', cell: () => '' },
];

function States({ isPending, error, onRetry }: { isPending: boolean; error: unknown; onRetry: () => void }) {
  return (
    <Stack p="6" maxW="3xl">
      <QueryState isPending={isPending} error={error} onRetry={onRetry}>
        <DataTable
          label="Hosts"
          rows={[] as Row[]}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          height={320}
          emptyHeight={160}
          emptyText="No hosts found"
        />
      </QueryState>
    </Stack>
  );
}

const meta = {
  title: 'Shared/Empty, loading and error states',
  component: States,
  tags: ['autodocs'],
  args: { isPending: false, error: null, onRetry: fn() },
} satisfies Meta<typeof States>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Hosts' })).toBeVisible();
    await expect(canvas.getByText('No hosts found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Failed: Story = {
  args: { error: new Error('Network Error') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This data could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
