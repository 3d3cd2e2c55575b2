import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EllipsisVertical, Info } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppMenu, useAppMenu, type AppMenuItem } from '@/shared/overlay/AppMenu';
import { Tip } from '@/shared/overlay/Tip';

/**
 * `AppMenu` + `useAppMenu` (the one menu) and `Tip` (the one tooltip), src/shared/overlay. The trigger is the caller's
 * own Chakra button, spread with `menu.triggerProps()` or the tip's props; the menu's and tooltip's code loads on
 * first use (stories preload it).
 */
const ITEMS: readonly AppMenuItem[] = [
  { value: 'rename', label: 'Rename domain', disabled: true },
  { value: 'export', label: 'Export assets' },
  { value: 'rescan', label: 'Rescan now' },
  { value: 'delete', label: 'Delete domain', danger: true },
];

interface DemoProps {
  onSelect: (value: string, triggerValue: string | null) => void;
}

function MenuDemo({ onSelect }: DemoProps) {
  const menu = useAppMenu();
  return (
    <Stack p="8" pb="64" align="flex-start">
      <Button variant="outline" {...menu.triggerProps()}>
        Domain actions
      </Button>
      <AppMenu
        menu={menu}
        placement="bottom-start"
        label="brightsmiledental.com"
        note="Renaming is not available while a scan runs."
        items={ITEMS}
        onSelect={onSelect}
      />
    </Stack>
  );
}

const ROWS = [
  { value: 'a', name: 'brightsmiledental.com' },
  { value: 'b', name: 'smilecare-portal.net' },
];

/** Several triggers share one menu, as a table's row buttons do (src/shared/data-table/RowActions.tsx). */
function RowsDemo({ onSelect }: DemoProps) {
  const menu = useAppMenu();
  return (
    <Stack p="8" pb="64" gap="2" maxW="md">
      {ROWS.map((row) => (
        <HStack key={row.value} justify="space-between" borderBottomWidth="1px" py="1">
          <Text textStyle="sm">{row.name}</Text>
          <IconButton aria-label={`Actions for ${row.name}`} variant="ghost" size="xs" {...menu.triggerProps(row.value)}>
            <EllipsisVertical />
          </IconButton>
        </HStack>
      ))}
      <AppMenu menu={menu} minW="44" items={ITEMS.slice(1)} onSelect={onSelect} />
    </Stack>
  );
}

function TipDemo() {
  return (
    <HStack p="8" pt="20" gap="2">
      <Text textStyle="sm">Security score</Text>
      <Tip content="Weighs open issues by severity across every monitored domain.">
        {(tip) => (
          <IconButton aria-label="About the security score" variant="ghost" size="2xs" rounded="full" {...tip}>
            <Info />
          </IconButton>
        )}
      </Tip>
    </HStack>
  );
}

function StatusTipDemo() {
  return (
    <HStack p="8" pt="20">
      <Tip open role="status" content="Copied!">
        {(tip) => (
          <Button variant="outline" size="sm" {...tip}>
            Copy invite link
          </Button>
        )}
      </Tip>
    </HStack>
  );
}

const meta = {
  title: 'Shared/Overlays',
  component: MenuDemo,
  tags: ['autodocs'],
  args: { onSelect: fn() },
} satisfies Meta<typeof MenuDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Domain actions' });
const item = (name: string) => page().getByRole('menuitem', { name });

/**
 * The open menu once its items show (it animates in) and it has taken focus: a click on an item before that would
 * close the menu and give focus back to the trigger, and then Zag's late focus would move it into the closed menu.
 */
async function openedMenu(): Promise<HTMLElement> {
  const menu = await page().findByRole('menu');
  await waitFor(() => expect(item('Export assets')).toBeVisible());
  await waitFor(() => expect(menu).toHaveFocus());
  return menu;
}

/**
 * Clicks a menu item as a person does: the pointer rests on it (Zag highlights it) before the click. A move and a
 * click in one frame race Zag's focus for the highlight against the focus hand-back on close. The move carries
 * coordinates: Zag ignores a move that does not change the pointer's position, as user-event's default ones don't.
 */
