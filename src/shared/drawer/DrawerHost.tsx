import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { lazyPart } from '../overlay/interaction-parts';
import { useLatched } from '../overlay/use-latched';
import { getDrawerContent, isDrawerAvailable, useDrawerRegistryVersion } from './drawer-registry';
import { useDrawerParams } from './use-drawer';

const DrawerFrame = lazyPart(() => import('./DrawerFrame').then((m) => m.default));

/**
 * The one right-side drawer of the console; features fill it through useDrawerContent. Its code (Chakra's drawer,
 * Zag's focus trap) loads when a drawer first opens (or after the first input, overlay/interaction-parts.ts)
 * and stays mounted from then on. A drawer the URL names but the user may not open (its registration says it is not
 * available: the flag that hides its control is off) never opens: its URL state is dropped, replacing the entry.
 */
export function DrawerHost() {
  const navigate = useNavigate();
  useDrawerRegistryVersion();
  // A string, so the host re-renders only when it changes (not as a drawer steps between items).
  const state = useDrawerParams(({ panel, item }) => {
    if (!panel) return 'closed';
    const content = getDrawerContent(panel);
    return content !== undefined && !isDrawerAvailable(content, item) ? 'denied' : 'open';
  });
  const denied = state === 'denied';
  useEffect(() => {
    if (!denied) return;
    void navigate({
      to: '.',
      replace: true,
      ignoreBlocker: true,
      search: (prev) => ({ ...prev, panel: undefined, item: undefined, list: undefined }),
    });
  }, [denied, navigate]);
  const used = useLatched(state === 'open');
  return used ? <DrawerFrame /> : null;
}
