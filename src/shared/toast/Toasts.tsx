import { lazy, Suspense, useSyncExternalStore } from 'react';
import { interactionPart } from '../overlay/interaction-parts';
import { subscribeToastsWanted, toastsWanted } from './toaster';

const ToastRegion = lazy(interactionPart(() => import('./ToastRegion')));

/** The toast region, mounted once at the root. Its code loads with the first toast (toaster.ts). */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
