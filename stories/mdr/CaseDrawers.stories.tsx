import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CaseDrawerHarness, longIncidentCases, toData } from './mdr-fixtures';
import { mdrTargets as t } from '../../tests/e2e/pages/mdr.targets';
import { find, get } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const example = toData();
const long = toData(longIncidentCases());

const meta = { title: 'MDR/Case drawers' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async (canvasElement: HTMLElement) => within(await find(within(canvasElement.ownerDocument.body), shared.drawer));

export const IncidentWithLongLists: Story = {
  parameters: { path: '/?panel=caseDetails&item=00099001' },
  render: () => (
    <CaseDrawerHarness type="caseDetails" title="Incident" cases={[...long.incidents, ...example.incidents]} data={long} />
  ),
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText('Incident 1 of 11')).toBeVisible());
    await expect(panel.getByRole('heading', { name: /^Falcon: Coordinated credential theft/ })).toBeVisible();
    for (const label of ['Severity', 'Status', 'Created Date', 'Case Number', 'Description'])
      await expect(panel.getByText(label)).toBeVisible();
    await expect(panel.getByText('Critical')).toBeVisible();
    await expect(panel.getByText('000990…')).toBeVisible();
    for (const label of [
      'Disposition',
      'Affected Host',
      'Associated Users',
      'Remediation Action',
      'Containment',
      'Investigation Notes',
      'Remediation Action Notes',
    ]) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(panel.queryByText('Source Product')).toBeNull();
    await expect(panel.getByText('Active')).toBeVisible();
    await expect(panel.getByText('Executable Denylisting')).toBeVisible();

    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(panel.getByRole('button', { name: 'Copy case number 00099001' }));
    await expect(writeText).toHaveBeenCalledWith('00099001');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Copied!')).toBeVisible());

    await userEvent.click(get(panel, t.relatedCasesTab));
    await expect(panel.getByText('Child Alerts')).toBeVisible();
    await expect(panel.getAllByText(/^Last modified date: /)).toHaveLength(24);
    await userEvent.click(panel.getByRole('tab', { name: 'Communication' }));
    await expect(panel.getByText('TBD')).toBeVisible();

    await userEvent.click(panel.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(panel.getByText('Incident 2 of 11')).toBeVisible());
  },
};

export const Alert: Story = {
  parameters: { path: '/?panel=caseDetails&item=000991000' },
  render: () => <CaseDrawerHarness type="caseDetails" title="Alert" cases={long.alerts} data={long} />,
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText(/^Alert \d+ of 24$/)).toBeVisible());
    await expect(panel.getByText('Source Product')).toBeVisible();
    await expect(panel.getByText('Falcon Insight XDR')).toBeVisible();
    await userEvent.click(get(panel, t.relatedCasesTab));
    await expect(panel.getByText('Parent Incident')).toBeVisible();
    await expect(panel.getByText(/Coordinated credential theft/)).toBeVisible();
  },
};

export const AlertWithEmptyFields: Story = {
  parameters: { path: '/?panel=caseDetails&item=00041706' },
  render: () => <CaseDrawerHarness type="caseDetails" title="Alert" cases={example.alerts} data={example} />,
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() =>
      expect(panel.getByText('USB mass storage device connected on IT-ADMIN-01', { exact: false })).toBeVisible(),
    );
    await expect(panel.getAllByText('N/A').length).toBeGreaterThanOrEqual(4);
  },
};

export const ServiceRequest: Story = {
  parameters: { path: '/?panel=serviceRequestDetails&item=00041707' },
  render: () => (
    <CaseDrawerHarness type="serviceRequestDetails" title="Service request" cases={example.serviceRequests} data={example} />
  ),
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText(/^Service request \d of 5$/)).toBeVisible());
    for (const label of ['Status', 'Created Date', 'Last Modified Date', 'Case Number', 'Description'])
      await expect(panel.getByText(label)).toBeVisible();
    await expect(panel.getAllByRole('tab')).toHaveLength(1);
    await expect(panel.getByRole('tab', { name: 'Communication' })).toBeVisible();
    await expect(panel.getByText('Coming Soon')).toBeVisible();
  },
};

/** Case details also render a service request (severity medium, no detections). */
export const ServiceRequestAsCase: Story = {
  parameters: { path: '/?panel=caseDetails&item=00041707' },
  render: () => <CaseDrawerHarness type="caseDetails" title="Case" cases={example.serviceRequests} data={example} />,
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText('Medium')).toBeVisible());
    await expect(panel.getByText('Open')).toBeVisible();
  },
};
