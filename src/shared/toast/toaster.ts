import { createToaster } from '@chakra-ui/react';

/** console-platform.md §2.2: toasts top-centre, closing after 20 s. */
export const TOAST_DURATION_MS = 20_000;

export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 4, pauseOnPageIdle: true });

/** A link that ends a toast's text ('… - see here'). */
export interface ToastLink {
  label: string;
  onClick: () => void;
}

/** The one way features show a toast. */
export const notify = {
  success: (description: string, link?: ToastLink) =>
    toaster.create({ type: 'success', description, closable: true, meta: link ? { link } : undefined }),
  error: (description: string) => toaster.create({ type: 'error', description, closable: true }),
  info: (description: string) => toaster.create({ type: 'info', description, closable: true }),
  warning: (description: string) => toaster.create({ type: 'warning', description, closable: true }),
};
