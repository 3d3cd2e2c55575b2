/** Issue #27: the asset drawer's 'First seen', 'Last seen' and 'History', and 'Not mine' from the row menu and the drawer. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AssetsPageWithDrawers, footprintHandlers, type FootprintHandlerOptions } from './footprint-fixtures';
import { footprintTargets as t } from '../../tests/e2e/pages/digital-footprint.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const REMOTE = 'ast-remote-brightsmiledental-com';
const drawerPath = (id: string) => `/digital-footprint/assets?panel=assetDetails&item=${id}`;

const meta = {
  title: 'Digital footprint/Asset history and dispute',
  render: () => <AssetsPageWithDrawers />,
  parameters: { path: drawerPath(REMOTE), msw: { handlers: footprintHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const drawer = async (canvasElement: HTMLElement) => within(await find(body(canvasElement), shared.drawer));
const handlers = (options: FootprintHandlerOptions) => ({ msw: { handlers: footprintHandlers(options) } });

export const HistoryWithData: Story = {
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const history = within(await find(panel, t.history));
    // The first story of a run waits for the drawer's code as well.
    const list = await history.findByRole('list', { name: 'History' }, { timeout: 10_000 });
    const lines = within(list).getAllByRole('listitem');
    // Newest first, in words, with the date.
    await expect(lines).toHaveLength(8);
    await expect(lines[0]).toHaveTextContent(/^Certificate renewed, valid until Feb 17, 2027/);
    await expect(lines[3]).toHaveTextContent('Port 3389/tcp opened');
    await expect(lines[5]).toHaveTextContent('A record of remote.brightsmiledental.com changed203.0.113.9 → 203.0.113.11');
    await expect(lines[7]).toHaveTextContent('Apache Tomcat 8.5.78 no longer detected');
    // 'First seen' and 'Last seen' lead the fields.
    await expect(panel.getByText('First seen')).toBeVisible();
    await expect(panel.getByText('02 Mar 2025 02:15', { exact: false })).toBeVisible();
    await expect(panel.getAllByText('Last seen')).toHaveLength(1);
    await expect(get(panel, t.notMine)).toBeEnabled();
  },
};

export const HistoryEmpty: Story = {
  parameters: handlers({ history: [] }),
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const history = within(await find(panel, t.history));
    await expect(await history.findByText('No changes recorded for this asset yet.')).toBeVisible();
    await expect(query(history, t.historyList)).toBeNull();
  },
};

export const HistoryLoading: Story = {
  parameters: handlers({ history: 'slow' }),
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const history = within(await find(panel, t.history));
    await expect(await history.findByRole('status')).toHaveTextContent('Loading the history…');
  },
};

export const HistoryError: Story = {
  parameters: handlers({ history: 500 }),
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const history = within(await find(panel, t.history));
    await expect(await history.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This data could not be loaded.');
    await expect(history.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The rest of the drawer is unaffected.
    await expect(panel.getByRole('heading', { name: 'Asset information' })).toBeVisible();
  },
};

/** A backend one release behind: the history's path answers 404 and the section is simply absent. */
export const HistoryAbsentOn404: Story = {
  parameters: handlers({ history: 404 }),
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await expect(await panel.findByRole('heading', { name: 'Asset information' }, { timeout: 10_000 })).toBeVisible();
    await expect(await panel.findByText('First seen')).toBeVisible();
    await waitFor(() => expect(query(panel, t.history)).toBeNull());
    await expect(panel.queryByRole('alert')).toBeNull();
  },
};

export const FlagsOff: Story = {
  parameters: {
    path: drawerPath(REMOTE),
    session: { flags: { asset_history_enabled: false, asset_dispute_enabled: false } },
  },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await expect(await panel.findByRole('heading', { name: 'Asset information' }, { timeout: 10_000 })).toBeVisible();
    await expect(panel.queryByText('First seen')).toBeNull();
    await expect(query(panel, t.history)).toBeNull();
    await expect(query(panel, t.notMine)).toBeNull();
    const grid = within(await find(within(canvasElement), { role: 'table', name: 'Assets', hidden: true }));
    await expect(query(grid, t.lastSeenColumn)).toBeNull();
    await expect(grid.queryByRole('button', { name: /^Actions for /, hidden: true })).toBeNull();
  },
};

/** A Viewer (issue #28): 'Not mine' shows, disabled, its tooltip naming the role needed; a click opens nothing. */
export const ViewerCannotDispute: Story = {
  parameters: { session: { accessLevel: 'viewer' } },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const notMine = await find(panel, t.notMine);
    await waitFor(() => expect(notMine).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.hover(notMine);
    await expect(await body(canvasElement).findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      'Needs the Member or Admin role',
    );
    await userEvent.click(notMine);
    await expect(query(body(canvasElement), t.disputeDialog)).toBeNull();
  },
};

