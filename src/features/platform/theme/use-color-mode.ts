import { useCallback, useSyncExternalStore } from 'react';
import { useSetAppearanceMode } from '@generated/api/users/users';
import { applyColorMode, readStoredColorMode, type ColorMode } from './color-mode';

const listeners = new Set<() => void>();
let current: ColorMode = typeof window === 'undefined' ? 'light' : readStoredColorMode();

function setColorMode(mode: ColorMode) {
  current = mode;
  applyColorMode(mode);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme: applied at once, kept locally and saved to the user's profile. */
export function useColorMode(accountId: string | undefined) {
  const mode = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  const save = useSetAppearanceMode();
  const change = useCallback(
    (next: ColorMode) => {
      setColorMode(next);
      if (accountId) save.mutate({ accountId, data: { data: { appearance: next } } });
    },
    [accountId, save],
  );
  return { mode, setMode: change, toggle: () => change(mode === 'dark' ? 'light' : 'dark') };
}
