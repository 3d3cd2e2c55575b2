import { useState } from 'react';

/**
 * True from the first render where `value` is true on. Interaction-only UI (a dialog, a drawer) mounts its lazily
 * loaded code when first opened and stays mounted, so closing animates and focus returns as usual.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
