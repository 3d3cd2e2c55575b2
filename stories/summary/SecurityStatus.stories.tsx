import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { SecurityStatusPanel } from '@/features/summary/components/SecurityStatusPanel';
import { riskLevel, riskLevelFromScore } from '@/features/summary/model/risk-level';
import { securityStatus } from '@/features/summary/model/security-status';
import { EXAMPLE_INTEGRATIONS, NEW_CUSTOMER_INTEGRATIONS, SUMMARY_ISSUES, statusOf, withStatus } from './summary-fixtures';

type Props = ComponentProps<typeof SecurityStatusPanel>;

const base: Props = {
  level: riskLevelFromScore(452),
  score: 452,
  scorePending: false,
  scoreError: null,
  status: statusOf(EXAMPLE_INTEGRATIONS, true),
  flags: { fraud_defense_enabled: true, centaur_mdr_is_enabled: true },
  contactUrl: 'https://stance.example/mdr/schedule',
};

const meta = {
  title: 'Summary/Security Status',
  component: SecurityStatusPanel,
  args: base,
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof SecurityStatusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardStates = async (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByTestId('overview-card')
    .map((card) => card.getAttribute('data-state'));

// Banner cases, first match wins (console-mdr-summary.md §2.8).
export const BannerProtect: Story = {
  args: { status: statusOf(NEW_CUSTOMER_INTEGRATIONS, false), level: riskLevel(null, []), score: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('security-banner')).toHaveAttribute('data-kind', 'protect');
    await expect(canvas.getByText(/^Protect your organization/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect integrations' })).toHaveAttribute('href', '/integrations');
    await expect(await cardStates(canvasElement)).toEqual(['activated', 'activate', 'activate', 'activate']);
    await expect(canvas.getAllByRole('link', { name: /^Activate / })).toHaveLength(3);
  },
};

export const BannerHighlyRecommended: Story = {
  args: { status: statusOf(withStatus(EXAMPLE_INTEGRATIONS, { ms_fraud_defense: 'inactive' }), true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fraud Defense is highly recommended')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set up Fraud Defense' })).toHaveAttribute('href', '/fraud-defense');
  },
};

export const BannerMdr: Story = {
  args: { status: statusOf(EXAMPLE_INTEGRATIONS, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add 24x7 Managed Detection and Response')).toBeVisible();
    const contact = canvas.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Discover MDR' })).toHaveAttribute('href', '/mdr');
  },
};

export const NoBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('security-banner')).toBeNull();
    await expect(await cardStates(canvasElement)).toEqual(['activated', 'activated', 'activated', 'activated']);
    await expect(canvas.getAllByText('Activated')).toHaveLength(4);
    await expect(canvas.getByText('1 of 2 connected')).toBeVisible();
  },
};

// Card states.
export const CardsConnecting: Story = {
  args: { status: statusOf(undefined, true, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardStates(canvasElement)).toEqual(['activated', 'connecting', 'connecting', 'activated']);
    await expect(canvas.getAllByText('Connecting...')).toHaveLength(2);
    await expect(canvas.queryByTestId('security-banner')).toBeNull();
  },
};

export const CardPendingRequest: Story = {
  args: {
    status: securityStatus({
      integrations: withStatus(EXAMPLE_INTEGRATIONS, { ms_fraud_defense: 'inactive' }),
      integrationsLoading: false,
      pendingRequests: [
        {
          request_id: 'req-1',
          status: 'pending',
          provider_id: EXAMPLE_INTEGRATIONS.find((i) => i.type === 'ms_fraud_defense')!.provider_id,
        },
      ],
      isMdr: true,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await cardStates(canvasElement)).toEqual(['activated', 'activated', 'connecting', 'activated']);
  },
};

export const CloudAppTwoConnected: Story = {
  args: { status: statusOf(withStatus(EXAMPLE_INTEGRATIONS, { google: 'active' }), true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 of 2 connected')).toBeVisible();
  },
};

export const ActivateWithoutMdrAndFraudPages: Story = {
  args: {
    status: statusOf(NEW_CUSTOMER_INTEGRATIONS, false),
    flags: { fraud_defense_enabled: false, centaur_mdr_is_enabled: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Activate Fraud Defense' })).toHaveAttribute('href', '/integrations');
    const mdr = canvas.getByRole('link', { name: 'Activate MDR' });
    await expect(mdr).toHaveAttribute('href', 'https://stance.example/mdr/schedule');
    await expect(mdr).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

// Risk level, one story per band (console-mdr-summary.md §9).
const band = (score: number | null, label: string, tone: string): Story => ({
  args: { score, level: score === null ? riskLevel(null, SUMMARY_ISSUES) : riskLevelFromScore(score) },
  play: async ({ canvasElement }) => {
    const risk = await within(canvasElement).findByTestId('risk-level');
    await expect(risk).toHaveAttribute('data-tone', tone);
    await expect(within(risk).getByText(label)).toBeVisible();
  },
});

export const RiskHigh = band(359, 'High', 'critical');
export const RiskBelowAverage = band(452, 'Below Average', 'important');
export const RiskAboveAverage = band(485, 'Above Average', 'moderate');
export const RiskExcellent = band(560, 'Excellent', 'clean');
/** No score yet: the severity of the first open issue (a critical one in the examples). */
export const RiskWithoutScore = band(null, 'High', 'critical');

export const ScoreLoading: Story = {
  args: { scorePending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('risk-level')).toBeNull();
  },
};

export const ScoreError: Story = {
  args: { scoreError: new Error('500'), onRetryScore: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This data could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
