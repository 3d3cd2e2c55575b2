import { Button, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppDialog } from './AppDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  /** The confirmed work runs (a write in flight): the buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  finalFocus?: () => HTMLElement | null;
}

/**
 * The one confirm dialog of the console. One click, one confirmation (issue #26.5): the confirm button answers once
 * per opening, also to a zero-gap double click that comes before `busy` has rendered; it answers again when the
 * dialog opens anew or when its work ended without closing it (`busy` back to false). A confirm whose work can fail
 * while the dialog stays open sets `busy` while it works.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
  finalFocus,
}: ConfirmDialogProps) {
  const confirmed = useRef(false);
  useEffect(() => {
    if (open && !busy) confirmed.current = false;
  }, [open, busy]);
  const confirm = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <AppDialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      finalFocus={finalFocus}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} onClick={confirm} loading={busy} loadingText={confirmLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof body === 'string' ? <Text color="fg.muted">{body}</Text> : body}
    </AppDialog>
  );
}
