import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportButton } from '@/features/digital-footprint/components/ExportButton';

const meta = {
  title: 'Digital footprint/Export button',
  component: ExportButton,
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
  args: { assetCount: 57, exporting: false, onExport: fn() },
} satisfies Meta<typeof ExportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Report' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const NoAssets: Story = {
  args: { assetCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download Report' })).toBeDisabled();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Preparing report…');
  },
};
