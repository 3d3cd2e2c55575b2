import { CloseButton, Portal } from '@chakra-ui/react';
import { Drawer } from '@chakra-ui/react/drawer';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useScrollLock } from '@/shared/overlay/scroll-lock';
import { useOpenAfterMount } from '@/shared/overlay/use-latched';
import { ProductMark } from './SideNav';

/** The side navigation in a drawer below xl (loaded when first opened, AppLayout). */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const shownOpen = useOpenAfterMount(open);
  useScrollLock(shownOpen);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={shownOpen}
      // Our lock (shared/overlay/scroll-lock.ts) leaves out Zag's custom property, which restyled the whole page.
      preventScroll={false}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel" data-testid="mobile-nav">
            <Drawer.Header display="flex" justifyContent="space-between" alignItems="center">
              <Drawer.Title asChild>
                <div>
                  <ProductMark />
                </div>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" colorPalette="gray" aria-label="Close navigation menu" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="3">{children}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
