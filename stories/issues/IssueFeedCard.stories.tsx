import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IssueFeedCard } from '@/features/issues/components/IssueFeedCard';
import { issueById } from '../summary/summary-fixtures';

const meta = {
  title: 'Summary/Issues/Issue feed card',
  component: IssueFeedCard,
  args: { issue: issueById('iss-001'), inProcess: false, onLearnMore: fn() },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof IssueFeedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('RDP exposed to the internet')).toBeVisible();
    await expect(card.getByText('Exposure Scanner · Network exposures')).toBeVisible();
    await expect(card.getByText(/^Mar \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(card.getByRole('img', { name: 'Critical severity' })).toBeVisible();
    await expect(card.getByText('HIPAA')).toBeVisible();
    await expect(card.queryByText('VALIDATING')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Learn more' }));
    await expect(args.onLearnMore).toHaveBeenCalledWith(args.issue);
  },
};

export const Validating: Story = {
  args: { issue: issueById('iss-003') },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Validating - FortiGate SSL VPN vulnerable to CVE-2023-27997')).toBeVisible();
    await expect(card.getByText('VALIDATING')).toBeVisible();
  },
};

export const Resolved: Story = {
  args: { issue: issueById('iss-018') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Resolved - Nginx 1.18.0 out of date')).toBeVisible();
  },
};

export const Approved: Story = {
  args: { issue: issueById('iss-021') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Approved - FTP service exposed')).toBeVisible();
  },
};

export const InProcess: Story = {
  args: { issue: issueById('iss-006'), inProcess: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Validating...' })).toBeDisabled();
  },
};

export const FraudDefense: Story = {
  args: { issue: issueById('iss-028') },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Fraud Defense · Email threats')).toBeVisible();
    // Fraud-defense titles carry the date the e-mail was sent.
    await expect(card.getByText('Urgent: wire transfer before 3pm - 20 Nov 2026 13:41')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Important severity' })).toBeVisible();
    await expect(card.getByText(/asks finance to wire \$48,500 today\.$/)).toBeVisible();
    await expect(card.getByText('Business email compromise')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Learn more' })).toBeEnabled();
  },
};