async function clickItem(name: string) {
  const target = item(name);
  const box = target.getBoundingClientRect();
  await userEvent.pointer({ target, coords: { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 } });
  await waitFor(() => expect(target).toHaveAttribute('data-highlighted'));
  await userEvent.click(target);
}

/** The keyboard opens the menu on its first enabled item (WAI-ARIA menu button); the disabled first one is skipped. */
export const KeyboardMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await openedMenu();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', item('Export assets').id));
    await expect(item('Export assets')).toHaveAttribute('data-highlighted');
    await expect(item('Rename domain')).not.toHaveAttribute('data-highlighted');
    // Keys go where focus is: the menu takes it a frame after opening.
    await waitFor(() => expect(menu).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Rescan now')).toHaveAttribute('data-highlighted'));
    await expect(menu).toHaveAttribute('aria-activedescendant', item('Rescan now').id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('rescan', null);
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** ArrowUp opens the menu on its last item, ArrowDown on its first; Escape closes it and gives focus back. */
export const KeyboardMenuFromTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await openedMenu();
    await waitFor(() => expect(item('Delete domain')).toHaveAttribute('data-highlighted'));
    await expect(menu).toHaveAttribute('aria-activedescendant', item('Delete domain').id);
    await expect(item('Export assets')).not.toHaveAttribute('data-highlighted');
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown on the button opens it on the first enabled item.
    await userEvent.keyboard('{ArrowDown}');
    await openedMenu();
    await waitFor(() => expect(item('Export assets')).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A pointer opens the menu with nothing highlighted; a disabled item ignores clicks; a danger item is red. */
export const PointerMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    const menu = await openedMenu();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.querySelector('[data-highlighted]')).toBeNull();
    await expect(menu).not.toHaveAttribute('aria-activedescendant');

    const normal = getComputedStyle(item('Export assets')).color;
    await expect(getComputedStyle(item('Delete domain')).color).not.toBe(normal);
    await expect(getComputedStyle(item('Rescan now')).color).toBe(normal);

    const disabled = item('Rename domain');
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(page().getByRole('menu')).toBeVisible();

    await clickItem('Rescan now');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('rescan', null);
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The open menu as a pointer leaves it: group label, disabled item, danger item and note (the visual baseline). */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await openedMenu();
    await expect(within(menu).getByText('brightsmiledental.com')).toBeVisible();
    await expect(within(menu).getByText('Renaming is not available while a scan runs.')).toBeVisible();
  },
};

/** Two row buttons share one menu: the one that opened it is the expanded one and comes back in `onSelect`. */
export const SeveralTriggers: Story = {
  render: (args) => <RowsDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByRole('button', { name: 'Actions for brightsmiledental.com' });
    const b = canvas.getByRole('button', { name: 'Actions for smilecare-portal.net' });
    await expect(a.id).not.toBe(b.id);

    await userEvent.click(b);
    const menu = await openedMenu();
    await expect(b).toHaveAttribute('aria-expanded', 'true');
    await expect(b).toHaveAttribute('aria-controls', menu.id);
    await expect(a).toHaveAttribute('aria-expanded', 'false');
    await expect(a).not.toHaveAttribute('aria-controls');

    await clickItem('Export assets');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('export', 'b');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(b).toHaveFocus());
    await expect(b).toHaveAttribute('aria-expanded', 'false');

    // The same menu from the other row, by keyboard: now `a` is the one.
    a.focus();
    await userEvent.keyboard('{Enter}');
    await openedMenu();
    await expect(a).toHaveAttribute('aria-expanded', 'true');
    await expect(b).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(item('Export assets')).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('export', 'a');
    await waitFor(() => expect(a).toHaveFocus());
  },
};

/**
 * What the trigger wiring relies on in Chakra's (Zag's) menu, src/shared/overlay/README.md: the menu finds the button
 * that opened it by the ids we give (`ids.trigger`), to sit beside it and give focus back to it, and a press on one of
 * the triggers is not a press outside (`onInteractOutside`). A Chakra or Zag upgrade that changes either fails here.
 */