/** The dispute bodies the story's server received. */
const DISPUTES: unknown[] = [];

/** From the row menu: a reason, one request for a double click, 'Disputed' at once. */
export const DisputeFromRowMenu: Story = {
  parameters: {
    path: '/digital-footprint/assets',
    ...handlers({ sent: { operations: [], created: [], disputes: DISPUTES } }),
  },
  play: async ({ canvasElement }) => {
    DISPUTES.length = 0;
    const sent = DISPUTES;
    const canvas = within(canvasElement);
    const grid = within(await find(canvas, t.assetsTable));
    await expect(await grid.findByRole('columnheader', { name: /^Last seen/ })).toBeVisible();
    const actions = await grid.findByRole('button', { name: 'Actions for remote.brightsmiledental.com' });
    await userEvent.click(actions);
    await userEvent.click(await find(body(canvasElement), t.notMineItem));
    const dialog = within(await find(body(canvasElement), t.disputeDialog));
    await userEvent.type(get(dialog, t.disputeReason), 'A host our former IT vendor still runs.');
    await userEvent.dblClick(get(dialog, t.disputeSubmit));
    // 'Disputed' at once, while the write is on the wire.
    await waitFor(() =>
      expect(grid.getByText('remote.brightsmiledental.com').closest('[role="row"]')).toHaveTextContent('Disputed'),
    );
    await waitFor(() => expect(query(body(canvasElement), t.disputeDialog)).toBeNull(), { timeout: 5000 });
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toEqual({ reason: 'A host our former IT vendor still runs.' });
    // Focus goes back to the row's menu button (the capture waits for it: its focus ring is part of the picture).
    await waitFor(() => expect(actions).toHaveFocus());
  },
};

/** While the write is on the wire the row already says 'Disputed', and the dialog waits with its button busy. */
export const DisputedAtOnce: Story = {
  parameters: { path: '/digital-footprint/assets', ...handlers({ disputeStatus: 'slow' }) },
  play: async ({ canvasElement }) => {
    const grid = within(await find(within(canvasElement), t.assetsTable));
    await userEvent.click(await grid.findByRole('button', { name: 'Actions for remote.brightsmiledental.com' }));
    await userEvent.click(await find(body(canvasElement), t.notMineItem));
    const dialog = within(await find(body(canvasElement), t.disputeDialog));
    await userEvent.type(get(dialog, t.disputeReason), 'A host our former IT vendor still runs.');
    await userEvent.click(get(dialog, t.disputeSubmit));
    const row = grid.getByText('remote.brightsmiledental.com').closest<HTMLElement>('[role="row"]')!;
    await waitFor(() => expect(within(row).getByText('Disputed')).toBeVisible());
    await expect(get(dialog, t.disputeSubmit)).toBeDisabled();
    await expect(get(dialog, t.disputeReason)).toHaveValue('A host our former IT vendor still runs.');
  },
};

