import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Without it the dialog cannot be dismissed (no close button, Escape or outside click). */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /** Where focus goes on close when the opener is gone (a menu item); by default the element focused before. */
  finalFocus?: () => HTMLElement | null;
}

/** The one dialog frame of the console: every dialog (confirm, information, promo, forced) is built on it. */
export function AppDialog({
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
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose?.()}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      placement="center"
      role={role}
      size={size}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title display="flex" alignItems="center" gap="2">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {dismissible ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" colorPalette="gray" aria-label="Close dialog" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