export const TriggerWiring: Story = {
  render: (args) => <RowsDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByRole('button', { name: 'Actions for brightsmiledental.com' });
    const b = canvas.getByRole('button', { name: 'Actions for smilecare-portal.net' });
    /** The menu sits right under the button that opened it (placement bottom-end), not under the other one. */
    const placedAt = async (button: HTMLElement) => {
      const menu = await page().findByRole('menu');
      await waitFor(() => {
        const at = button.getBoundingClientRect();
        const box = menu.getBoundingClientRect();
        const where = `menu ${JSON.stringify(box)} button ${JSON.stringify(at)}`;
        expect(Math.abs(box.top - at.bottom), where).toBeLessThan(16);
        expect(Math.abs(box.right - at.right), where).toBeLessThan(16);
      });
      return menu;
    };

    await userEvent.click(b);
    await openedMenu();
    await placedAt(b);

    // Another row's button moves the open menu there in one click, without closing it in between (no flash).
    const closings: string[] = [];
    const watch = new MutationObserver(() => {
      if (page().queryByRole('menu')?.getAttribute('data-state') === 'closed' || !page().queryByRole('menu'))
        closings.push('closed');
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    await userEvent.click(a);
    await waitFor(() => expect(a).toHaveAttribute('aria-expanded', 'true'));
    await placedAt(a);
    watch.disconnect();
    await expect(closings).toEqual([]);
    await expect(b).toHaveAttribute('aria-expanded', 'false');

    // Its own button closes it, and it stays closed: the press on the button is not a press outside that closes
    // the menu for the click to open it again.
    await userEvent.click(a);
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(page().queryByRole('menu')).toBeNull();
    await expect(a).toHaveAttribute('aria-expanded', 'false');

    // Escape gives focus back to the button that opened the menu.
    b.focus();
    await userEvent.keyboard('{Enter}');
    await openedMenu();
    await placedAt(b);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(b).toHaveFocus());
  },
};

const TIP_TEXT = 'Weighs open issues by severity across every monitored domain.';

/** Hover shows the tip after 150 ms, keyboard focus at once; Escape hides it and leaves focus where it is. */
export const Tooltip: Story = {
  render: () => <TipDemo />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'About the security score' });
    await expect(button).not.toHaveAttribute('aria-describedby');

    const hovered = performance.now();
    await userEvent.hover(button);
    const tip = await page().findByRole('tooltip');
    await waitFor(() => expect(tip).toHaveTextContent(TIP_TEXT));
    await waitFor(() => expect(tip).toBeVisible());
    // Not before its delay: a pointer passing over the button shows nothing.
    await expect(performance.now() - hovered).toBeGreaterThanOrEqual(150);
    await expect(button).toHaveAttribute('aria-describedby', tip.id);
    await expect(button).toHaveAccessibleDescription(TIP_TEXT);

    await userEvent.unhover(button);
    await waitFor(() => expect(page().queryByRole('tooltip')).toBeNull());
    await expect(button).not.toHaveAttribute('aria-describedby');

    await userEvent.tab();
    await expect(button).toHaveFocus();
    // At once: described as soon as it has focus, no delay to wait out.
    await expect(button).toHaveAccessibleDescription(TIP_TEXT);
    await waitFor(() => expect(page().getByRole('tooltip')).toBeVisible());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('tooltip')).toBeNull());
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(button).toHaveFocus();
  },
};

/** `open` forces the tip, announced as a status ('Copied!' after a copy), whatever the pointer does. */
export const TooltipForcedOpen: Story = {
  render: () => <StatusTipDemo />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy invite link' });
    const status = await page().findByRole('status');
    await waitFor(() => expect(status).toBeVisible());
    await expect(status).toHaveTextContent('Copied!');
    await expect(button).toHaveAttribute('aria-describedby', status.id);
    await expect(page().queryByRole('tooltip')).toBeNull();
  },
};
