import { createToaster } from '@chakra-ui/react/toast';

/** console-platform.md §2.2: toasts top-centre, closing after 20 s. */
const TOAST_DURATION_MS = 20_000;

/** Chakra's toaster (Zag's toast store). Loaded with the first toast (toaster.ts), not with the first page. */
export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 4, pauseOnPageIdle: true });
