import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MdrOverviewPage } from '@/features/mdr/MdrOverviewPage';
import { MdrStoryFrame, mdrHandlers, withDemoFlag } from './mdr-fixtures';
import { incidentCardTargets, mdrTargets as t } from '../../tests/e2e/pages/mdr.targets';
import { find, get } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

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
    await expect(await find(canvas, t.alertsTotal)).toHaveTextContent('80');
    await expect(canvas.getByText('See Overview from the')).toBeVisible();
    await expect(get(canvas, incidentCardTargets.waiting)).toHaveTextContent('3');
    // The waiting link opens the case drawer over the three waiting incidents; arrows step through them.
    await userEvent.click(get(canvas, t.viewIncidents));
    const drawer = within(await find(body, shared.drawer));
    await waitFor(() => expect(drawer.getByText('Incident 1 of 3')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(drawer.getByText('Incident 2 of 3')).toBeVisible());
  },
};

export const Last7Days: Story = {
  parameters: { path: '/mdr/overview?range=7d' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(get(canvas, t.alertsTotal)).not.toHaveTextContent('80'));
    await expect(get(canvas, t.overviewRange)).toHaveTextContent('Last 7 days');
  },
};
