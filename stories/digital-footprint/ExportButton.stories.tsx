import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportButton } from '@/features/digital-footprint/components/ExportButton';
import { reportReadiness } from '@/features/digital-footprint/export/report-sheets';

const LOADED = { assets: 'success', devices: 'success', users: 'success' } as const;

const meta = {
  title: 'Digital footprint/Export button',
  component: ExportButton,
  // Room above the button for its tip.
  decorators: [
    (Story) => (
      <Box p="6" pt="28">
        {Story()}
      </Box>
    ),
  ],
  args: { readiness: reportReadiness(LOADED, 57), exporting: false, onExport: fn() },
} satisfies Meta<typeof ExportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Download Report' });

/** Unavailable: clicking does nothing, and hover or keyboard focus shows the reason (described by the tip). */
async function expectUnavailable(canvasElement: HTMLElement, onExport: () => void, reason: string) {
  const target = button(canvasElement);
  await expect(target).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(target);
  await expect(onExport).not.toHaveBeenCalled();
  await userEvent.hover(target);
  const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  await expect(tip).toHaveTextContent(reason);
  await waitFor(() => expect(target).toHaveAccessibleDescription(reason));
}

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const target = button(canvasElement);
    await expect(target).not.toHaveAttribute('aria-disabled');
    await userEvent.click(target);
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const NoAssets: Story = {
  args: { readiness: reportReadiness(LOADED, 0) },
  play: async ({ canvasElement, args }) => {
    await expectUnavailable(canvasElement, args.onExport, 'There are no assets to export.');
  },
};

/** #26.11: while a list the report needs is still loading, the report waits for it. */
export const WaitingForLists: Story = {
  args: { readiness: reportReadiness({ ...LOADED, users: 'pending' }, 44) },
  play: async ({ canvasElement, args }) => {
    await expectUnavailable(canvasElement, args.onExport, 'The report can be downloaded once every asset list has loaded.');
  },
};

/** #26.11: a list that failed to load names the sheets the report would miss; nothing downloads partial. */
export const MissingSheets: Story = {
  args: { readiness: reportReadiness({ ...LOADED, assets: 'error' }, 17) },
  play: async ({ canvasElement, args }) => {
    await expectUnavailable(
      canvasElement,
      args.onExport,
      'Some assets could not be loaded: the report would miss the Top Level Domain, Email Domains, Subdomains, Integrations and Hosts sheets. Reload the page to try again.',
    );
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    const target = within(canvasElement).getByRole('button');
    await expect(target).toBeDisabled();
    await expect(target).toHaveTextContent('Preparing report…');
  },
};
