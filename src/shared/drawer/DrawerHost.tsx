import { lazyPart } from '../overlay/interaction-parts';
import { useLatched } from '../overlay/use-latched';
import { useDrawerParams } from './use-drawer';

const DrawerFrame = lazyPart(() => import('./DrawerFrame').then((m) => m.default));

/**
 * The one right-side drawer of the console; features fill it through useDrawerContent. Its code (Chakra's drawer,
 * Zag's focus trap) loads when a drawer first opens (or after the first input, overlay/interaction-parts.ts)
 * and stays mounted from then on.
 */
export function DrawerHost() {
  const used = useLatched(useDrawerParams(({ panel }) => panel !== undefined));
  return used ? <DrawerFrame /> : null;
}
