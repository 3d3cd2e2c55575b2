import { Center, Spinner } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { lazyPart } from '@/shared/overlay/interaction-parts';

/** Only needed once the user opens it: kept out of the assets page's first load. */
const AddFootprintPanel = lazyPart(
  () => import('./AddFootprintPanel').then((m) => m.default),
  <Center py="10">
    <Spinner size="sm" aria-label="Loading…" />
  </Center>,
);

const ADD_DRAWER_TITLE = 'Configure digital footprint';

/**
 * Registers the add drawer (digitalFootprint): add domains, then (with add_technologies_enabled) technologies.
 * `available` is configure_digital_footprint_enabled, the flag of its 'Configure digital footprint' action (#26.1).
 */
export function AddFootprintDrawer({ available }: { available: boolean }) {
  const { close } = useDrawerActions();
  const content = useMemo(
    () => ({
      title: ADD_DRAWER_TITLE,
      width: DRAWER_WIDTH.standard,
      items: [] as string[],
      render: () => <AddFootprintPanel onDone={close} />,
      available,
    }),
    [close, available],
  );
  useDrawerContent('digitalFootprint', content);
  return null;
}
