/** Issue #27: a list's 'Views' menu (saved views), its 'Save view' dialog, and the notice when views stay in this browser. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import savedViews from '../../openapi/examples/saved-views.json';
import { AssetsPageWithDrawers, footprintHandlers } from '../digital-footprint/footprint-fixtures';
import { savedViewsTargets as t } from '../../tests/e2e/pages/saved-views.targets';
import { find, get, query } from '../support/targets';
import { PHONE } from '../support/viewport';

const VIEWS = savedViews.default.value;
const PATH = '*/api/users/:userId/saved-views';

/** The bodies the story's server received. */
const SENT: unknown[] = [];

const viewsHandlers = (answer: 'views' | 'empty' | 404) => [
  http.get(PATH, () =>
    answer === 404
      ? HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 })
      : HttpResponse.json(answer === 'views' ? VIEWS : savedViews.newCustomer.value),
  ),
  http.put(PATH, async ({ request }) => {
    SENT.push(await request.json());
    await delay(300);
    return HttpResponse.json({ revision: 8 });
  }),
  ...footprintHandlers(),
];

const meta = {
  title: 'Shared/Saved views',
  render: () => <AssetsPageWithDrawers />,
  // The URL shows the contract's 'Disputed' view of the assets.
  parameters: { path: '/digital-footprint/assets?dispute=disputed', msw: { handlers: viewsHandlers('views') } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement) {
  const button = await find(within(canvasElement), t.button);
  await userEvent.click(button);
  return within(await find(body(canvasElement), t.menu));
}

const itemTexts = (menu: ReturnType<typeof within>) =>
  menu.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent?.replace(/\s+/g, ' ').trim());

/** The list's views (the current one ticked, the default marked), 'Save view…' and the current view's actions. */
export const WithViews: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() =>
      expect(itemTexts(menu)).toEqual([
        'Hosts and subdomains with issues',
        'Disputed',
        'Save view…',
        'Rename view…',
        'Set as default',
        'Copy link',
        'Delete view…',
      ]),
    );
    // The URL shows 'Disputed': it is the ticked one.
    await expect(menu.getByRole('menuitem', { name: 'Current view Disputed' })).toBeVisible();
    await expect(query(menu, t.browserOnly)).toBeNull();
  },
};

