import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { IntegrationView } from '@/features/integrations';
import { IntegrationCard } from '@/features/integrations/components/IntegrationCard';
import { BROKEN, INTEGRATIONS, NEW_CUSTOMER, integrationOf } from './integrations-fixtures';

const view = (overrides: Partial<IntegrationView> & Pick<IntegrationView, 'integration'>): IntegrationView => ({
  status: overrides.integration.status,
  loading: null,
  phase: 'idle',
  errorText: null,
  notice: null,
  ...overrides,
});

const microsoft = integrationOf(INTEGRATIONS, 'microsoft');

const meta = {
  title: 'Integrations/Integration card',
  component: IntegrationCard,
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
  args: { view: view({ integration: microsoft }), onOpen: fn() },
} satisfies Meta<typeof IntegrationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('integration-card');
const state = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('integration-state');
const liveDot = (canvasElement: HTMLElement) => within(canvasElement).queryByTestId('integration-live-dot');

export const ActiveWithIssues: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'active');
    await expect(state(canvasElement)).toHaveTextContent('Active, 4 issues');
    await expect(liveDot(canvasElement)).toBeVisible();
    await expect(card(canvasElement)).toHaveTextContent('Read-only permissions');
    await expect(card(canvasElement)).toHaveTextContent('Never impacts your premiums');
    await userEvent.click(card(canvasElement));
    await expect(args.onOpen).toHaveBeenCalledWith(args.view);
  },
};

export const ActiveOneIssue: Story = {
  args: { view: view({ integration: { ...microsoft, issues_count: 1 } }) },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement)).toHaveTextContent(/^Active, 1 issue$/);
  },
};

export const ActiveNoIssues: Story = {
  args: { view: view({ integration: integrationOf(INTEGRATIONS, 'crowdstrike') }) },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement)).toHaveTextContent(/^Active, 0 issues$/);
  },
};

export const Inactive: Story = {
  args: { view: view({ integration: integrationOf(INTEGRATIONS, 'google') }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'inactive');
    await expect(state(canvasElement)).toHaveTextContent('Not connected');
    await expect(liveDot(canvasElement)).toBeNull();
  },
};

export const Broken: Story = {
  args: {
    view: view({
      integration: integrationOf(BROKEN, 'microsoft'),
      errorText: integrationOf(BROKEN, 'microsoft').error ?? null,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'broken');
    await expect(within(state(canvasElement)).getByRole('img', { name: 'Broken' })).toBeVisible();
    await expect(state(canvasElement)).toHaveTextContent('Token expired: the Microsoft 365 consent was revoked');
    await expect(liveDot(canvasElement)).toBeNull();
  },
};

export const WaitingForAuthorization: Story = {
  args: { view: view({ integration: integrationOf(NEW_CUSTOMER, 'google'), loading: 'authorization', phase: 'signingIn' }) },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement)).toHaveAttribute('role', 'status');
    await expect(state(canvasElement)).toHaveTextContent('Waiting for authorization...');
  },
};

export const ScanInProgress: Story = {
  args: { view: view({ integration: microsoft, loading: 'scan', phase: 'scanning' }) },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement)).toHaveTextContent('Scan in progress...');
    await expect(state(canvasElement)).not.toHaveTextContent('issues');
    // The live dot is for an active card that is not loading (console-platform.md §2.7).
    await expect(liveDot(canvasElement)).toBeNull();
  },
};

export const FraudDefenseBeta: Story = {
  args: { view: view({ integration: integrationOf(INTEGRATIONS, 'ms_fraud_defense') }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Beta')).toBeVisible();
    // The Microsoft fraud defense card notes the 10,000 mailbox limit.
    await expect(card(canvasElement)).toHaveTextContent('Up to 10,000 mailboxes');
    // Decision (catalogue.ts permissionsNote): fraud defense asks for mail write scopes to flag suspicious mail, so
    // its card says so rather than a plain 'Read-only permissions'.
    await expect(card(canvasElement)).toHaveTextContent('Read-only, except to flag suspicious mail');
    await expect(card(canvasElement)).not.toHaveTextContent('Read-only permissions');
    await expect(card(canvasElement)).toHaveTextContent('Never impacts your premiums');
  },
};
