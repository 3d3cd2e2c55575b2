import { localStore } from '@/shared/persistence/local-store';

export type ColorMode = 'light' | 'dark';
const THEME_STORAGE_KEY = 'theme';

export function readStoredColorMode(): ColorMode {
  return localStore.get(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

/** Applies the mode to <html> (Chakra's `.dark` condition) and keeps it under `theme` in localStorage. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  localStore.set(THEME_STORAGE_KEY, mode);
}
