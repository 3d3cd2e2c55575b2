import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ScoreHistory } from '@generated/model';
import history from '../../openapi/examples/history.json';
import { ScoreHistoryCard, type ScoreHistoryCardProps } from '@/features/summary/components/ScoreHistoryCard';
import { ScoreHistoryPlaceholder } from '@/features/summary/components/ScoreHistorySkeleton';
import type { ScoreRange } from '@/features/summary/model/score-ranges';
import { changeDays, scoreDays, withinRange } from '@/features/summary/model/score-history';
import { summaryTargets } from '../../tests/e2e/pages/summary.targets';
import { find, get } from '../support/targets';
import { PHONE, fullyInView } from '../support/viewport';

/** The contract's 12 months of Bright Smile Dental Group, and its last 90 days (the card's default range). */
const YEAR = history.scoreHistoryDefault.value as ScoreHistory;
const NINETY_DAYS = withinRange(YEAR, '2026-08-26', '2026-11-23');
const NEW_CUSTOMER = history.scoreHistoryNewCustomer.value as ScoreHistory;

const openRdp = fn();

const meta = {
  title: 'Summary/Score history',
  component: ScoreHistoryCard,
  args: {
    history: { state: 'ready', data: NINETY_DAYS },
    range: '90d',
    onRangeChange: fn(),
    // Every issue of the example is listed except the e-mail threat one (its reason stays text).
    issueOpener: (issueId: string) => (issueId === 'iss-001' ? openRdp : issueId.startsWith('iss-') ? fn() : null),
  },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof ScoreHistoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement) => get(within(canvasElement), summaryTargets.scoreHistoryDay);

/** The markers drawn: each is a subpath (one M) of its colour's path. */
const markerCount = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-testid="score-history-markers"]')].reduce(
    (count, path) => count + (path.getAttribute('d')?.match(/M/g)?.length ?? 0),
    0,
  );

/** The card as the page holds it: the range chosen gives the data shown (the year is read, 90 days clipped from it). */
function SwitchingCard(props: ScoreHistoryCardProps) {
  const [range, setRange] = useState<ScoreRange>('90d');
  const data = range === '12m' ? YEAR : NINETY_DAYS;
  return <ScoreHistoryCard {...props} range={range} history={{ state: 'ready', data }} onRangeChange={setRange} />;
}

/** Another range keeps the chart and starts the readout again on that range's latest change. */
export const RangeSwitch: Story = {
  render: (args) => <SwitchingCard {...args} />,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(markerCount(canvasElement)).toBe(8));
    const chart = await find(canvas, summaryTargets.scoreHistoryChart);
    // The pointer names the day under it: 90 days across the plot, the middle is the 45th (Oct 9).
    const svg = chart.querySelector('svg')!;
    const box = svg.getBoundingClientRect();
    await userEvent.pointer({ target: svg, coords: { clientX: box.left + box.width / 2, clientY: box.top + 40 } });
    await expect(day(canvasElement)).toHaveTextContent(/^Oct 9, 2026: score \d+/);
    await userEvent.pointer({ target: svg, coords: { clientX: box.right - 2, clientY: box.top + 40 } });
    await expect(day(canvasElement)).toHaveTextContent(/^Nov 23, 2026/);
    chart.focus();
    await userEvent.keyboard('{Home}');
    await expect(day(canvasElement)).toHaveTextContent(/^Sep 16, 2026/);
    await userEvent.click(canvas.getByRole('button', { name: '12 months' }));
    await expect(canvas.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(markerCount(canvasElement)).toBe(scoreDays(YEAR).filter((d) => d.events.length > 0).length));
    await expect(day(canvasElement)).toHaveTextContent(/^Nov 20, 2026: score 452/);
    // Stepping works on the new range's days.
    (await find(canvas, summaryTargets.scoreHistoryChart)).focus();
    await userEvent.keyboard('{Home}');
    await expect(day(canvasElement)).toHaveTextContent(/^Dec \d+, 2025|^Jan \d+, 2026/);
  },
};

