import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaseListPage } from '@/features/mdr/lists/CaseListPage';
import { EMPTY_CASES, MdrStoryFrame, mdrHandlers, withDemoFlag } from './mdr-fixtures';
import { mdrTargets as t } from '../../tests/e2e/pages/mdr.targets';
import { find, get } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'MDR/Tables',
  beforeEach: withDemoFlag(false),
  parameters: { msw: { handlers: mdrHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('table', { name });
const rows = (element: HTMLElement) => within(element).queryAllByRole('row').slice(1);

export const Incidents: Story = {
  parameters: { path: '/mdr/incidents' },
  render: () => (
    <MdrStoryFrame>
      <CaseListPage kind="incidents" />
    </MdrStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const incidents = await table(canvasElement, 'Incidents');
    await waitFor(() => expect(rows(incidents)).toHaveLength(10));
    // Status, then severity, then newest: the three waiting incidents come first.
    await expect(rows(incidents)[0]).toHaveTextContent('Waiting for Response');
    await expect(rows(incidents)[3]).toHaveTextContent('In Progress');
    await userEvent.click(rows(incidents)[1] as HTMLElement);
    const drawer = await find(body, shared.drawer);
    await waitFor(() => expect(within(drawer).getByText('Incident 2 of 10')).toBeVisible());
    await expect(within(drawer).getByRole('tab', { name: 'Detection details' })).toBeVisible();
  },
};

export const IncidentsFilteredFromOverview: Story = {
  parameters: { path: '/mdr/incidents?status=waiting' },
  render: Incidents.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const incidents = await table(canvasElement, 'Incidents');
    await waitFor(() => expect(rows(incidents)).toHaveLength(3));
    await expect(canvas.getByText('Status: Waiting for Response')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows(incidents)).toHaveLength(10));
  },
};

export const Alerts: Story = {
  parameters: { path: '/mdr/alerts?severity=high' },
  render: () => (
    <MdrStoryFrame>
      <CaseListPage kind="alerts" />
    </MdrStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = await table(canvasElement, 'Alerts');
    await waitFor(() => expect(canvas.getByText('17 of 80')).toBeVisible());
    await expect(get(canvas, t.highSeverityTag)).toBeVisible();
    await expect(rows(alerts)[0]).toHaveTextContent('High');
    await userEvent.type(get(canvas, t.alertSearch), 'certutil');
    await waitFor(() => expect(canvas.getByText('2 of 80')).toBeVisible(), { timeout: 2000 });
  },
};

export const AlertsFilterPopup: Story = {
  parameters: { path: '/mdr/alerts' },
  render: Alerts.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await table(canvasElement, 'Alerts');
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Informational')).toBeVisible());
    for (const label of ['In Progress', 'Waiting for Response', 'Closed', 'Open', 'Critical', 'High', 'Medium', 'Low']) {
      await expect(within(dialog).getByText(label)).toBeVisible();
    }
    await expect(get(within(dialog), t.timeRangeFilter)).toHaveValue('all');
  },
};

export const ServiceRequests: Story = {
  parameters: { path: '/mdr/service-requests' },
  render: () => (
    <MdrStoryFrame>
      <CaseListPage kind="serviceRequests" />
    </MdrStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const requests = await table(canvasElement, 'Service Requests');
    await waitFor(() => expect(rows(requests)).toHaveLength(5));
    // Reversed status: open first, waiting last.
    await expect(rows(requests)[0]).toHaveTextContent('Open');
    await expect(rows(requests)[4]).toHaveTextContent('Waiting');
    await userEvent.click(rows(requests)[0] as HTMLElement);
    const drawer = await find(body, shared.drawer);
    await waitFor(() => expect(within(drawer).getByText('Service request 1 of 5')).toBeVisible());
    await expect(within(drawer).getByText('Coming Soon')).toBeVisible();
  },
};

const emptyStory = (kind: 'incidents' | 'alerts' | 'serviceRequests', path: string, name: string, text: string): Story => ({
  parameters: { path, msw: { handlers: mdrHandlers(EMPTY_CASES) } },
  render: () => (
    <MdrStoryFrame>
      <CaseListPage kind={kind} />
    </MdrStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement, name);
    await expect(await within(element).findByText(text)).toBeVisible();
  },
});

export const NoIncidents = emptyStory('incidents', '/mdr/incidents', 'Incidents', 'No incidents found');
export const NoAlerts = emptyStory('alerts', '/mdr/alerts', 'Alerts', 'No alerts found');
export const NoServiceRequests = emptyStory(
  'serviceRequests',
  '/mdr/service-requests',
  'Service Requests',
  'No service requests found',
);

export const NoResults: Story = {
  parameters: { path: '/mdr/alerts?q=zzzzqqqq' },
  render: Alerts.render,
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement, 'Alerts');
    await expect(await within(element).findByText('No results found', {}, { timeout: 2000 })).toBeVisible();
  },
};
