import { CloseButton, Portal } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useScrollLock } from '../overlay/scroll-lock';
import { useOpenAfterMount } from '../overlay/use-latched';
import type { AppDialogProps } from './AppDialog';
import { DiscardScopeProvider, useDiscardScope } from './discard-guard';

const NEVER = () => undefined;

/**
 * Chakra's dialog behind AppDialog: focus trap, Escape and outside click, scroll lock, the frame's layout, and the
 * scope of a form inside: Escape, an outside click or the close button ask 'Discard changes?' while it has changes.
 */
export default function DialogFrame({
  open,
  title,
  children,
  footer,
  onClose,
  role = 'dialog',
  size = 'md',
  testId,
  finalFocus,
}: AppDialogProps) {
  const dismissible = onClose !== undefined;
  const discard = useDiscardScope(onClose ?? NEVER, true);
  const shownOpen = useOpenAfterMount(open);
  useScrollLock(shownOpen);
  // An opener that closes by clearing its target clears what finalFocus reads in the same render, before the focus
  // trap lets go: the last one given decides where focus returns.
  const finalFocusRef = useRef(finalFocus);
  useLayoutEffect(() => {
    if (finalFocus) finalFocusRef.current = finalFocus;
  }, [finalFocus]);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={shownOpen}
      // Our lock (overlay/scroll-lock.ts) leaves out Zag's custom property, which restyled the whole page.
      preventScroll={false}
      onOpenChange={(e) => !e.open && discard.scope.requestClose()}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      placement="center"
      role={role}
      size={size === 'wide' ? 'lg' : size}
      finalFocusEl={() => finalFocusRef.current?.() ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel" data-testid={testId} maxW={size === 'wide' ? '50rem' : undefined}>
            <DiscardScopeProvider scope={discard.scope}>
              <Dialog.Header>
                <Dialog.Title display="flex" alignItems="center" gap="2">
                  {title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            </DiscardScopeProvider>
            {dismissible ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" colorPalette="gray" aria-label="Close dialog" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {discard.prompt}
    </Dialog.Root>
  );
}
