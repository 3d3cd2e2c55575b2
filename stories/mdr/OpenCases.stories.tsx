import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openCases } from '@/features/mdr/model/sorting';
import { OpenCasesCard } from '@/features/mdr/overview/OpenCasesCard';
import { longIncidentCases, toData } from './mdr-fixtures';

const data = toData();
const long = toData(longIncidentCases());

const meta = {
  title: 'MDR/Overview/Open Cases',
  component: OpenCasesCard,
  args: { incidents: openCases(data.incidents), serviceRequests: openCases(data.serviceRequests), onOpen: fn() },
  decorators: [
    (Story) => (
      <Box p="6" maxW="560px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof OpenCasesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /All/ })).toHaveTextContent('All8');
    await expect(canvas.getByRole('tab', { name: /^Incidents/ })).toHaveTextContent('5');
    await expect(canvas.getByRole('tab', { name: /Service Requests/ })).toHaveTextContent('3');
    await expect(canvas.getAllByText(/^Created Date: /).length).toBe(8);
    await expect(canvas.getAllByText('Service Request').length).toBe(3);
    const list = canvas.getByTestId('open-cases-list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(list.clientHeight).toBeLessThanOrEqual(245);
    await expect(canvasElement.querySelector('section')?.getBoundingClientRect().height).toBe(325);
    await userEvent.click(canvas.getByText('Unusual RDP logons to REMOTE-GW-01 from external addresses'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ caseNumber: '00041692' }));
  },
};

export const IncidentsTab: Story = {
  args: { defaultTab: 'incidents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /^Incidents/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByText('Service Request')).toBeNull();
    await expect(canvas.getAllByText('Waiting for Response').length).toBe(3);
  },
};

export const ServiceRequestsTab: Story = {
  args: { defaultTab: 'serviceRequests' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Service Request').length).toBe(3);
    // Service requests carry no severity on this card and use the short status labels.
    await expect(canvas.queryByText('Medium')).toBeNull();
    await expect(canvas.getByText('Waiting')).toBeVisible();
  },
};

export const LongList: Story = {
  args: {
    incidents: [
      ...openCases(data.incidents),
      ...openCases(long.alerts).map((alert) => ({ ...alert, caseType: 'Incident' as const })),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const total = args.incidents.length + args.serviceRequests.length;
    await expect(args.incidents.length).toBeGreaterThan(20);
    await expect(canvas.getByRole('tab', { name: /All/ })).toHaveTextContent(`All${total}`);
    await expect(canvas.getAllByText(/^Created Date: /)).toHaveLength(total);
    // However long the list, the card keeps its height and the list scrolls inside it.
    const list = canvas.getByTestId('open-cases-list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(canvasElement.querySelector('section')?.getBoundingClientRect().height).toBe(325);
  },
};

export const Empty: Story = {
  args: { incidents: [], serviceRequests: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You're all set!")).toBeVisible();
    await expect(canvas.getByText('There are no incidents or service requests waiting for your attention.')).toBeVisible();
  },
};
