import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FootprintStatus } from '@/features/digital-footprint/components/FootprintStatus';
import { footprintTargets as t } from '../../tests/e2e/pages/digital-footprint.targets';
import { get, query } from '../support/targets';

const meta = {
  title: 'Digital footprint/Page notice',
  component: FootprintStatus,
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
  args: { scanInProgress: false, technologies: 'idle' },
} satisfies Meta<typeof FootprintStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddingTechnologies: Story = {
  args: { technologies: 'adding' },
  play: async ({ canvasElement }) => {
    const status = get(within(canvasElement), t.status);
    await expect(status).toHaveTextContent('Adding technologies');
    await expect(status).toHaveAttribute('role', 'status');
  },
};

/** #26.14: the jobs' poll ran out while they still ran: the timeout, and nothing said to have failed. */
export const TechnologiesTimedOut: Story = {
  args: { technologies: 'timedOut' },
  play: async ({ canvasElement }) => {
    const status = get(within(canvasElement), t.status);
    await expect(status).toHaveTextContent('Adding technologies');
    await expect(status).toHaveTextContent('Async call timeout limit reached');
    await expect(status).not.toHaveTextContent(/fail/i);
  },
};

export const ScanInProgress: Story = {
  args: { scanInProgress: true, technologies: 'adding' },
  play: async ({ canvasElement }) => {
    await expect(get(within(canvasElement), t.status)).toHaveTextContent('Scan in progress');
  },
};

export const Nothing: Story = {
  play: async ({ canvasElement }) => {
    await expect(query(within(canvasElement), t.status)).toBeNull();
  },
};
