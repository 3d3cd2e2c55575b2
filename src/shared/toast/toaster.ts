import { createToaster } from '@chakra-ui/react';

/** console-platform.md §2.2: toasts top-centre, closing after 20 s. */
const TOAST_DURATION_MS = 20_000;

export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 4, pauseOnPageIdle: true });

/** The one way features show a toast. */
export const notify = {
  success: (description: string) => toaster.create({ type: 'success', description, closable: true }),
  error: (description: string) => toaster.create({ type: 'error', description, closable: true }),
  info: (description: string) => toaster.create({ type: 'info', description, closable: true }),
  warning: (description: string) => toaster.create({ type: 'warning', description, closable: true }),
};
