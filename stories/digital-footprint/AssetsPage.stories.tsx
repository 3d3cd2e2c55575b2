import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scanStatus } from '@/shared/scans/scan-status';
import { EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS, AssetsPageWithDrawers, footprintHandlers } from './footprint-fixtures';
import { footprintTargets as t } from '../../tests/e2e/pages/digital-footprint.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'Digital footprint/Assets page',
  render: () => <AssetsPageWithDrawers />,
  parameters: {
    path: '/digital-footprint/assets',
    msw: { handlers: footprintHandlers() },
    // The specification's page; asset history and 'Not mine' (issue #27) have their own stories.
    session: { flags: { asset_history_enabled: false, asset_dispute_enabled: false } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => find(within(canvasElement), t.assetsTable);
const rowAt = (grid: HTMLElement, index: number) => grid.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
// The example account has is_device_enabled and is_user_asset_enabled on.
const TOTAL = EXAMPLE_ASSETS.length + EXAMPLE_DEVICES.length + EXAMPLE_USERS.length;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(TOTAL + 1)));
    await waitFor(() => expect(rowAt(grid, 0)).not.toBeNull());
    await expect(canvas.getByTestId('asset-count')).toHaveTextContent(String(TOTAL));
    for (const header of ['Highest-Severity', 'Asset Name', 'Asset Type', 'Issues']) {
      await expect(within(grid).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    // Critical first; within critical, more open issues first.
    await expect(rowAt(grid, 0)).toHaveTextContent('Critical');
    await expect(rowAt(grid, 0)).toHaveTextContent('remote.brightsmiledental.com');
    await expect(
      within(rowAt(grid, 0)!).getByRole('group', { name: 'Open issues: 1 critical, 0 important, 1 moderate' }),
    ).toBeVisible();
    await waitFor(() => expect(get(canvas, t.downloadReport)).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('button', { name: 'Configure digital footprint' })).toBeVisible();
    await expect(query(canvas, t.status)).toBeNull();
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).not.toBeNull());
    await userEvent.type(get(canvas, t.assetSearch), 'smilecare-portal');
    await waitFor(() => expect(canvas.getByTestId('asset-count')).toHaveTextContent(/^\d+ of /), { timeout: 2000 });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Filters/ }));
    const dialog = within(await body.findByRole('dialog', { name: /Filters/ }));
    // All types start checked: unchecking Subdomain leaves subdomains out.
    await userEvent.click(dialog.getByText('Subdomain', { exact: true }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Subdomain' })).not.toBeChecked());
    await userEvent.click(get(dialog, shared.applyFilters));
    await waitFor(() => expect(within(grid).queryByText('portal.smilecare-portal.net')).toBeNull(), { timeout: 5000 });
    await expect(within(grid).getByText('support@smilecare-portal.net')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Filters, 1 active/ })).toBeVisible();
  },
};

export const NoMatch: Story = {
  parameters: { path: '/digital-footprint/assets?q=zzzzqqqq' },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText('No assets available for the current search and filter settings')).toBeVisible();
    await waitFor(() => expect(get(within(canvasElement), t.downloadReport)).not.toHaveAttribute('aria-disabled'));
  },
};

export const NoDomains: Story = {
  parameters: { msw: { handlers: footprintHandlers({ assets: [], devices: [], users: [], domains: [] }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText('No Domain found, please add a domain')).toBeVisible();
    await expect(get(within(canvasElement), t.downloadReport)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ScanInProgress: Story = {
  beforeEach: () => {
    scanStatus.set(true);
    return () => scanStatus.set(false);
  },
  play: async ({ canvasElement }) => {
    const status = await find(within(canvasElement), t.status);
    await expect(status).toHaveTextContent('Scan in progress');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: footprintHandlers({ slowAssets: true }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getByText('Loading assets…')).toBeVisible();
    // #26.11: the report waits for every list it needs.
    await expect(get(within(canvasElement), t.downloadReport)).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * #26.11: the assets call fails while devices and users load: the table shows the error, and 'Download Report' does
 * not hand out a partial report; on hover it names the sheets that would be missing.
 */
export const AssetsFailed: Story = {
  parameters: { msw: { handlers: footprintHandlers({ assetsStatus: 500 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(await within(grid).findByRole('button', { name: /Retry|Try again/ })).toBeVisible();
    const report = get(canvas, t.downloadReport);
    await expect(report).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(report);
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent(
      'Some assets could not be loaded: the report would miss the Top Level Domain, Email Domains, Subdomains, Integrations and Hosts sheets.',
    );
  },
};

export const DevicesOff: Story = {
  parameters: { session: { flags: { is_device_enabled: false, configure_digital_footprint_enabled: false } } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(EXAMPLE_ASSETS.length + EXAMPLE_USERS.length + 1)));
    await expect(within(canvasElement).queryByRole('button', { name: 'Configure digital footprint' })).toBeNull();
  },
};

/**
 * A Viewer (roles_enabled, issue #28): 'Configure digital footprint' stays visible but disabled, its tooltip names the
 * role needed, and a click opens no drawer.
 */
export const ViewerCannotConfigure: Story = {
  parameters: { session: { accessLevel: 'viewer', flags: { roles_enabled: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).not.toBeNull());
    const configure = get(canvas, t.configure);
    await expect(configure).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(configure);
    const tip = await body.findByRole('tooltip', {}, { timeout: 5000 });
    await expect(tip).toHaveTextContent('Needs the Admin role');
    await expect(configure).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.click(configure);
    // A later click's answer (the filter popup open) means the denied click has had every chance to open the drawer.
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
    await body.findByRole('dialog', { name: /Filters/ });
    await expect(query(body, shared.drawer)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: /Filters/ })).toBeNull());
  },
};
