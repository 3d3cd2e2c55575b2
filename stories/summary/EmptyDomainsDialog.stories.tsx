import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyDomainsDialog } from '@/features/summary/components/EmptyDomainsDialog';

const meta = {
  title: 'Summary/Empty-domains dialog',
  component: EmptyDomainsDialog,
  args: { open: true, productName: 'Stance', onAddDomains: fn(), onClose: fn() },
} satisfies Meta<typeof EmptyDomainsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText("Add your company's domains")).toBeVisible());
    await expect(dialog.getByText(/^Stance finds exposed services/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add domains' }));
    await expect(args.onAddDomains).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
