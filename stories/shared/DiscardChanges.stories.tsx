import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawer } from '@/shared/drawer/use-drawer';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';
import { find, get, query } from '../support/targets';

/**
 * 'Discard changes?' (issue #26, points 4 and 13): a form in a drawer or a dialog calls `useDiscardGuard(dirty)`;
 * the frame then asks before Escape, an outside click, its close button, Cancel, Prev/Next or a route change drop
 * the changes, and the drawer's ←/→ keep the item. Nothing typed, nothing asked.
 */
function NoteForm({ onCancel }: { onCancel?: 'guarded' }) {
  const [note, setNote] = useState('');
  const guard = useDiscardGuard(note !== '');
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Note</Field.Label>
        <Input value={note} onChange={(event) => setNote(event.target.value)} />
      </Field.Root>
      {onCancel ? (
        <Button variant="outline" colorPalette="gray" alignSelf="flex-end" onClick={guard.requestClose}>
          Cancel
        </Button>
      ) : (
        <Button variant="outline" alignSelf="flex-start">
          Save note
        </Button>
      )}
    </Stack>
  );
}

const ITEMS = ['case-1', 'case-2', 'case-3'];

function DrawerDemo() {
  const drawer = useDrawer();
  const content = useMemo(
    () => ({
      title: 'Case note',
      width: DRAWER_WIDTH.standard,
      items: ITEMS,
      render: (item: string | undefined) => (
        <Stack gap="4">
          <Text data-testid="drawer-item">Note on {item}</Text>
          <NoteForm key={item} />
        </Stack>
      ),
    }),
    [],
  );
  useDrawerContent('caseNote', content);
  const hidden = useMemo(
    () => ({ title: 'Hidden', width: DRAWER_WIDTH.standard, items: [], render: () => <NoteForm />, available: false }),
    [],
  );
  useDrawerContent('hiddenByFlag', hidden);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Stack p="8" gap="3" align="flex-start">
      <Button variant="outline" onClick={() => drawer.open('caseNote', 'case-2')}>
        Open case-2
      </Button>
      <Button variant="outline" onClick={() => setDialogOpen(true)}>
        Add a note
      </Button>
      <Text data-testid="url-panel">{drawer.panel ?? 'none'}</Text>
      <AppDialog open={dialogOpen} title="Add a note" onClose={() => setDialogOpen(false)}>
        <NoteForm onCancel="guarded" />
      </AppDialog>
      <DrawerHost />
    </Stack>
  );
}

const meta = {
  title: 'Shared/Discard changes',
  component: DrawerDemo,
  parameters: { path: '/' },
} satisfies Meta<typeof DrawerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const prompt = (canvasElement: HTMLElement) => find(body(canvasElement), shared.discardDialog);
const noPrompt = (canvasElement: HTMLElement) =>
  waitFor(() => expect(query(body(canvasElement), shared.discardDialog)).toBeNull(), { timeout: 4000 });

async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open case-2' }));
  const drawer = await find(body(canvasElement), shared.drawer);
  const note = await within(drawer).findByRole('textbox', { name: 'Note' });
  await waitFor(() => expect(note).toBeVisible());
  return { drawer, note };
}

/** #26.4 Escape on a changed drawer form asks 'Discard changes?' (left open: the dialog's look in both themes). */
export const DrawerAsksBeforeEscape: Story = {
  play: async ({ canvasElement }) => {
    const { drawer, note } = await openDrawer(canvasElement);
    await userEvent.type(note, 'Called the ISP');
    await userEvent.keyboard('{Escape}');
    const dialog = await prompt(canvasElement);
    await waitFor(() => expect(within(dialog).getByText('What you entered in this form will be lost.')).toBeVisible());
    await expect(get(within(dialog), shared.keepEditing)).toBeVisible();
    await expect(get(within(dialog), shared.discard)).toBeVisible();
    await expect(drawer).toBeVisible();
  },
};

/** Nothing typed: Escape closes at once, nothing asked. */
export const DrawerWithoutChanges: Story = {
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(query(body(canvasElement), shared.drawer)).toBeNull(), { timeout: 4000 });
    await expect(query(body(canvasElement), shared.discardDialog)).toBeNull();
  },
};

/** Keep editing returns to the form with what was typed; Discard closes and drops it. */
export const DrawerKeepThenDiscard: Story = {
  play: async ({ canvasElement }) => {
    const { note } = await openDrawer(canvasElement);
    await userEvent.type(note, 'Called the ISP');
    await userEvent.click(get(body(canvasElement), shared.closeDrawer));
    await userEvent.click(get(within(await prompt(canvasElement)), shared.keepEditing));
    await noPrompt(canvasElement);
    await expect(note).toHaveValue('Called the ISP');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(get(within(await prompt(canvasElement)), shared.discard));
    await waitFor(() => expect(query(body(canvasElement), shared.drawer)).toBeNull(), { timeout: 4000 });
    await expect(within(canvasElement).getByTestId('url-panel')).toHaveTextContent('none');
  },
};

/** #26.13 While the form has changes ←/→ keep the item; Next asks first. */
export const DrawerKeepsItsItem: Story = {
  play: async ({ canvasElement }) => {
    const { drawer, note } = await openDrawer(canvasElement);
    await userEvent.type(note, 'x');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save note' }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(drawer).getByTestId('drawer-item')).toHaveTextContent('Note on case-2');
    await userEvent.click(get(within(drawer), shared.nextItem));
    await userEvent.click(get(within(await prompt(canvasElement)), shared.discard));
    await waitFor(() => expect(within(drawer).getByTestId('drawer-item')).toHaveTextContent('Note on case-3'));
    // The new item's form is unchanged: the keys step again.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save note' }));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(drawer).getByTestId('drawer-item')).toHaveTextContent('Note on case-2'));
  },
};

/** A dialog form asks on its close button and on its own Cancel. */
export const DialogAsks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a note' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add a note' });
    const note = await within(dialog).findByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Renewal call');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await userEvent.click(get(within(await prompt(canvasElement)), shared.keepEditing));
    await noPrompt(canvasElement);
    await expect(note).toHaveValue('Renewal call');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(get(within(await prompt(canvasElement)), shared.discard));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Add a note' })).toBeNull(), {
      timeout: 4000,
    });
  },
};

/** #26.1 A drawer registered as not available (its flag off) never opens from the URL; the URL forgets it. */
export const UnavailableDrawerFromUrl: Story = {
  parameters: { path: '/?panel=hiddenByFlag' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('url-panel')).toHaveTextContent('none'));
    await expect(query(body(canvasElement), shared.drawer)).toBeNull();
  },
};
