/** Issue #27: the Security Issues table's 'Columns' menu: 'Type' (which scanner found the issue) is optional and hidden by default. */
import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SummaryPage } from '@/features/summary/SummaryPage';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';
import { summaryTargets } from '../../tests/e2e/pages/summary.targets';
import { find, get } from '../support/targets';
import { columnHeaders as headers } from '../support/table';
import { summaryHandlers } from './summary-fixtures';

const meta = {
  title: 'Summary/Issue columns',
  render: () => (
    <Box p="6">
      <SummaryPage />
      <DrawerHost />
    </Box>
  ),
  parameters: { msw: { handlers: summaryHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const grid = await find(within(canvasElement), summaryTargets.issuesTable);
  await waitFor(() => expect(grid.querySelector('[data-row-index="0"]')).not.toBeNull(), { timeout: 10_000 });
  return grid;
};

/** 'Type' ticked from the menu: the column comes in after 'Issue' with each issue's scanner, and goes again. */
export const ShowType: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await ready(canvasElement);
    await expect(headers(grid)).not.toContain('Type');
    await userEvent.click(get(within(canvasElement), shared.columnsButton));
    const menu = within(await find(body, shared.columnsMenu));
    const type = await menu.findByRole('menuitemcheckbox', { name: 'Type' });
    await expect(type).not.toBeChecked();
    await userEvent.click(type);
    await waitFor(() => expect(headers(grid)).toContain('Type'));
    const shown = headers(grid);
    await expect(shown[shown.indexOf('Issue') + 1]).toBe('Type');
    await waitFor(() => expect(menu.getByRole('menuitemcheckbox', { name: 'Type' })).toBeChecked());
    await userEvent.click(menu.getByRole('menuitemcheckbox', { name: 'Type' }));
    await waitFor(() => expect(headers(grid)).not.toContain('Type'));
  },
};

/** The menu open (its look in both themes). */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvasElement);
    await userEvent.click(get(within(canvasElement), shared.columnsButton));
    const menu = within(await find(body, shared.columnsMenu));
    const items = await menu.findAllByRole('menuitemcheckbox');
    await expect(items.map((item) => item.textContent)).toEqual(['Type']);
    await waitFor(() => expect(menu.getByText('Show columns')).toBeVisible());
  },
};

/** The choice comes from the URL (`cols`): 'Type' shown after 'Issue'. */
export const FromTheUrl: Story = {
  parameters: { path: '/?cols=severity,category,name,type,assets,status' },
  play: async ({ canvasElement }) => {
    const grid = await ready(canvasElement);
    await expect(headers(grid).slice(0, 6)).toEqual(['Severity', 'Category', 'Issue', 'Type', 'Assets', 'Status']);
  },
};
