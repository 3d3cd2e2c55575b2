import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Severity } from '@/features/mdr/model/case-model';
import { countBySeverity } from '@/features/mdr/model/overview';
import { ALERTS_OVERVIEW_INFO, AlertsOverviewCard } from '@/features/mdr/overview/AlertsOverviewCard';
import { toData } from './mdr-fixtures';
import { mdrTargets as t } from '../../tests/e2e/pages/mdr.targets';
import { get } from '../support/targets';

const counts = (mix: Partial<Record<Severity, number>>) =>
  (['critical', 'high', 'medium', 'low', 'informational'] as const).map((severity) => ({ severity, count: mix[severity] ?? 0 }));

const meta = {
  title: 'MDR/Overview/Alerts Overview',
  component: AlertsOverviewCard,
  args: { counts: countBySeverity(toData().alerts), onSelect: fn() },
  decorators: [
    (Story) => (
      <Box p="6" maxW="560px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AlertsOverviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EverySeverity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Alerts Overview' })).toBeVisible();
    await expect(get(canvas, t.alertsTotal)).toHaveTextContent('80');
    for (const label of ['Critical', 'High', 'Medium', 'Low', 'Informational'])
      await expect(canvas.getByText(label)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^High\s*17\s*21%/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('high');
    await userEvent.hover(canvas.getByRole('button', { name: 'About Alerts Overview' }));
    const body = within(canvasElement.ownerDocument.body);
    // The tooltip opens after its delay and a fade; on a busy machine that took longer than waitFor's default second.
    await waitFor(() => expect(body.getByText(ALERTS_OVERVIEW_INFO)).toBeVisible(), { timeout: 5000 });
  },
};

export const SliceClick: Story = {
  play: async ({ canvasElement, args }) => {
    // The donut's code (recharts) loads on its first use.
    const slices = () => canvasElement.querySelectorAll('.recharts-pie-sector path');
    await waitFor(() => expect(slices().length).toBe(5), { timeout: 10_000 });
    await userEvent.click(slices()[0] as Element);
    await expect(args.onSelect).toHaveBeenCalledWith('critical');
  },
};

export const CriticalAndHighOnly: Story = {
  args: { counts: counts({ critical: 12, high: 30 }) },
  play: async ({ canvasElement }) => {
    await expect(get(within(canvasElement), t.alertsTotal)).toHaveTextContent('42');
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-pie-sector').length).toBe(2), { timeout: 10_000 });
  },
};

export const MostlyLowNoise: Story = {
  args: { counts: counts({ medium: 3, low: 140, informational: 512 }) },
  play: async ({ canvasElement }) => {
    await expect(get(within(canvasElement), t.alertsTotal)).toHaveTextContent('655');
  },
};

export const SingleSeverity: Story = {
  args: { counts: counts({ informational: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(get(canvas, t.alertsTotal)).toHaveTextContent('1');
    await expect(canvas.getByText('Alert')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { counts: counts({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(get(canvas, t.alertsTotal)).toHaveTextContent('0');
    await expect(canvas.getAllByText('0%')).toHaveLength(5);
  },
};
