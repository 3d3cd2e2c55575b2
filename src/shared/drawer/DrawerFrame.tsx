import { CloseButton, Flex, HStack, IconButton, Portal } from '@chakra-ui/react';
import { Drawer } from '@chakra-ui/react/drawer';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DiscardScopeProvider, useDiscardScope } from '../dialogs/discard-guard';
import { getDrawerContent, isDrawerAvailable, useDrawerRegistryVersion, type DrawerContent } from './drawer-registry';
import { arrowKeysStepItems, keyPath } from './drawer-keys';
import { DRAWER_CLEAR_DELAY_MS, DRAWER_TRANSITION_MS, drawerPosition, drawerTitle, type DrawerType } from './drawer-model';
import { useScrollLock } from '../overlay/scroll-lock';
import { SkeletonLines } from '../ui/SkeletonLines';
import { useOpenAfterMount } from '../overlay/use-latched';
import { useDrawer } from './use-drawer';

interface Shown {
  type: DrawerType;
  item: string | undefined;
  content: DrawerContent;
}

/** The content's stand-in for the frame or two before it renders: the same every time. */
const CONTENT_SKELETON = ['60%', '90%', '80%', '40%'];

/**
 * Chakra's drawer behind DrawerHost: the frame, 'Title N of M', ←/→ between items, focus hand-over, and the scope
 * of the form inside ('Discard changes?': closing and stepping are navigations, which the form's guard asks about).
 */
export default function DrawerFrame() {
  const { panel, item, close, show } = useDrawer();
  useDrawerRegistryVersion();
  const registered = panel ? getDrawerContent(panel) : undefined;
  const content = registered && isDrawerAvailable(registered, item) ? registered : undefined;
  const open = Boolean(panel && content);
  const discard = useDiscardScope(close, false);
  const shownOpen = useOpenAfterMount(open);
  useScrollLock(shownOpen);
  // What the drawer shows: the open item, and the last one while the drawer slides out. Kept during render (not in
  // an effect), so the frame and its title come in the first commit after the click.
  const [last, setLast] = useState<Shown | null>(null);
  if (panel && content && (last?.type !== panel || last.item !== item || last.content !== content))
    setLast({ type: panel, item, content });
  const shown = panel && content ? { type: panel, item, content } : last;
  useEffect(() => {
    if (open) return undefined;
    const timer = setTimeout(() => setLast(null), DRAWER_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // Content that replaces the control the user worked ('Learn more', 'Next' on the last-but-one item) takes focus
  // with it to <body>, outside the trap; hand it to the new content's heading, which screen readers then announce.
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownKey = shown ? `${shown.type}\u0000${shown.item ?? ''}` : null;
  // The frame, its title and a skeleton paint first; the content renders next, in a transition of its own, so the
  // click (or ←/→) is answered in the frame after it and a long content never holds that frame back.
  const renderedKey = useDeferredValue(shownKey);
  const contentReady = renderedKey === shownKey;
  const previousKey = useRef<string | null>(null);
  // A layout effect: it runs before the focus trap notices the loss, or the two race to place focus.
  useLayoutEffect(() => {
    const switched = previousKey.current !== null && shownKey !== null && previousKey.current !== shownKey;
    previousKey.current = shownKey;
    if (!switched || !open) return;
    const focused = contentRef.current?.ownerDocument.activeElement;
    if (!contentRef.current?.contains(focused ?? null)) titleRef.current?.focus();
  }, [shownKey, open]);

  const position = shown ? drawerPosition(shown.content.items, shown.item) : null;
  const title = shown ? drawerTitle(shown.content.title, shown.item, position) : '';

  const onKeyDown = (event: KeyboardEvent) => {
    if (!position || !arrowKeysStepItems(keyPath(event.target, event.currentTarget))) return;
    // A form with changes keeps its item: ←/→ would leave it without asking (#26.13); Prev/Next ask.
    if (discard.scope.hasChanges()) return;
    if (event.key === 'ArrowLeft' && position.previous) {
      event.preventDefault();
      show(position.previous);
    } else if (event.key === 'ArrowRight' && position.next) {
      event.preventDefault();
      show(position.next);
    }
  };

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={shownOpen}
      onOpenChange={(e) => !e.open && close()}
      placement="end"
      size="md"
      // Our lock (overlay/scroll-lock.ts) leaves out Zag's custom property, which restyled the whole page.
      preventScroll={false}
      // A form's first field (data-autofocus) when it is there; else the title, as when the content switches: the first
      // button would be 'Next' or 'Close' depending on whether the list had loaded, and screen readers announce the
      // heading. A form that renders after this takes focus from the title itself (FormField).
      initialFocusEl={() => contentRef.current?.querySelector<HTMLElement>('[data-autofocus]') ?? titleRef.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            ref={contentRef}
            data-testid="side-drawer"
            data-drawer-type={shown?.type}
            width={shown?.content.width}
            maxW="100vw"
            bg="bg.panel"
            onKeyDown={onKeyDown}
            css={{ animationDuration: `${DRAWER_TRANSITION_MS}ms` }}
          >
            <Drawer.Header borderBottomWidth="1px" borderColor="border.subtle" py="3" px="5">
              <Flex align="center" justify="space-between" gap="3" w="full">
                <Drawer.Title ref={titleRef} tabIndex={-1} textStyle="md" fontWeight="semibold" outline="none">
                  {title}
                </Drawer.Title>
                <HStack gap="1">
                  {position?.previous ? (
                    <IconButton
                      aria-label="Previous"
                      size="sm"
                      variant="ghost"
                      colorPalette="gray"
                      onClick={() => position.previous && show(position.previous)}
                    >
                      <ChevronLeft />
                    </IconButton>
                  ) : null}
                  {position?.next ? (
                    <IconButton
                      aria-label="Next"
                      size="sm"
                      variant="ghost"
                      colorPalette="gray"
                      onClick={() => position.next && show(position.next)}
                    >
                      <ChevronRight />
                    </IconButton>
                  ) : null}
                  <Drawer.CloseTrigger asChild position="static">
                    <CloseButton size="sm" colorPalette="gray" aria-label="Close panel" />
                  </Drawer.CloseTrigger>
                </HStack>
              </Flex>
            </Drawer.Header>
            <Drawer.Body px="5" py="5" aria-busy={!contentReady || undefined}>
              <DiscardScopeProvider scope={discard.scope}>
                {shown ? (
                  contentReady ? (
                    shown.content.render(shown.item)
                  ) : (
                    <SkeletonLines widths={CONTENT_SKELETON} testId="drawer-skeleton" />
                  )
                ) : null}
              </DiscardScopeProvider>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {discard.prompt}
    </Drawer.Root>
  );
}
