import type { CreateToasterReturn } from '@chakra-ui/react/toast';

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** A link that ends a toast's text ('… - see here'). */
export interface ToastLink {
  label: string;
  onClick: () => void;
}

/**
 * The next step a toast offers as its own button ('Retry failed', 'Undo'); the toast closes when it is used. The
 * toast goes after 20 s, so the same step must also be reachable where the user works (a row's menu).
 */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What a toast may carry besides its text. */
interface ToastExtras {
  link?: ToastLink;
  action?: ToastAction;
}

// The toast machinery (Chakra's toaster and region, Zag's toast machines) is interaction-only code: it loads with the
// first toast instead of the first page (issue #13's first-load budget). `Toasts` mounts the region once asked for.
let runtime: Promise<CreateToasterReturn> | undefined;
const loadToaster = () => (runtime ??= import('./toast-runtime').then((module) => module.toaster));

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast was ever asked for: `Toasts` renders the toast region from then on. */
export const toastsWanted = () => wanted;
export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadToasterWhenWanted(): Promise<CreateToasterReturn> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return loadToaster();
}

/** Removes every toast (stories start clean: the store outlives a story). Loads nothing when no toast was shown. */
export async function clearToasts(): Promise<void> {
  if (runtime) (await runtime).remove();
}

/** One id per message: the toaster updates a visible toast with the same id instead of stacking a copy. */
const toastId = (type: ToastType, description: string) => `${type}:${description}`;

/**
 * Shows the toast once the current task is done. Features often notify from an effect or a query callback, and the
 * toaster renders with flushSync, which React refuses inside a render or a lifecycle method (nor may `Toasts` be
 * told to render the region during another component's render).
 */
function show(type: ToastType, description: string, { link, action }: ToastExtras = {}): void {
  queueMicrotask(() => {
    void loadToasterWhenWanted().then((toaster) =>
      toaster.create({
        id: toastId(type, description),
        type,
        description,
        closable: true,
        meta: link ? { link } : undefined,
        action,
      }),
    );
  });
}

/** The one way features show a toast. The same message never shows twice at once. */
export const notify = {
  success: (description: string, extras?: ToastExtras) => show('success', description, extras),
  error: (description: string, extras?: ToastExtras) => show('error', description, extras),
  info: (description: string) => show('info', description),
  warning: (description: string) => show('warning', description),
};
