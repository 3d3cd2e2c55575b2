import { Portal, Text } from '@chakra-ui/react';
import { Menu, useMenuContext } from '@chakra-ui/react/menu';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef } from 'react';
import type { AppMenuItem, AppMenuProps } from './AppMenu';
import { useOpenAfterMount } from './use-latched';

function highlightOnOpen(items: readonly AppMenuItem[], highlight: 'first' | 'last' | null): string | null {
  const enabled = items.filter((item) => !item.disabled);
  if (highlight === 'first') return enabled[0]?.value ?? null;
  if (highlight === 'last') return enabled.at(-1)?.value ?? null;
  return null;
}

/** Chakra's menu behind AppMenu, tied to the caller's trigger by ids (overlay/use-overlay-trigger.ts). */
export default function MenuFrame({ menu, items, label, note, onSelect, placement = 'bottom-end', minW = '56' }: AppMenuProps) {
  const open = useOpenAfterMount(menu.open);

  const entries = items.map((item) => {
    // The item's own click (Enter and Space click the highlighted item): Zag's onSelect needs a highlighted item,
    // which a quick pointer click after keyboard use may not have. A disabled item still receives clicks.
    const select = () => !item.disabled && onSelect(item.value, menu.triggerValue);
    if (item.checked !== undefined)
      return (
        <Menu.CheckboxItem
          key={item.value}
          value={item.value}
          checked={item.checked}
          disabled={item.disabled}
          closeOnSelect={false}
          onClick={select}
        >
          {item.icon}
          <Menu.ItemText>{item.label}</Menu.ItemText>
          <Menu.ItemIndicator />
        </Menu.CheckboxItem>
      );
    return (
      <Menu.Item
        key={item.value}
        value={item.value}
        disabled={item.disabled}
        color={item.danger && !item.disabled ? 'fg.error' : undefined}
        _highlighted={item.danger && !item.disabled ? { bg: 'bg.error', color: 'fg.error' } : undefined}
        onClick={select}
      >
        {item.icon}
        {item.label}
        {item.command !== undefined ? <Menu.ItemCommand className="tabular-nums">{item.command}</Menu.ItemCommand> : null}
      </Menu.Item>
    );
  });

  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      id={menu.id}
      ids={{ trigger: menu.triggerId, content: menu.contentId }}
      open={open}
      onOpenChange={(details) => menu.setOpen(details.open)}
      onInteractOutside={menu.onInteractOutside}
      triggerValue={menu.triggerValue}
      positioning={{ placement }}
    >
      <FollowTrigger value={menu.triggerValue} open={open} />
      <HighlightOnOpen value={highlightOnOpen(items, menu.highlight)} openings={menu.openings} open={open} />
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW} bg="bg.panel">
            {label ? (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel color="fg.muted" fontWeight="normal" truncate>
                  {label}
                </Menu.ItemGroupLabel>
                {entries}
              </Menu.ItemGroup>
            ) : (
              entries
            )}
            {note ? (
              <Text px="2" py="1.5" textStyle="xs" color="fg.muted" maxW={minW}>
                {note}
              </Text>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * Each opening starts on the first or last item when the keyboard opened it, on none for a pointer. Zag keeps the
 * highlight (it moves with the pointer too); this only sets it as the menu opens.
 */
function HighlightOnOpen({ value, openings, open }: { value: string | null; openings: number; open: boolean }) {
  const { setHighlightedValue } = useMenuContext();
  useEffect(() => {
    if (open && value !== null) setHighlightedValue(value);
  }, [openings, open]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/**
 * Another trigger of the open menu (a table's next row button) moves it there. Zag places the menu and focuses it on
 * its own triggers' switch (`setTriggerValue`), not when the `triggerValue` prop changes: without this the menu stayed
 * under the first row while the second one was the expanded one.
 */
function FollowTrigger({ value, open }: { value: string | null; open: boolean }) {
  const { setTriggerValue } = useMenuContext();
  const shown = useRef({ value, open });
  useEffect(() => {
    if (open && shown.current.open && shown.current.value !== value) setTriggerValue(value);
    shown.current = { value, open };
  }, [open, setTriggerValue, value]);
  return null;
}
