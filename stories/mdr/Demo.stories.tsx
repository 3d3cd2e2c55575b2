import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MdrLayout } from '@/features/mdr/MdrLayout';
import { MdrOverviewPage } from '@/features/mdr/MdrOverviewPage';
import { DemoBanner } from '@/features/mdr/demo/DemoBanner';
import { demoMode } from '@/shared/persistence/demo-mode';
import { ACCOUNT_ID, mdrHandlers, withDemoFlag } from './mdr-fixtures';
import { incidentCardTargets, mdrTargets as t } from '../../tests/e2e/pages/mdr.targets';
import { find, get, query } from '../support/targets';

const meta = {
  title: 'MDR/Demo mode',
  parameters: {
    session: { account: { is_mdr: false, mdr_products: [] } },
    path: '/mdr/overview',
    msw: { handlers: mdrHandlers() },
  },
  render: () => (
    <Box p="6">
      <MdrLayout>
        <MdrOverviewPage />
      </MdrLayout>
    </Box>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A non-MDR account: the overview under the overlay; 'Take a Look' turns demo on and loads the mock cases. */
export const Overlay: Story = {
  beforeEach: withDemoFlag(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(get(canvas, t.demoHint)).toBeVisible();
    await expect(query(canvas, t.demoBanner)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Take a Look' }));
    await expect(await find(canvas, t.demoBanner)).toBeVisible();
    await expect(demoMode.isOn(ACCOUNT_ID)).toBe(true);
    // The demo example holds 20 alerts and 4 incidents.
    await expect(await find(canvas, t.alertsTotal)).toHaveTextContent('20');
    await expect(get(canvas, incidentCardTargets.total)).toHaveTextContent('4');
    await expect(query(canvas, t.demoHint)).toBeNull();
  },
};

/** Demo on: mock cases with the banner; without MDR there is no 'View Incident →' link. */
export const DemoOn: Story = {
  beforeEach: withDemoFlag(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await find(canvas, t.demoBanner);
    await expect(banner).toHaveTextContent('You are in demo mode');
    await expect(banner).toHaveTextContent('you have not yet registered for the MDR solution');
    await expect(await find(canvas, t.alertsTotal)).toHaveTextContent('20');
    await expect(canvas.queryByRole('button', { name: /View Incident/ })).toBeNull();
  },
};

export const Banner: Story = {
  render: () => (
    <Box p="6">
      <DemoBanner onScheduleCall={fn()} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Schedule a Call' })).toBeVisible();
  },
};
