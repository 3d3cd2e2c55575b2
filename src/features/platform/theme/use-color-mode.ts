import { useCallback, useSyncExternalStore } from 'react';
import type { SetAppearanceModeMutationVariables } from '@generated/api/users/users';
import { useWrite } from '@/shared/queries/mutations';
import { userMutations } from '@/shared/queries/users';
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

/** Only the same mode is the same write: a quick toggle back must still reach the profile. */
const sameMode = (a: SetAppearanceModeMutationVariables, b: SetAppearanceModeMutationVariables) =>
  a.accountId === b.accountId && a.data.data.appearance === b.data.data.appearance;

/** The theme: applied at once, kept locally and saved to the user's profile. */
export function useColorMode(accountId: string | undefined) {
  const mode = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  const { mutate: save } = useWrite(userMutations.setAppearance(), sameMode);
  const change = useCallback(
    (next: ColorMode) => {
      setColorMode(next);
      if (accountId) save({ accountId, data: { data: { appearance: next } } });
    },
    [accountId, save],
  );
  return { mode, setMode: change, toggle: () => change(mode === 'dark' ? 'light' : 'dark') };
}
