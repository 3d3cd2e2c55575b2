import { useEffect, useState } from 'react';
import { interactionPart, lazyPart } from '../overlay/interaction-parts';
import { useLatched } from '../overlay/use-latched';

const actions = interactionPart(() => import('./shortcut-actions'));
// The dialog's code loads when `?` is first pressed (or with the interaction parts after the first input).
const ShortcutsDialog = lazyPart(() => import('./ShortcutsDialog').then((m) => m.default));

/**
 * Escape in an empty search box leaves it for the current row of its list. The actions have loaded by then (the
 * user typed in the box): the part's load is immediate.
 */
export function leaveSearch(input: HTMLElement) {
  void actions().then((loaded) => loaded.leaveSearch(input));
}

/** The lists' shortcuts (list-shortcuts.ts), on every page of the layout, and the 'Keyboard shortcuts' dialog of `?`. */
export function ListShortcuts() {
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const openHelp = () => setHelpOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      const loaded = actions.current();
      // Once loaded (after the first input), at once: a handled key's default is prevented.
      if (loaded) loaded.runListShortcut(event, openHelp);
      else void actions().then((late) => late.runListShortcut(event, openHelp));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const helpUsed = useLatched(helpOpen);
  return helpUsed ? <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} /> : null;
}