export const NinetyDays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Score history' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    // The readout starts on the latest day with a change.
    await expect(day(canvasElement)).toHaveTextContent(/^Nov 20, 2026: score 452/);
    // A marker on each day with events.
    await expect(markerCount(canvasElement)).toBe(8);
    // ←/→ step between the days with changes.
    const chart = await find(canvas, summaryTargets.scoreHistoryChart);
    chart.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(canvasElement)).toHaveTextContent(
      /^Nov 12, 2026: score 452, \u22125.*Asset MACBOOK-GLIU added.*\u22125: Credentials stolen by infostealer malware opened on MACBOOK-GLIU/,
    );
    await userEvent.keyboard('{Home}');
    await expect(day(canvasElement)).toHaveTextContent(/^Sep 16, 2026: score \d+, \u221211/);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(canvasElement)).toHaveTextContent(/^Sep 16, 2026/);
    await expect(get(canvas, summaryTargets.scoreHistoryExtremes)).toHaveTextContent(
      'Largest rise: +8 on Oct 12, 2026, Microsoft 365 Fraud Defense connected' +
        'Largest fall: \u221212 on Oct 8, 2026, FortiGate SSL VPN vulnerable to CVE-2023-27997 opened on vpn.brightsmiledental.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: '12 months' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('12m');
  },
};

export const TwelveMonths: Story = {
  args: { history: { state: 'ready', data: YEAR }, range: '12m' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(get(canvas, summaryTargets.scoreHistoryExtremes)).toHaveTextContent(
      'Largest fall: \u221222 on Mar 2, 2026, RDP exposed to the internet opened on remote.brightsmiledental.com and 3 more changes',
    );
    const chart = await find(canvas, summaryTargets.scoreHistoryChart);
    chart.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await expect(day(canvasElement)).toHaveTextContent(/^Mar 2, 2026: score \d+, \u221222/);
    // An issue's reason opens its drawer; the change reads in words with a real minus sign.
    const rdp = canvas.getByRole('button', { name: 'RDP exposed to the internet opened on remote.brightsmiledental.com' });
    await expect(rdp.closest('li')).toHaveTextContent(
      '\u221212: RDP exposed to the internet opened on remote.brightsmiledental.com',
    );
    await userEvent.click(rdp);
    await expect(openRdp).toHaveBeenCalledOnce();
    // Every day with a change as a table, on request.
    await expect(canvas.queryByRole('table')).toBeNull();
    const show = canvas.getByRole('button', { name: /^Show all \d+ changes as a table$/ });
    await userEvent.click(show);
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    const table = canvas.getByRole('table', { name: 'Score changes, 12 months' });
    await expect(within(table).getByRole('row', { name: /^Mar 2, 2026 \d+ \u221222 / })).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(changeDays(scoreDays(YEAR)).length + 1);
    await expect(canvas.getByRole('region', { name: 'Score changes, 12 months' })).toHaveAttribute('tabindex', '0');
  },
};

/** Another range is being read: the last range's days stay drawn, and a spinner beside the ranges says which loads. */
export const Updating: Story = {
  args: { history: { state: 'ready', data: NINETY_DAYS, previous: true }, range: '12m', drawnRange: '90d' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Score history' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading 12 months' })).toBeVisible();
    await expect(await find(canvas, summaryTargets.scoreHistoryChart)).toHaveAccessibleName(/^Security score chart, 90 days:/);
    await expect(markerCount(canvasElement)).toBe(8);
  },
};

export const Empty: Story = {
  args: { history: { state: 'ready', data: NEW_CUSTOMER } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No score history yet')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Security score chart/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { history: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the score history')).toHaveAttribute('aria-busy', 'true');
  },
};

/** What the summary shows while the card's own code loads: the card's frame at the loading card's size. */
export const CodeLoading: Story = {
  render: () => <ScoreHistoryPlaceholder />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Score history' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Loading the score history')).toBeVisible();
  },
};

const retry = fn();
export const Failed: Story = {
  args: { history: { state: 'error', error: new Error('Network Error'), retry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This data could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  args: { history: { state: 'ready', data: YEAR }, range: '12m' },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['30 days', '90 days', '12 months'])
      await expect(fullyInView(canvas.getByRole('button', { name: label }))).toBe(true);
    await expect(fullyInView(await find(canvas, summaryTargets.scoreHistoryChart))).toBe(true);
    await expect(fullyInView(get(canvas, summaryTargets.scoreHistoryExtremes))).toBe(true);
  },
};
