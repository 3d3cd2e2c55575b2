import { lazy, Suspense } from 'react';
import { useLatched } from '../ui/use-latched';
import { useDrawer } from './use-drawer';

const DrawerFrame = lazy(() => import('./DrawerFrame'));

/**
 * The one right-side drawer of the console; features fill it through useDrawerContent. Its code (Chakra's drawer,
 * Zag's focus trap) loads when a drawer first opens, or earlier with `preloadInteractionUi`, and stays mounted from
 * then on.
 */
export function DrawerHost() {
  const { panel } = useDrawer();
  const used = useLatched(Boolean(panel));
  return used ? (
    <Suspense fallback={null}>
      <DrawerFrame />
    </Suspense>
  ) : null;
}
