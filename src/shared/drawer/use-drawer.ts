import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { DrawerType } from './drawer-model';

interface DrawerSearch {
  panel?: DrawerType;
  item?: string;
  /** Which of a page's lists the drawer steps through, when a page has more than one (the waiting incidents). */
  list?: string;
}

/** The open panel, item and list live in the URL (the root route validates them), so reload and shared links reopen them. */
export function useDrawer() {
  const search = useSearch({ strict: false }) as DrawerSearch;
  const navigate = useNavigate();
  const { panel } = search;

  const open = useCallback(
    (type: DrawerType, item?: string, list?: string) =>
      void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, panel: type, item, list }) }),
    [navigate],
  );
  const close = useCallback(
    () =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, panel: undefined, item: undefined, list: undefined }),
      }),
    [navigate],
  );
  const show = useCallback(
    (item: string) => void navigate({ to: '.', replace: true, search: (prev: Record<string, unknown>) => ({ ...prev, item }) }),
    [navigate],
  );
  return { panel, item: search.item, list: search.list, isOpen: panel !== undefined, open, close, show };
}
