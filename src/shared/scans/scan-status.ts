import { useSyncExternalStore } from 'react';

/** scan_in_progress: set while requested or running scans exist. Read by every screen that blocks on scans. */
let inProgress = false;
const listeners = new Set<() => void>();

export const scanStatus = {
  set(value: boolean) {
    if (value === inProgress) return;
    inProgress = value;
    for (const l of listeners) l();
  },
  get: () => inProgress,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useScanInProgress(): boolean {
  return useSyncExternalStore(scanStatus.subscribe, scanStatus.get, scanStatus.get);
}
