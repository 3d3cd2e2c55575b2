import { Button, Stack, Tabs, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawer } from '@/shared/drawer/use-drawer';

const ITEMS = ['iss-001', 'iss-002', 'iss-003'];

function DrawerDemo() {
  const drawer = useDrawer();
  const content = useMemo(
    () => ({
      title: 'Issue',
      width: DRAWER_WIDTH.standard,
      items: ITEMS,
      render: (item: string | undefined) => (
        <Stack gap="3">
          <Text data-testid="drawer-item">Showing {item}</Text>
          <Tabs.Root defaultValue="assets" size="sm">
            <Tabs.List>
              <Tabs.Trigger value="assets">Assets</Tabs.Trigger>
              <Tabs.Trigger value="hosts">Hosts</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="assets">Asset list</Tabs.Content>
            <Tabs.Content value="hosts">Host list</Tabs.Content>
          </Tabs.Root>
        </Stack>
      ),
    }),
    [],
  );
  useDrawerContent('issueDetails', content);
  const related = useMemo(
    () => ({
      title: 'Asset',
      width: DRAWER_WIDTH.standard,
      items: [],
      render: () => (
        <Button variant="outline" onClick={() => drawer.open('issueDetails', 'iss-001')}>
          Learn more
        </Button>
      ),
    }),
    [drawer],
  );
  useDrawerContent('assetDetails', related);
  return (
    <Stack p="8" gap="3" align="flex-start">
      {ITEMS.map((id) => (
        <Button key={id} variant="outline" onClick={() => drawer.open('issueDetails', id)}>
          Open {id}
        </Button>
      ))}
      <DrawerHost />
    </Stack>
  );
}

const meta = {
  title: 'Shared/Drawer frame',
  render: () => <DrawerDemo />,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The one right-side drawer (src/shared/drawer). A feature registers its drawer with `useDrawerContent(type, { title, width, items, render })` and opens it with `useDrawer().open(type, id)`; the URL keeps `?panel=&item=`. ←/→ step through the items (not inside tabs, menus or text fields) and the title reads 'Title N of M'. Focus is trapped and returns to the opener.",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrevNextAndKeys: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Open iss-002' });
    await userEvent.click(opener);
    const drawer = await body.findByTestId('side-drawer');
    await waitFor(() => expect(within(drawer).getByText('Issue 2 of 3')).toBeVisible());
    await expect(within(drawer).getByTestId('drawer-item')).toHaveTextContent('iss-002');
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(drawer).getByText('Issue 3 of 3')).toBeVisible());
    await expect(within(drawer).queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(within(drawer).getByText('Issue 1 of 3')).toBeVisible());
    await expect(within(drawer).queryByRole('button', { name: 'Previous' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByTestId('side-drawer')).toBeNull());
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(opener));
  },
};

/**
 * The page does not scroll behind the open drawer, and scrolls again once it is closed. The lock comes just after the
 * frame that first shows the drawer (src/shared/overlay/scroll-lock.ts): not in the opening click's task, where it
 * forced the page's style and layout ahead of that frame.
 */
export const PageStaysStill: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const locked = () => doc.body.hasAttribute('data-scroll-lock');
    const scroller = () => (/hidden/.test(doc.documentElement.style.overflow) ? doc.documentElement : doc.body);
    // Whether the lock was on in the first frame that had the drawer in it.
    let lockedInFirstFrame: boolean | undefined;
    const observer = new MutationObserver(() => {
      if (lockedInFirstFrame !== undefined || !doc.querySelector('[data-testid="side-drawer"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => (lockedInFirstFrame = locked()));
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open iss-001' }));
    await within(doc.body).findByTestId('side-drawer');
    await waitFor(() => expect(lockedInFirstFrame).toBe(false));
    await waitFor(() => expect(locked()).toBe(true));
    await expect(scroller().style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(doc.body).queryByTestId('side-drawer')).toBeNull());
    await waitFor(() => expect(locked()).toBe(false));
    await expect(doc.documentElement.style.overflow + doc.body.style.overflow).toBe('');
  },
};

/** console-platform.md §2.2 with #17: inside a tab list ←/→ move between tabs; elsewhere they step items. */
export const ArrowKeysInTabs: Story = {
  parameters: { path: '/?panel=issueDetails&item=iss-002' },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByTestId('side-drawer');
    await waitFor(() => expect(within(drawer).getByText('Issue 2 of 3')).toBeVisible());
    const assets = within(drawer).getByRole('tab', { name: 'Assets' });
    assets.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(drawer).getByRole('tab', { name: 'Hosts' })).toHaveFocus());
    await expect(within(drawer).getByText('Issue 2 of 3')).toBeVisible();
    await expect(within(drawer).getByTestId('drawer-item')).toHaveTextContent('iss-002');
    within(drawer).getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(drawer).getByText('Issue 3 of 3')).toBeVisible());
  },
};

/**
 * #18: content that replaces the control the user clicked ('Learn more' in an asset's drawer, 'Next' on the
 * last-but-one item) hands focus to the new content's heading, inside the trap, instead of dropping it on <body>.
 */
export const FocusFollowsSwitchedContent: Story = {
  parameters: { path: '/?panel=assetDetails' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const drawer = await within(doc.body).findByTestId('side-drawer');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Learn more' }));
    await waitFor(() => expect(within(drawer).getByRole('heading', { name: 'Issue 1 of 3' })).toHaveFocus());
    await userEvent.tab();
    await expect(drawer.contains(doc.activeElement)).toBe(true);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(drawer).getByRole('heading', { name: 'Issue 3 of 3' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(drawer.contains(doc.activeElement)).toBe(true);
  },
};
