import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouterState } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationsFrame, integrationsHandlers, resetScanFlag } from './integrations-fixtures';
import { integrationsTargets as t } from '../../tests/e2e/pages/integrations.targets';
import { find, get } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'Integrations/Integrations page',
  render: () => <IntegrationsFrame />,
  beforeEach: resetScanFlag,
  parameters: { path: '/integrations', msw: { handlers: integrationsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const cardStates = async (canvasElement: HTMLElement) => {
  const cards = await within(canvasElement).findAllByTestId('integration-card');
  return cards.map((card) => `${card.getAttribute('data-type')}:${card.getAttribute('data-status')}`);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Upgrade your security posture with integrations' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'enable multi-factor authentication' })).toHaveAttribute(
      'href',
      '/settings/user',
    );
    await waitFor(async () =>
      expect(await cardStates(canvasElement)).toEqual([
        'microsoft:active',
        'google:inactive',
        'crowdstrike:active',
        'ms_fraud_defense:active',
        'google_fraud_defense:inactive',
      ]),
    );
  },
};

export const FlagsOff: Story = {
  parameters: { session: { flags: { google_integration_enabled: false, fraud_defense_enabled: false } } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await cardStates(canvasElement)).toEqual(['microsoft:active', 'crowdstrike:active']));
  },
};

export const WaitingForAuthorization: Story = {
  parameters: {
    msw: {
      handlers: integrationsHandlers({
        pendingRequests: [{ request_id: 'req-pending', status: 'pending', status_info: null, provider_id: 'prov-google' }],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const google = await within(canvasElement).findByText('Waiting for authorization...');
    await expect(google.closest('[data-testid="integration-card"]')).toHaveAttribute('data-type', 'google');
  },
};

/** The list reads of the story below. */
const reads: string[] = [];

export const ReloadsWhenNoRequestIsPending: Story = {
  beforeEach: ({ msw }) => {
    resetScanFlag();
    reads.length = 0;
    const pending = { request_id: 'req-pending', status: 'pending' as const, status_info: null, provider_id: 'prov-google' };
    msw.use(...integrationsHandlers({ pendingAnswers: [[pending], []], reads }));
  },
  play: async ({ canvasElement }) => {
    const google = await within(canvasElement).findByText('Waiting for authorization...');
    const card = google.closest('[data-testid="integration-card"]')!;
    const listReads = () => reads.filter((read) => read === 'integrations').length;
    const before = listReads();
    // The pending request is polled every 5 s; once none is pending the integrations are read again.
    await waitFor(() => expect(card).toHaveTextContent('Not connected'), { timeout: 8000 });
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  },
};

export const ListError: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ listStatus: 500 }) } },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('integrations-empty');
    await expect(empty).toHaveTextContent('No integrations available');
    await expect(within(empty).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(canvasElement).queryByTestId('integration-card')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ integrations: [] }) } },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('integrations-empty');
    await expect(empty).toHaveTextContent('No integrations available');
    await expect(within(empty).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const CardOpensDrawer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await cardStates(canvasElement)).toContain('google:inactive'));
    const google = canvas.getAllByTestId('integration-card').find((card) => card.dataset.type === 'google')!;
    await userEvent.click(google);
    const drawer = await find(within(canvasElement.ownerDocument.body), shared.drawer);
    await waitFor(() => expect(drawer).toHaveTextContent('Integration details'));
    await expect(get(within(drawer), t.details)).toHaveAttribute('data-type', 'google');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="side-drawer"]')).toBeNull());
    await waitFor(() => expect(google).toHaveFocus());
  },
};

/** Where the app's router is now. */
function CurrentPath() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Box as="output" srOnly data-testid="current-path">
      {pathname}
    </Box>
  );
}

export const ActiveFraudDefenseOpensFindings: Story = {
  render: () => (
    <>
      <IntegrationsFrame />
      <CurrentPath />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await cardStates(canvasElement)).toContain('ms_fraud_defense:active'));
    const card = canvas.getAllByTestId('integration-card').find((element) => element.dataset.type === 'ms_fraud_defense')!;
    await userEvent.click(card);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/fraud-defense/open-issues'));
    await expect(canvasElement.ownerDocument.querySelector('[data-testid="side-drawer"]')).toBeNull();
  },
};