export const DisputeReasonTooShort: Story = {
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await userEvent.click(await find(panel, t.notMine));
    const dialog = within(await find(body(canvasElement), t.disputeDialog));
    await userEvent.type(get(dialog, t.disputeReason), 'Not ours');
    await userEvent.click(get(dialog, t.disputeSubmit));
    await expect(await dialog.findByText('Reason needs at least 10 characters')).toBeVisible();
    await expect(get(dialog, t.disputeReason)).toHaveValue('Not ours');
    await expect(get(dialog, t.disputeReason)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The bodies the failing server received. */
const REFUSED: unknown[] = [];

export const DisputeFailureKeepsReason: Story = {
  parameters: handlers({ disputeStatus: 409, sent: { operations: [], created: [], disputes: REFUSED } }),
  play: async ({ canvasElement }) => {
    REFUSED.length = 0;
    const panel = await drawer(canvasElement);
    await userEvent.click(await find(panel, t.notMine));
    const dialog = within(await find(body(canvasElement), t.disputeDialog));
    const reason = 'This subdomain belongs to our former booking vendor.';
    await userEvent.type(get(dialog, t.disputeReason), reason);
    await userEvent.click(get(dialog, t.disputeSubmit));
    // The server's reason, and the text kept in the dialog that stays open.
    const alert = await dialog.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('remote.brightsmiledental.com is already disputed.');
    await expect(alert).toBeVisible();
    await expect(get(dialog, t.disputeReason)).toHaveValue(reason);
    await expect(get(dialog, t.disputeSubmit)).toBeEnabled();
    // The dialog is still there to try again with the same text.
    await userEvent.click(get(dialog, t.disputeSubmit));
    await waitFor(() => expect(REFUSED).toHaveLength(2), { timeout: 5000 });
    await expect(REFUSED[1]).toEqual({ reason });
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * A backend without disputes (one release behind) answers the write 404: the dialog closes with a neutral note, no
 * error, and 'Not mine' leaves the row menus, the drawer and the filters for the rest of the page's life.
 */
export const DisputeAbsentOn404: Story = {
  parameters: { path: '/digital-footprint/assets', ...handlers({ disputeStatus: 404 }) },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const canvas = within(canvasElement);
    // Looked up each time: without its actions column the table is a new element.
    const grid = () => within(get(canvas, t.assetsTable));
    await find(canvas, t.assetsTable);
    await userEvent.click(await grid().findByRole('button', { name: 'Actions for remote.brightsmiledental.com' }));
    await userEvent.click(await find(page, t.notMineItem));
    const dialog = within(await find(page, t.disputeDialog));
    await userEvent.type(get(dialog, t.disputeReason), 'A host our former IT vendor still runs.');
    await userEvent.click(get(dialog, t.disputeSubmit));
    await waitFor(() => expect(query(page, t.disputeDialog)).toBeNull(), { timeout: 5000 });
    const note = await page.findByText('Disputing assets is not available.', {}, { timeout: 5000 });
    await expect(note.closest('[data-testid="toast"]')).toHaveAttribute('data-type', 'info');
    await expect(page.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(grid().queryAllByRole('button', { name: /^Actions for /, hidden: true })).toHaveLength(0));
    const row = grid().getByText('remote.brightsmiledental.com').closest('[role="row"]');
    await expect(row).not.toHaveTextContent('Disputed');
    // Its menu button gone, focus goes back to the row.
    await waitFor(() => expect(row).toHaveFocus());
    // The rest of the page works: the filters (without 'Dispute') and the drawer (without 'Not mine').
    await userEvent.click(get(canvas, shared.filtersButton));
    const filters = within(await find(page, shared.filterPopup));
    await expect(await filters.findByText('Domain', { exact: true })).toBeVisible();
    await expect(filters.queryByText('Not disputed', { exact: true })).toBeNull();
    await userEvent.click(get(filters, shared.cancelFilters));
    await waitFor(() => expect(query(page, shared.filterPopup)).toBeNull());
    await userEvent.click(grid().getByText('remote.brightsmiledental.com'));
    const panel = await drawer(canvasElement);
    await expect(await panel.findByRole('list', { name: 'History' }, { timeout: 10_000 })).toBeVisible();
    await expect(query(panel, t.notMine)).toBeNull();
    await expect(query(panel, t.disputeState)).toBeNull();
  },
};

/** The filter popup's 'Dispute' section: 'Disputed' alone lists the disputed assets. */
export const DisputedFilter: Story = {
  parameters: { path: '/digital-footprint/assets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await find(canvas, t.assetsTable));
    await grid.findByText('remote.brightsmiledental.com', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: /Filters/ }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: /Filters/ }));
    await userEvent.click(dialog.getByText('Not disputed', { exact: true }));
    await userEvent.click(get(dialog, shared.applyFilters));
    await waitFor(() => expect(canvas.getByTestId('asset-count')).toHaveTextContent(/^1 of /), { timeout: 5000 });
    await expect(grid.getByText('198.51.100.88')).toBeVisible();
    await expect(grid.getByText('Disputed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Filters, 1 active/ })).toBeVisible();
  },
};

/** The drawer of an asset disputed on the server: who and why, and the withdrawal. */
export const DisputedAsset: Story = {
  parameters: { path: drawerPath('ast-ip-198-51-100-88') },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const state = within(await panel.findByTestId('asset-dispute', {}, { timeout: 10_000 }));
    await expect(state.getByText('Disputed')).toBeVisible();
    await expect(
      state.getByText(/^Disputed by Maya Okafor on Nov 19, 2026: 198\.51\.100\.88 is a shared WP Engine/),
    ).toBeVisible();
    await expect(get(state, t.withdrawDispute)).toBeEnabled();
    const list = await panel.findByRole('list', { name: 'History' }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Marked as not ours by Maya Okafor/);
  },
};

/** Withdrawn after a confirmation: the asset counts again and offers 'Not mine' once more. */
export const WithdrawDispute: Story = {
  parameters: { path: drawerPath('ast-ip-198-51-100-88') },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const state = within(await panel.findByTestId('asset-dispute', {}, { timeout: 10_000 }));
    await userEvent.click(get(state, t.withdrawDispute));
    const confirm = within(await body(canvasElement).findByRole('alertdialog', { name: 'Withdraw dispute' }));
    // The dialog fades in: its text is shown once the fade has begun.
    await waitFor(() => expect(confirm.getByText(/^198\.51\.100\.88 counts as yours again/)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: 'Withdraw dispute' }));
    await waitFor(() => expect(get(state, t.notMine)).toBeVisible(), { timeout: 5000 });
    await expect(state.queryByText('Disputed')).toBeNull();
  },
};
