import { createToaster } from '@chakra-ui/react';

/** console-platform.md §2.2: toasts top-centre, closing after 20 s. */
export const TOAST_DURATION_MS = 20_000;

export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 4, pauseOnPageIdle: true });

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** A link that ends a toast's text ('… - see here'). */
export interface ToastLink {
  label: string;
  onClick: () => void;
}

/** One id per message: the toaster updates a visible toast with the same id instead of stacking a copy. */
export const toastId = (type: ToastType, description: string) => `${type}:${description}`;

/**
 * Shows the toast once the current task is done. Features often notify from an effect or a query callback, and the
 * toaster renders with flushSync, which React refuses inside a render or a lifecycle method.
 */
function show(type: ToastType, description: string, link?: ToastLink): void {
  queueMicrotask(() => {
    toaster.create({ id: toastId(type, description), type, description, closable: true, meta: link ? { link } : undefined });
  });
}

/** The one way features show a toast. The same message never shows twice at once. */
export const notify = {
  success: (description: string, link?: ToastLink) => show('success', description, link),
  error: (description: string) => show('error', description),
  info: (description: string) => show('info', description),
  warning: (description: string) => show('warning', description),
};
