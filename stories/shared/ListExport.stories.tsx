import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ListExport } from '@/shared/export/ListExport';
import type { ExportColumn } from '@/shared/export/table-export';

interface Alert {
  caseNumber: string;
  title: string;
}

const ALERTS: Alert[] = Array.from({ length: 1284 }, (_, i) => ({
  caseNumber: String(41_000 + i).padStart(8, '0'),
  title: `Suspicious PowerShell on WS-${i}`,
}));
const COLUMNS: ExportColumn<Alert>[] = [
  { header: 'Case Number', value: (a) => a.caseNumber },
  { header: 'Title', value: (a) => a.title },
];

const meta = {
  title: 'Shared/Export',
  component: ListExport<Alert>,
  args: { list: 'MDR alerts', rows: ALERTS, columns: COLUMNS, filtered: false },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "`ListExport` (src/shared/export): 'Export N rows' with 'CSV' and 'Excel' on a list's toolbar: exactly the rows shown, in their order, every column named, never capped. The file is built in a worker; CSV is RFC 4180 with a BOM and neutralised formulas, Excel has typed cells and a frozen, filtered header.",
      },
    },
  },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof ListExport<Alert>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export 1,284 rows' });
    await userEvent.click(button);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'CSV' })).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'Excel' })).toBeVisible();
  },
};

/** Nothing shown, nothing to export: the button says 0 rows and is disabled. */
export const NothingToExport: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export 0 rows' })).toBeDisabled();
  },
};
