import { useCallback, useSyncExternalStore } from 'react';
import { demoMode } from '@/shared/persistence/demo-mode';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab turning demo on (or a re-login clearing it) shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The per-account demo flag (kept in localStorage by the shared store), as React state. */
export function useDemoMode(accountId: string) {
  const demoOn = useSyncExternalStore(
    subscribe,
    () => demoMode.isOn(accountId),
    () => false,
  );
  const turnOn = useCallback(() => {
    demoMode.turnOn(accountId);
    for (const listener of listeners) listener();
  }, [accountId]);
  return { demoOn, turnOn };
}
