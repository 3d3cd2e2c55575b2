/** Issue #27: the assets table's 'Columns' menu ('First seen' hidden, 'Last seen' shown by default), kept in the URL. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AssetsPageWithDrawers, footprintHandlers } from './footprint-fixtures';
import { footprintTargets as t } from '../../tests/e2e/pages/digital-footprint.targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';
import { find, get } from '../support/targets';
import { columnHeaders as headers } from '../support/table';
import { PHONE } from '../support/viewport';

const meta = {
  title: 'Digital footprint/Asset columns',
  render: () => <AssetsPageWithDrawers />,
  parameters: { path: '/digital-footprint/assets', msw: { handlers: footprintHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const grid = await find(within(canvasElement), t.assetsTable);
  await waitFor(() => expect(grid.querySelector('[data-row-index="0"]')).not.toBeNull());
  return grid;
};

/** By keyboard: Enter opens the menu on its first item, Space ticks 'First seen' and the menu stays open, Escape closes it. */
export const ShowFirstSeen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const grid = await ready(canvasElement);
    await expect(headers(grid)).toEqual(['Highest-Severity', 'Asset Name', 'Asset Type', 'Last seen', 'Issues', 'Actions']);
    const button = get(canvas, shared.columnsButton);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await find(body, shared.columnsMenu));
    const firstSeen = await menu.findByRole('menuitemcheckbox', { name: 'First seen' });
    await expect(firstSeen).not.toBeChecked();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Last seen' })).toBeChecked();
    await waitFor(() => expect(firstSeen).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(headers(grid)).toContain('First seen'));
    await expect(headers(grid).slice(3, 5)).toEqual(['First seen', 'Last seen']);
    await waitFor(() => expect(menu.getByRole('menuitemcheckbox', { name: 'First seen' })).toBeChecked());
    await expect(grid.querySelector('[data-row-index="0"]')).toHaveTextContent(/Mar \d+, 20\d\d/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu', { name: 'Columns' })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The menu open (its look in both themes): a tick beside each column shown. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvasElement);
    await userEvent.click(get(within(canvasElement), shared.columnsButton));
    const menu = within(await find(body, shared.columnsMenu));
    await expect(await menu.findAllByRole('menuitemcheckbox')).toHaveLength(2);
    await expect(menu.getByText('Show columns')).toBeVisible();
  },
};

/** The choice comes from the URL (`cols`): here 'First seen' shown and 'Last seen' hidden. */
export const FromTheUrl: Story = {
  parameters: { path: '/digital-footprint/assets?cols=severity,name,type,first_seen,issues' },
  play: async ({ canvasElement }) => {
    const grid = await ready(canvasElement);
    await expect(headers(grid)).toEqual(['Highest-Severity', 'Asset Name', 'Asset Type', 'First seen', 'Issues', 'Actions']);
  },
};

/** 390 px: the cards show the visible columns only; a hidden column stays out of the card. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const grid = await ready(canvasElement);
    const card = grid.querySelector<HTMLElement>('[data-row-index="0"]')!;
    await expect(card.querySelector('[data-label="Last seen"]')).not.toBeNull();
    await expect(card.querySelector('[data-label="First seen"]')).toBeNull();
    await expect(get(within(canvasElement), shared.columnsButton)).toBeVisible();
  },
};
