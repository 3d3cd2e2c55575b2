import type { ReactNode } from 'react';
import { lazyPart } from '../overlay/interaction-parts';
import { useLatched } from '../overlay/use-latched';

export interface AppDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Without it the dialog cannot be dismissed (no close button, Escape or outside click). */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  /** 'wide' (50rem) for a table of inputs (bulk invite's review). */
  size?: 'sm' | 'md' | 'lg' | 'wide';
  testId?: string;
  /** Where focus goes on close when the opener is gone (a menu item); by default the element focused before. */
  finalFocus?: () => HTMLElement | null;
}

const DialogFrame = lazyPart(() => import('./DialogFrame').then((m) => m.default));

/**
 * The one dialog frame of the console: every dialog (confirm, information, promo, forced) is built on it. Its code
 * (Chakra's dialog, Zag's focus trap) loads when a dialog first opens (or after the first input, overlay/interaction-parts.ts)
 * and stays mounted from then on, so closing animates as before.
 */
export function AppDialog(props: AppDialogProps) {
  const used = useLatched(props.open);
  return used ? <DialogFrame {...props} /> : null;
}
