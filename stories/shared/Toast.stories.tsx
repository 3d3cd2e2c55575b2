import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
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
        onClick={() => notify.success('Issue marked as resolved - ', { link: { label: 'see here', onClick: () => undefined } })}
      >
        With link
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          notify.error('Removed 19 of 20 messages; 1 could not be removed (hannah.brooks@brightsmiledental.com).', {
            action: { label: 'Retry failed', onClick: retried },
          })
        }
      >
        With action
      </Button>
    </HStack>
  );
}

/** What the toast's action ran. */
const retried = fn();

/** Features notify from effects and query callbacks: two panels failing at once, inside React's commit. */
function EffectToasts() {
  const [mounted, setMounted] = useState(false);
  return (
    <HStack p="8">
      <Button variant="outline" onClick={() => setMounted(true)}>
        From an effect
      </Button>
      {mounted ? (
        <>
          <NotifyOnMount />
          <NotifyOnMount />
        </>
      ) : null}
    </HStack>
  );
}

function NotifyOnMount() {
  useEffect(() => notify.error('Service is not available, please try again later'), []);
  return null;
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

/** The next step as the toast's own button ('Retry failed', 'Undo'): it runs once and the toast closes. */
export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    retried.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'With action' }));
    const body = within(canvasElement.ownerDocument.body);
    const action = await body.findByRole('button', { name: 'Retry failed' });
    await waitFor(() => expect(action).toBeVisible());
    // Reachable from the keyboard like any button.
    action.focus();
    await userEvent.keyboard('{Enter}');
    await expect(retried).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByText(/could not be removed/)).toBeNull());
  },
};

export const FromAnEffect: Story = {
  render: () => <EffectToasts />,
  play: async ({ canvasElement }) => {
    const consoleError = spyOn(console, 'error');
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'From an effect' }));
      const body = within(canvasElement.ownerDocument.body);
      await waitFor(() => expect(body.getByText('Service is not available, please try again later')).toBeVisible());
      // Two failures, one toast; and React's "flushSync was called from inside a lifecycle method" never logged.
      await expect(body.getAllByText('Service is not available, please try again later')).toHaveLength(1);
      await expect(
        consoleError.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => /flushSync/.test(line)),
      ).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  },
};
