import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scanStatus } from '@/shared/scans/scan-status';
import { IntegrationsFrame, NEW_CUSTOMER, integrationsHandlers, resetIntegrations, toasts } from './integrations-fixtures';
import { integrationsTargets as t } from '../../tests/e2e/pages/integrations.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'Integrations/Integration drawer',
  render: () => <IntegrationsFrame />,
  beforeEach: resetIntegrations,
  parameters: { path: '/integrations?panel=integration&item=microsoft', msw: { handlers: integrationsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer once its integration has loaded. */
async function details(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const drawer = await find(body, shared.drawer);
  await waitFor(() => expect(drawer).toHaveTextContent('Integration details'));
  return within(await within(drawer).findByTestId('integration-details', {}, { timeout: 5000 }));
}

const permissions = (panel: ReturnType<typeof within>) =>
  within(panel.getByRole('list', { name: 'Permissions' })).getAllByRole('listitem');

export const MicrosoftActive: Story = {
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Microsoft 365' })).toBeVisible();
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'Microsoft 365 active' })).toBeChecked());
    await expect(panel.getByText('Integration is active')).toBeVisible();
    // Active: no enable steps; the issues found on its asset are listed.
    await expect(query(panel, t.enable)).toBeNull();
    const found = await panel.findByRole('region', { name: 'Issues found' });
    await expect(found).toHaveTextContent(/Issues found \(\d+\)/);
    // Each issue as the shared feed card (§2.4), one per counted issue, each with its 'Learn more'.
    const count = Number(/\((\d+)\)/.exec(found.textContent ?? '')?.[1]);
    await expect(count).toBeGreaterThan(0);
    const cards = within(found).getAllByRole('article');
    await expect(cards).toHaveLength(count);
    for (const card of cards) await expect(within(card).getByRole('button', { name: 'Learn more' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: '11 read-only permissions' })).toBeVisible();
    await expect(permissions(panel)).toHaveLength(11);
  },
};

export const GoogleInactive: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByRole('checkbox', { name: 'Google Workspace active' })).not.toBeChecked();
    await expect(panel.getByRole('region', { name: 'How to enable' })).toHaveTextContent('Requires a Super Admin account.');
    await expect(get(panel, t.enable)).toBeEnabled();
    await expect(panel.getByRole('heading', { name: '6 read-only permissions' })).toBeVisible();
    await expect(permissions(panel)).toHaveLength(6);
    await expect(panel.queryByTestId('integration-terms')).toBeNull();
    await expect(panel.queryByText('Beta')).toBeNull();
  },
};

export const FraudDefenseWithTermsBetaDisclaimer: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=ms_fraud_defense',
    msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER }) },
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByText('Beta')).toBeVisible();
    await expect(panel.getByTestId('integration-disclaimer')).toHaveTextContent('10,000 mailboxes');
    await expect(panel.getByRole('region', { name: 'How to enable' })).toHaveTextContent(
      'Requires a Global Administrator account.',
    );
    const terms = panel.getByTestId('integration-terms');
    await expect(terms).toHaveTextContent('By signing up, you acknowledge and agree to the following:');
    const link = within(terms).getByRole('link', { name: 'Fraud Defense Terms of Service' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(panel.getByRole('heading', { name: '13 permissions' })).toBeVisible();
    await expect(permissions(panel)).toHaveLength(13);
  },
};

export const CrowdstrikeForm: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=crowdstrike',
    msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER }) },
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const form = within(panel.getByRole('form', { name: 'CrowdStrike client' }));
    for (const label of [/^Client ID/, /^Client Secret/, /^Base URL/]) await expect(form.getByLabelText(label)).toBeRequired();
    await expect(get(form, t.clientSecret)).toHaveAttribute('type', 'password');
    await expect(panel.getByRole('heading', { name: '3 read-only permissions' })).toBeVisible();
  },
};

export const DisableWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toggle = panel.getByRole('checkbox', { name: 'Microsoft 365 active' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    const dialog = await find(body, t.disableDialog);
    await waitFor(() => expect(get(within(dialog), t.confirmDisable)).toBeVisible());
    await userEvent.click(get(within(dialog), t.confirmDisable));
    await waitFor(() =>
      expect(toasts(canvasElement)).toContain(
        'Integration disabled. You can always turn it back on, or feel free to reach out with any questions.',
      ),
    );
    await waitFor(() => expect(query(body, shared.drawer)).toBeNull());
  },
};

export const ToggleLockedWhileScanning: Story = {
  beforeEach: () => {
    resetIntegrations();
    scanStatus.set(true);
    return () => scanStatus.set(false);
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByRole('checkbox', { name: 'Microsoft 365 active' })).toBeDisabled();
    await expect(panel.getByText('You can change this once the current scan has finished.')).toBeVisible();
  },
};

export const CrowdstrikeConnected: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=crowdstrike',
    msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER }) },
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await userEvent.type(get(panel, t.clientId), '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
    await userEvent.type(get(panel, t.clientSecret), 'TopSecretValue0123456789');
    await userEvent.type(get(panel, t.baseUrl), 'https://api.us-2.crowdstrike.com');
    await userEvent.click(get(panel, t.enable));
    await waitFor(
      () => expect(toasts(canvasElement)).toContain('CrowdStrike Falcon successfully set, with no issues found. Good job!'),
      { timeout: 5000 },
    );
  },
};
