import { useSyncExternalStore } from 'react';

/** Whether a technology add is being tracked (the page wrapper shows 'Adding technologies'); outlives the drawer. */
let adding = false;
const listeners = new Set<() => void>();

export const technologyJobsStore = {
  set(value: boolean) {
    if (value === adding) return;
    adding = value;
    for (const listener of listeners) listener();
  },
  get: () => adding,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAddingTechnologies(): boolean {
  return useSyncExternalStore(technologyJobsStore.subscribe, technologyJobsStore.get, technologyJobsStore.get);
}
