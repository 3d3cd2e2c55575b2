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
 * `open`, but false on the first render. A menu or popover that loads when first opened mounts open, and Zag moves
 * focus into it only on a change to open: mounting it closed and opening it right after keeps the first opening like
 * every later one.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && open;
}
