import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { TrainingTransitionDialog } from '@/features/platform/training/TrainingTransitionDialog';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { notify } from '@/shared/toast/toaster';
import { shellTargets as t } from '../../tests/e2e/pages/shell.targets';
import { find } from '../support/targets';

const meta = { title: 'Platform/Feedback' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {
  // Two stacked toasts settle their stacking offsets at a moment that varies between runs: not compared visually.
  parameters: { visual: { disable: true } },
  render: () => (
    <Stack p="8" direction="row" gap="3">
      <Button
        onClick={() =>
          notify.success(
            'Scan successfully completed. You can find the updated information in the issues/digital footprint pages',
          )
        }
      >
        Success
      </Button>
      <Button variant="outline" onClick={() => notify.error('Service is not available, please try again later')}>
        Error
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await waitFor(async () => expect(await body.findByText(/Scan successfully completed/)).toBeVisible());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await waitFor(async () => expect(await body.findByText('Service is not available, please try again later')).toBeVisible());
  },
};

const onConfirm = fn();
function ConfirmDemo() {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Disable integration"
      body="Are you sure you want to disable the integration?"
      confirmLabel="Disable"
      tone="danger"
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
      onCancel={() => setOpen(false)}
    />
  );
}

export const Confirm: Story = {
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByText('Are you sure you want to disable the integration?')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
  },
};

export const TrainingTransition: Story = {
  render: () => <TrainingTransitionDialog open onClose={() => undefined} />,
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await find(within(canvasElement.ownerDocument.body), t.trainingTransitionDialog)).toBeVisible(),
    );
  },
};
