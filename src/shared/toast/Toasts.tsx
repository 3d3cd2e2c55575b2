import { useSyncExternalStore } from 'react';
import { lazyPart } from '../overlay/interaction-parts';
import { subscribeToastsWanted, toastsWanted } from './toaster';

const ToastRegion = lazyPart(() => import('./ToastRegion').then((m) => m.default));

/** The toast region, mounted once at the root. Its code loads with the first toast (toaster.ts). */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  return wanted ? <ToastRegion /> : null;
}
