import { useEffect, useState } from 'react';

/**
 * True from the first render where `value` is true on. Interaction-only UI (a dialog, a drawer) mounts its lazily
 * loaded code when first opened and stays mounted, so closing animates and focus returns as usual.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

/**
 * `open`, but false on the first render. An overlay that loads when first opened would mount open, while Zag moves
 * focus in (menus, popovers) and defers its outside-interaction watch (dialogs, drawers: a menu item that opens a
 * dialog gives focus back to the menu's button just after) only on a change to open: mounting closed and opening
 * right after keeps the first opening like every later one.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && open;
}
