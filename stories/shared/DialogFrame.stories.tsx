import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';

/**
 * `AppDialog` is the one dialog frame (information, promo, forced dialogs); `ConfirmDialog` is built on it for every
 * confirmation. Focus moves into the dialog, stays there, and returns to the opener on close.
 */
function InformationDemo() {
  const [open, setOpen] = useState(false);
  return (
    <Stack p="8" align="flex-start">
      <Button variant="outline" onClick={() => setOpen(true)}>
        About this score
      </Button>
      <AppDialog open={open} title="How the score is computed" onClose={() => setOpen(false)}>
        <Text>The security score weighs open issues by severity across every monitored domain.</Text>
      </AppDialog>
    </Stack>
  );
}

function ConfirmDemo({ onConfirm, tone }: { onConfirm: () => void; tone: 'danger' | 'default' }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack p="8" align="flex-start">
      <Button variant="outline" onClick={() => setOpen(true)}>
        Delete domain
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete brightsmiledental.com?"
        body="Its assets and issues leave the console after the next scan."
        confirmLabel="Delete"
        tone={tone}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </Stack>
  );
}

const meta = {
  title: 'Shared/Dialog frame',
  component: ConfirmDemo,
  tags: ['autodocs'],
  args: { onConfirm: fn(), tone: 'danger' },
} satisfies Meta<typeof ConfirmDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Delete domain' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete brightsmiledental.com?' });
    await waitFor(() =>
      expect(within(dialog).getByText('Its assets and issues leave the console after the next scan.')).toBeVisible(),
    );
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(await body.findByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ConfirmOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete domain' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    // The dialog fades in: wait for the end state.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeVisible();
  },
};

export const Information: Story = {
  render: () => <InformationDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About this score' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'How the score is computed' });
    await waitFor(() => expect(within(dialog).getByText(/weighs open issues by severity/)).toBeVisible());
  },
};

/** A confirmation whose work keeps the dialog open (a write that is still being sent, without `busy` yet). */
function SlowConfirmDemo({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Enforce MFA"
      body="Every user of this account will have to sign in with multi-factor authentication."
      confirmLabel="Enforce MFA"
      onConfirm={onConfirm}
      onCancel={() => setOpen(false)}
    />
  );
}

/** #26.5 A zero-gap double click on a confirm button confirms once (the dialog itself, whatever its caller does). */
export const ConfirmDoubleClick: Story = {
  render: (args) => <SlowConfirmDemo onConfirm={args.onConfirm} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Enforce MFA' });
    const confirm = within(dialog).getByRole('button', { name: 'Enforce MFA' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
