import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dispatch } from '@/features/integrations/integrations-store';
import { integrationError } from '@/features/integrations/model/integration-errors';
import {
  IntegrationsFrame,
  NEW_CUSTOMER,
  integrationsHandlers,
  resetIntegrations,
  toasts,
  type IntegrationsScript,
} from './integrations-fixtures';
import { integrationsTargets as t } from '../../tests/e2e/pages/integrations.targets';
import { find, get } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

/** Each integration error of console-platform.md §8, reached through its trigger. */
const meta = {
  title: 'Integrations/Integration errors',
  render: () => <IntegrationsFrame />,
  beforeEach: resetIntegrations,
  parameters: {
    path: '/integrations?panel=integration&item=crowdstrike',
    msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER }) },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const withScript = (script: IntegrationsScript) => ({
  msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER, ...script }) },
});

async function details(canvasElement: HTMLElement) {
  const drawer = await find(within(canvasElement.ownerDocument.body), shared.drawer);
  const panel = await within(drawer).findByTestId('integration-details', {}, { timeout: 5000 });
  // The drawer fades in: its content counts as visible once the opening animation has left opacity 0.
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

/** Submits the CrowdStrike form (encrypted with the contract's public key). */
async function submitCrowdstrike(canvasElement: HTMLElement) {
  const panel = await details(canvasElement);
  await userEvent.type(get(panel, t.clientId), '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
  await userEvent.type(get(panel, t.clientSecret), 'TopSecretValue0123456789');
  await userEvent.type(get(panel, t.baseUrl), 'https://api.us-2.crowdstrike.com');
  await userEvent.click(get(panel, t.enable));
  return panel;
}

const errorShown = async (canvasElement: HTMLElement, text: string) => {
  const panel = await details(canvasElement);
  await waitFor(() => expect(get(panel, t.error)).toHaveTextContent(text), { timeout: 5000 });
};

export const PermissionsError: Story = {
  parameters: withScript({ addProblem: { status: 400, code: 'PERMISSIONS_ERROR' } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    await errorShown(
      canvasElement,
      'Insufficient privileges - the integration can only be enabled by users with one of the following roles: Super Admin or Directory Sync Admin',
    );
  },
};

export const GeneralError: Story = {
  parameters: withScript({ addProblem: { status: 500 } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    await errorShown(
      canvasElement,
      'Request failed, please try again in a few moments, if an error keeps occurring, please reach out in the chat',
    );
  },
};

export const ClientDataError: Story = {
  parameters: withScript({ request: { status: 'failed', status_info: 'CLIENT_DATA_ERROR' } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    await errorShown(canvasElement, 'CrowdStrike Falcon not successful, please try again later');
  },
};

export const NotSuccessful: Story = {
  parameters: withScript({ request: { status: 'failed', status_info: null } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    await errorShown(canvasElement, 'CrowdStrike Falcon was not successful');
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="crowdstrike"]');
    await expect(card).toHaveAttribute('data-status', 'broken');
  },
};

export const EncryptionError: Story = {
  parameters: withScript({ publicKeyStatus: 500 }),
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    // The key is asked for twice (one retry) before the form says it cannot encrypt.
    await expect(await panel.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Unable to enable integration. Please try again later.',
    );
  },
};

export const MaxUsersExceeded: Story = {
  parameters: withScript({ addProblem: { status: 400, code: 'MAX_USERS_EXCEEDED' } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    // The panel closes and the error is cleared: the message shows as a toast only.
    await waitFor(() =>
      expect(toasts(canvasElement)).toContain(
        'Your Microsoft 365 account exceeds the 10,000 mailbox limit, causing the connection to fail. Please contact support via chat.',
      ),
    );
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="side-drawer"]')).toBeNull());
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="crowdstrike"]');
    await expect(card).toHaveAttribute('data-status', 'inactive');
  },
};

export const ConfigurationError: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  beforeEach: () => {
    resetIntegrations();
    // What the sign-in window hands back when Google's directory scopes were not granted.
    dispatch({ type: 'broken', integration: 'google', error: integrationError('CONFIGURATION', 'Google Workspace') });
  },
  play: async ({ canvasElement }) => {
    await errorShown(
      canvasElement,
      'There was a problem configuring the integration. Please tap the Enable integration button to start over.',
    );
  },
};

export const ProviderErrorShownAsText: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  beforeEach: () => {
    resetIntegrations();
    dispatch({
      type: 'broken',
      integration: 'google',
      error: integrationError('PROVIDER', 'Google Workspace', '<img src=x onerror=alert(1)> access_denied'),
    });
  },
  play: async ({ canvasElement }) => {
    await errorShown(canvasElement, '<img src=x onerror=alert(1)> access_denied');
    await expect(canvasElement.ownerDocument.querySelector('[data-testid="integration-error"] img')).toBeNull();
  },
};

const disconnectReads: string[] = [];

/** console-platform.md §4: active becomes inactive on a failed deletion too; the toast says it did not go through. */
export const DisconnectFails: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=microsoft',
    msw: { handlers: integrationsHandlers({ deleteStatus: 500, reads: disconnectReads }) },
  },
  beforeEach: () => {
    resetIntegrations();
    disconnectReads.length = 0;
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toggle = panel.getByRole('checkbox', { name: 'Microsoft 365 active' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    const dialog = await find(body, t.disableDialog);
    await userEvent.click(get(within(dialog), t.confirmDisable));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Something went wrong. Please try again later.'));
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'Microsoft 365 active' })).not.toBeChecked());
    await expect(panel.getByText('Integration is off')).toBeVisible();
    // Only a 204 closes the panel and reloads the list; the server's status shows on the list's next read.
    await expect(canvasElement.ownerDocument.querySelector('[data-testid="integration-details"]')).toBeVisible();
    await expect(disconnectReads.filter((read) => read === 'integrations')).toHaveLength(1);
  },
};
