import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MdrOverviewPage } from '@/features/mdr/MdrOverviewPage';
import { GenericErrorScreen } from '@/features/platform/screens/GenericErrorScreen';
import { MdrStoryFrame, failingCasesHandlers, withDemoFlag } from './mdr-fixtures';

const meta = { title: 'MDR/Errors' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed case fetch: a message with a retry where the data would be; tabs stay usable. */
export const CasesFailedToLoad: Story = {
  beforeEach: withDemoFlag(false),
  parameters: { path: '/mdr/overview', msw: { handlers: failingCasesHandlers } },
  render: () => (
    <MdrStoryFrame>
      <MdrOverviewPage />
    </MdrStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This data could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Incidents' })).toBeVisible();
  },
};

export const GenericErrorPage: Story = {
  render: () => <GenericErrorScreen level="page" onRetry={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sorry... there was an error in the page')).toBeVisible();
    await expect(canvas.getByText('Please refresh the page or contact the tech team')).toBeVisible();
  },
};

export const GenericErrorApp: Story = {
  render: () => <GenericErrorScreen level="app" onRetry={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sorry... there was an error in the app')).toBeVisible();
  },
};
