import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notify } from '@/shared/toast/toaster';

/**
 * `notify.success | error | info | warning` is the one way to show a toast: top centre, closing after 20 s, the same
 * message never twice at once. The story providers mount the app's `<Toasts />`.
 */
function ToastDemo() {
  return (
    <HStack p="8" gap="3">
      <Button variant="outline" onClick={() => notify.success('Invitation sent to jordan@brightsmiledental.com.')}>
        Success
      </Button>
      <Button variant="outline" onClick={() => notify.error('The domain could not be deleted. Please try again.')}>
        Error
      </Button>
      <Button
        variant="outline"
        onClick={() => notify.success('Issue marked as resolved - ', { label: 'see here', onClick: () => undefined })}
      >
        With link
      </Button>
    </HStack>
  );
}

const meta = { title: 'Shared/Toast', component: ToastDemo, tags: ['autodocs'] } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const toast = await body.findByText('Invitation sent to jordan@brightsmiledental.com.');
    await waitFor(() => expect(toast).toBeVisible());
    // The same message again updates the visible toast instead of stacking a copy.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await waitFor(() => expect(body.getAllByText('Invitation sent to jordan@brightsmiledental.com.')).toHaveLength(1));
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText('The domain could not be deleted. Please try again.');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'With link' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText(/Issue marked as resolved/);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(body.getByRole('button', { name: 'see here' })).toBeVisible();
  },
};
