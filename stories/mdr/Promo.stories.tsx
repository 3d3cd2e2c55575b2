import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appConfig } from '@/config/app-config';
import { MdrPromoPage } from '@/features/mdr/promo/MdrPromoPage';
import { MdrVideoDialog, ScheduleCallDialog } from '@/features/mdr/promo/PromoDialogs';

const meta = { title: 'MDR/Promo' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PromoPage: Story = {
  parameters: { session: { account: { is_mdr: false, mdr_products: [] } } },
  render: () => (
    <Box p="6">
      <MdrPromoPage />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: 'Protect your business with confidence' })).toBeVisible();
    await expect(canvas.getByText('Managed Detection and Response')).toBeVisible();
    await expect(canvas.getByText(/monitors your business 24\/7/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule a Call' }));
    const schedule = await body.findByRole('dialog', { name: 'Schedule a Call' });
    await userEvent.click(within(schedule).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Schedule a Call' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'See Why' }));
    const video = await body.findByRole('dialog', { name: 'Why Managed Detection and Response' });
    await waitFor(() => expect(video).toBeVisible());
  },
};

export const ScheduleCall: Story = {
  render: () => <ScheduleCallDialog open onClose={() => undefined} origin="mdr_promo_page" />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Schedule a Call' });
    const link = within(dialog).getByRole('link', { name: /Pick a Time/ });
    await expect(link).toHaveAttribute('href', appConfig.links.scheduleCall);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const MdrVideo: Story = {
  render: () => <MdrVideoDialog open onClose={() => undefined} origin="mdr_promo_page" />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Why Managed Detection and Response',
    });
    const link = within(dialog).getByRole('link', { name: /Watch the video/ });
    await expect(link).toHaveAttribute('href', appConfig.links.mdrVideo);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
