import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  finalFocus?: () => HTMLElement | null;
}

/** The one confirm dialog of the console. */
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
          <Button
            colorPalette={tone === 'danger' ? 'red' : 'brand'}
            onClick={onConfirm}
            loading={busy}
            loadingText={confirmLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof body === 'string' ? <Text color="fg.muted">{body}</Text> : body}
    </AppDialog>
  );
}
