import type { ReactNode } from 'react';
import { lazyPart } from './interaction-parts';
import { useLatched } from './use-latched';
import { useOverlayTrigger, type OverlayTrigger } from './use-overlay-trigger';

export interface AppMenuItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Shown at the end of the item (a count). */
  command?: ReactNode;
  /** Shown in the error colour (a destructive action). */
  danger?: boolean;
  disabled?: boolean;
  /** A checkbox item (menuitemcheckbox, a tick when checked): selecting it keeps the menu open. */
  checked?: boolean;
}

export interface AppMenuProps {
  menu: OverlayTrigger;
  items: readonly AppMenuItem[];
  /** A quiet label above the items (the signed-in e-mail). */
  label?: ReactNode;
  /** A note below the items (why an item is disabled). */
  note?: ReactNode;
  /** `triggerValue`: which of several triggers opened the menu (a table row), null for a single trigger. */
  onSelect: (value: string, triggerValue: string | null) => void;
  placement?: 'bottom-end' | 'bottom-start';
  minW?: string;
}

const MenuFrame = lazyPart(() => import('./MenuFrame').then((m) => m.default));

/** The trigger state of an `AppMenu`: spread `menu.triggerProps()` (or `(value)` per trigger) on the button(s). */
export const useAppMenu = (): OverlayTrigger => useOverlayTrigger('menu', MenuFrame.preload);

/**
 * The one menu of the console (Chakra's menu: roving focus, typeahead, Escape, outside click, focus back to the
 * trigger). The trigger is the caller's own button; the menu's code loads on first use (overlay/interaction-parts.ts).
 */
export function AppMenu(props: AppMenuProps) {
  const used = useLatched(props.menu.open);
  return used ? <MenuFrame {...props} /> : null;
}
