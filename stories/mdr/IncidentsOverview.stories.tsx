import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INCIDENTS_OVERVIEW_INFO, IncidentsOverview } from '@/features/mdr/overview/IncidentsOverview';
import { mdrTargets as t } from '../../tests/e2e/pages/mdr.targets';
import { get } from '../support/targets';

const meta = {
  title: 'MDR/Overview/Incidents Overview',
  component: IncidentsOverview,
  args: {
    counts: { total: 10, closed: 5, inprogress: 2, waiting: 3 },
    showWaitingLink: true,
    onCardClick: fn(),
    onViewWaiting: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="760px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof IncidentsOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

const SUB_TEXTS = [
  'Alerts investigated by MDR that escalated to an Incident',
  'Closed after MDR team investigation',
  'Under active investigation by MDR',
  'Incident waiting for users input',
];

export const WithWaitingLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const title of ['Total Incidents', 'Incidents Closed', 'Incidents In Progress', 'Waiting for Your Response']) {
      await expect(canvas.getByText(title)).toBeVisible();
    }
    for (const text of SUB_TEXTS) await expect(canvas.getByText(text)).toBeVisible();
    await userEvent.click(get(canvas, t.viewIncidents));
    await expect(args.onViewWaiting).toHaveBeenCalledOnce();
    await expect(args.onCardClick).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Incidents Closed' })).toHaveAttribute(
      'href',
      expect.stringContaining('/mdr/incidents?status='),
    );
    await expect(get(canvas, t.totalIncidents)).toHaveAttribute('href', '/mdr/incidents');
    await userEvent.hover(canvas.getByRole('button', { name: 'About Incidents Overview' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(INCIDENTS_OVERVIEW_INFO)).toBeVisible());
  },
};

export const OneWaiting: Story = {
  args: { counts: { total: 4, closed: 2, inprogress: 1, waiting: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'View Incident →' })).toBeVisible();
  },
};

/** Demo mode: MDR is not active, so the link to waiting incidents stays hidden. */
export const WithoutWaitingLink: Story = {
  args: { showWaitingLink: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /View Incident/ })).toBeNull();
  },
};

export const NothingWaiting: Story = {
  args: { counts: { total: 6, closed: 5, inprogress: 1, waiting: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /View Incident/ })).toBeNull();
  },
};
