import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MdrOverviewPage } from '@/features/mdr/MdrOverviewPage';
import { MdrStoryFrame, mdrHandlers, withDemoFlag } from './mdr-fixtures';

const meta = {
  title: 'MDR/Overview/Page',
  beforeEach: withDemoFlag(false),
  parameters: { path: '/mdr/overview', msw: { handlers: mdrHandlers() } },
  render: () => (
    <MdrStoryFrame>
      <MdrOverviewPage />
    </MdrStoryFrame>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const MdrActive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByTestId('alerts-total')).toHaveTextContent('80');
    await expect(canvas.getByText('See Overview from the')).toBeVisible();
    await expect(canvas.getByTestId('incident-card-waiting')).toHaveTextContent('3');
    // The waiting link opens the case drawer over the three waiting incidents; arrows step through them.
    await userEvent.click(canvas.getByRole('button', { name: 'View Incidents →' }));
    const drawer = within(await body.findByTestId('side-drawer'));
    await waitFor(() => expect(drawer.getByText('Incident 1 of 3')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(drawer.getByText('Incident 2 of 3')).toBeVisible());
  },
};

export const Last7Days: Story = {
  parameters: { path: '/mdr/overview?range=7d' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('alerts-total')).not.toHaveTextContent('80'));
    await expect(canvas.getByRole('combobox', { name: 'See Overview from the' })).toHaveTextContent('Last 7 days');
  },
};
