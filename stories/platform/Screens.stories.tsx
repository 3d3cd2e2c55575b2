import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GenericErrorScreen } from '@/features/platform/screens/GenericErrorScreen';
import { LoadingScreen } from '@/features/platform/screens/LoadingScreen';
import { MaintenanceScreen } from '@/features/platform/screens/MaintenanceScreen';
import { NotFoundPage } from '@/features/platform/screens/NotFoundPage';
import { shellTargets as t } from '../../tests/e2e/pages/shell.targets';
import { get } from '../support/targets';

const meta = { title: 'Platform/Screens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(get(canvas, t.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  render: () => <LoadingScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Stance…');
  },
};

export const Maintenance: Story = {
  render: () => <MaintenanceScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('offline for maintenance');
  },
};

export const AppError: Story = {
  render: () => <GenericErrorScreen level="app" onRetry={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sorry... there was an error in the app')).toBeVisible();
    await expect(canvas.getByText('Please refresh the page or contact the tech team')).toBeVisible();
  },
};

export const PageError: Story = {
  render: () => <GenericErrorScreen level="page" onRetry={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sorry... there was an error in the page')).toBeVisible();
  },
};
