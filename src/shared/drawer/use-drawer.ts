import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isDrawerType, type DrawerType } from './drawer-model';

export interface DrawerSearch {
  panel?: DrawerType;
  item?: string;
}

/** The open panel and item live in the URL, so reload and shared links reopen them. */
export function useDrawer() {
  const search = useSearch({ strict: false }) as DrawerSearch;
  const navigate = useNavigate();
  const panel = isDrawerType(search.panel) ? search.panel : undefined;

  const open = useCallback(
    (type: DrawerType, item?: string) =>
      void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, panel: type, item }) }),
    [navigate],
  );
  const close = useCallback(
    () => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, panel: undefined, item: undefined }) }),
    [navigate],
  );
  const show = useCallback(
    (item: string) => void navigate({ to: '.', replace: true, search: (prev: Record<string, unknown>) => ({ ...prev, item }) }),
    [navigate],
  );
  return { panel, item: search.item, isOpen: panel !== undefined, open, close, show };
}
