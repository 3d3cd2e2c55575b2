import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportMenu } from '@/features/summary/components/ExportMenu';
import { exportAvailability, type ExportAvailabilityInput } from '@/features/summary/report/export-rules';

const ready: ExportAvailabilityInput = {
  state: 'idle',
  scanInProgress: false,
  totalCount: 30,
  filterActive: true,
  filteredCount: 22,
};

const meta = {
  title: 'Summary/Export menu',
  component: ExportMenu,
  args: { state: 'idle', allCount: 30, filteredCount: 22, availability: exportAvailability(ready), onExport: fn() },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof ExportMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Download Report/ }));
  return within(canvasElement.ownerDocument.body);
};

export const BothReports: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openMenu(canvasElement);
    await expect(await body.findByRole('menuitem', { name: /All Issues/ })).not.toHaveAttribute('data-disabled');
    // A person points at the item before clicking it. Moving and clicking in the same frame races Zag's
    // highlight (which focuses the menu in the next frame) against the focus hand-back on close.
    const item = body.getByRole('menuitem', { name: /Filtered Issues/ });
    // Where the item is: Zag takes a move to where the pointer already was (the trigger's click) for no move.
    const box = item.getBoundingClientRect();
    await userEvent.pointer({ target: item, coords: { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 } });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await userEvent.click(item);
    await expect(args.onExport).toHaveBeenCalledWith('filtered');
    // The menu closes and hands focus back to its button; the visual capture waits for that end state.
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Download Report/ })).toHaveFocus());
  },
};

export const NoActiveFilter: Story = {
  args: { availability: exportAvailability({ ...ready, filterActive: false }) },
  play: async ({ canvasElement }) => {
    const body = await openMenu(canvasElement);
    await expect(await body.findByRole('menuitem', { name: /Filtered Issues/ })).toHaveAttribute('data-disabled');
    await expect(body.getByRole('menuitem', { name: /All Issues/ })).not.toHaveAttribute('data-disabled');
  },
};

export const NoIssues: Story = {
  args: { allCount: 0, filteredCount: 0, availability: exportAvailability({ ...ready, totalCount: 0, filteredCount: 0 }) },
  play: async ({ canvasElement }) => {
    const body = await openMenu(canvasElement);
    await expect(await body.findByRole('menuitem', { name: /All Issues/ })).toHaveAttribute('data-disabled');
    await expect(body.getByRole('menuitem', { name: /Filtered Issues/ })).toHaveAttribute('data-disabled');
  },
};

export const ScanInProgress: Story = {
  args: { availability: exportAvailability({ ...ready, scanInProgress: true }) },
  play: async ({ canvasElement }) => {
    const body = await openMenu(canvasElement);
    await waitFor(() => expect(body.getByText('Available when the scan in progress has finished')).toBeVisible());
    await expect(body.getByRole('menuitem', { name: /All Issues/ })).toHaveAttribute('data-disabled');
  },
};

export const LoadingAll: Story = {
  args: { state: 'loadingAll', availability: exportAvailability({ ...ready, state: 'loadingAll' }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Preparing report/ });
    await expect(button).toBeDisabled();
  },
};

export const LoadingFiltered: Story = {
  args: { state: 'loadingFiltered', availability: exportAvailability({ ...ready, state: 'loadingFiltered' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Preparing filtered report/ })).toBeDisabled();
  },
};
