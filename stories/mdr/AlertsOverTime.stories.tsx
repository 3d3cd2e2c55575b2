import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { alertsOverTime } from '@/features/mdr/model/alerts-over-time';
import type { TimeRangeId } from '@/features/mdr/model/time-range';
import { AlertsOverTimeCard } from '@/features/mdr/overview/AlertsOverTimeCard';
import { STORY_NOW, toData } from './mdr-fixtures';

const times = toData().alerts.map((alert) => alert.createdTime);
const chart = (range: TimeRangeId, source: number[] = times) => alertsOverTime(source, range, STORY_NOW);

const meta = {
  title: 'MDR/Overview/Alerts Over Time',
  component: AlertsOverTimeCard,
  args: { chart: chart('all') },
  decorators: [
    (Story) => (
      <Box p="6" maxW="720px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AlertsOverTimeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const axisLabels = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
    (node) => node.textContent,
  );
const yTicks = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
    (node) => node.textContent,
  );

/**
 * The chart's code (recharts) loads on its first use: run alone, this file's first story waited 3-5 s for it on the
 * 2-core machine, past waitFor's default second: the score history chart no longer uses recharts, so no story before
 * it may have loaded it.
 */
const CHART_LOADED = { timeout: 10_000 };

/** Count labels above the points; zero counts have none. */
const pointLabels = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.recharts-label-list text')].map((node) => node.textContent).filter((text) => text !== '');

export const AllTimes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Alerts Generated')).toBeVisible();
    await waitFor(() => expect(axisLabels(canvasElement)).toHaveLength(6), CHART_LOADED);
    await expect(axisLabels(canvasElement)[0]).toBe('29 Aug');
    await expect(pointLabels(canvasElement)).toEqual(['8', '11', '12', '12', '9', '28']);
    await expect(yTicks(canvasElement)).toEqual(['0', '50', '100']);
  },
};

export const Last60Days: Story = {
  args: { chart: chart('60d') },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(axisLabels(canvasElement)).toEqual(['23 Sep', '3 Oct', '13 Oct', '23 Oct', '2 Nov', '12 Nov']),
      CHART_LOADED,
    );
  },
};

export const Last30Days: Story = {
  args: { chart: chart('30d') },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(axisLabels(canvasElement)).toEqual(['23 Oct', '28 Oct', '2 Nov', '7 Nov', '12 Nov', '17 Nov']),
      CHART_LOADED,
    );
  },
};

export const Last7Days: Story = {
  args: { chart: chart('7d') },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(axisLabels(canvasElement)).toEqual(['15 Nov', '16 Nov', '17 Nov', '18 Nov', '19 Nov', '20 Nov']),
      CHART_LOADED,
    );
  },
};

export const OverAHundred: Story = {
  args: { chart: chart('all', Array.from({ length: 4 }, () => times).flat()) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(yTicks(canvasElement)).toEqual(['0', '100', '200']), CHART_LOADED);
  },
};

export const Empty: Story = {
  args: { chart: chart('7d', []) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No alerts in this period')).toBeVisible();
    await waitFor(() => expect(yTicks(canvasElement)).toEqual(['0', '50', '100']), CHART_LOADED);
    // Labels show only above zero.
    await expect(pointLabels(canvasElement)).toEqual([]);
  },
};