/** Picking a view puts its state in the URL; the menu closes and focus returns to 'Views'. */
export const PickAView: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Hosts and subdomains with issues' }));
    const button = get(within(canvasElement), t.button);
    await waitFor(() => expect(button).toHaveFocus());
    await waitFor(() => expect(within(canvasElement).getByTestId('asset-count')).toHaveTextContent(/ of /));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: viewsHandlers('empty') } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(itemTexts(menu)).toEqual(['No saved views yet', 'Save view…']));
    await expect(menu.getByRole('menuitem', { name: 'No saved views yet' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The endpoint answers 404 (a backend without saved views): the views are kept in this browser, and the menu says so. */
export const BrowserOnlyNotice: Story = {
  parameters: { msw: { handlers: viewsHandlers(404) } },
  play: async ({ canvasElement }) => {
    window.localStorage.removeItem('stance.savedViews.usr-maya');
    const menu = await openMenu(canvasElement);
    await expect(await find(menu, t.browserOnly)).toBeVisible();
    await expect(itemTexts(menu)).toEqual(['No saved views yet', 'Save view…']);
  },
};

/** The name is checked with the contract's rule (1-60 characters) and must be new in the list; nothing typed is lost. */
export const SaveDialogValidation: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(await find(menu, t.save));
    const dialog = within(await find(body(canvasElement), t.saveDialog));
    const name = get(dialog, t.name);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.click(get(dialog, t.submitSave));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await userEvent.type(name, 'disputed');
    await expect(await dialog.findByText('A view of this list already has this name')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(61));
    await expect(await dialog.findByText('Name is limited to 60 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('x'.repeat(61));
  },
};

/** 'Save view' with 'Open by default': a double click sends one request, with the revision read. */
export const SaveOnce: Story = {
  play: async ({ canvasElement }) => {
    SENT.length = 0;
    const menu = await openMenu(canvasElement);
    await userEvent.click(await find(menu, t.save));
    const dialog = within(await find(body(canvasElement), t.saveDialog));
    await userEvent.type(get(dialog, t.name), 'Disputed hosts');
    await userEvent.click(get(dialog, t.openByDefault));
    await userEvent.dblClick(get(dialog, t.submitSave));
    await waitFor(() => expect(query(body(canvasElement), t.saveDialog)).toBeNull(), { timeout: 5000 });
    await expect(SENT).toHaveLength(1);
    const sent = SENT[0] as { revision: number; views: { name: string; list: string; filters: unknown; is_default: boolean }[] };
    await expect(sent.revision).toBe(7);
    await expect(sent.views.at(-1)).toMatchObject({
      name: 'Disputed hosts',
      list: 'assets',
      filters: { dispute: ['disputed'] },
      is_default: true,
    });
    await waitFor(() => expect(body(canvasElement).getByText("View 'Disputed hosts' saved")).toBeVisible());
  },
};

type SentViews = { revision: number; views: { id: string; name: string; list: string }[] };

/** 'Rename view…' on the current view ('Disputed'): its name, checked as when saving; its own name in other case is no clash. */
export const RenameValidation: Story = {
  play: async ({ canvasElement }) => {
    SENT.length = 0;
    const menu = await openMenu(canvasElement);
    await userEvent.click(await find(menu, t.rename));
    const dialog = within(await find(body(canvasElement), t.renameDialog));
    const name = get(dialog, t.name);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Disputed');
    await userEvent.clear(name);
    await userEvent.click(get(dialog, t.submitRename));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await userEvent.type(name, 'hosts and subdomains with issues');
    await expect(await dialog.findByText('A view of this list already has this name')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'DISPUTED');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await userEvent.type(name, 'x'.repeat(53));
    await expect(await dialog.findByText('Name is limited to 60 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(get(dialog, t.submitRename));
    await expect(name).toHaveValue(`DISPUTED${'x'.repeat(53)}`);
    await expect(SENT).toEqual([]);
  },
};

/** Rename: a double click sends one request, the whole set with the view renamed and the revision read. */
export const RenameOnce: Story = {
  play: async ({ canvasElement }) => {
    SENT.length = 0;
    const menu = await openMenu(canvasElement);
    await userEvent.click(await find(menu, t.rename));
    const dialog = within(await find(body(canvasElement), t.renameDialog));
    const name = get(dialog, t.name);
    await userEvent.clear(name);
    await userEvent.type(name, '  Not ours  ');
    await userEvent.dblClick(get(dialog, t.submitRename));
    await waitFor(() => expect(query(body(canvasElement), t.renameDialog)).toBeNull(), { timeout: 5000 });
    await expect(SENT).toHaveLength(1);
    const sent = SENT[0] as SentViews;
    await expect(sent.revision).toBe(7);
    await expect(sent.views.map((view) => view.name)).toEqual(
      VIEWS.views.map((view) => (view.id === 'sv-assets-disputed' ? 'Not ours' : view.name)),
    );
    await waitFor(() => expect(body(canvasElement).getByText("View renamed to 'Not ours'")).toBeVisible());
    await waitFor(() => expect(get(within(canvasElement), t.button)).toHaveFocus());
    const again = await openMenu(canvasElement);
    await expect(await again.findByRole('menuitem', { name: 'Current view Not ours' })).toBeVisible();
  },
};

/** 'Delete view…': a confirmation naming the view; confirmed, one request without it, and the menu no longer lists it. */
export const DeleteView: Story = {
  play: async ({ canvasElement }) => {
    SENT.length = 0;
    const menu = await openMenu(canvasElement);
    await userEvent.click(await find(menu, t.remove));
    const dialog = within(await find(body(canvasElement), t.deleteDialog));
    await expect(dialog.getByText("'Disputed' will be deleted. The list itself does not change.")).toBeVisible();
    await expect(SENT).toEqual([]);
    await userEvent.dblClick(get(dialog, t.confirmDelete));
    await waitFor(() => expect(query(body(canvasElement), t.deleteDialog)).toBeNull(), { timeout: 5000 });
    await expect(SENT).toHaveLength(1);
    const sent = SENT[0] as SentViews;
    await expect(sent.revision).toBe(7);
    await expect(sent.views.map((view) => view.id)).toEqual(
      VIEWS.views.filter((view) => view.id !== 'sv-assets-disputed').map((view) => view.id),
    );
    await waitFor(() => expect(body(canvasElement).getByText("View 'Disputed' deleted")).toBeVisible());
    await waitFor(() => expect(get(within(canvasElement), t.button)).toHaveFocus());
    const again = await openMenu(canvasElement);
    await waitFor(() => expect(itemTexts(again)).toEqual(['Hosts and subdomains with issues', 'Save view…']));
  },
};

/** 390 px: the menu fits the screen. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const save = await menu.findByRole('menuitem', { name: 'Save view…' });
    // The menu opens with a fade: wait for it to be shown, then for its box to lie within the 390 px screen.
    await waitFor(() => expect(save).toBeVisible());
    const box = save.closest('[role="menu"]')!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
