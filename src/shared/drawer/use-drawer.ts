import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { DrawerType } from './drawer-model';

/** The drawer's search params (panel, item, list) belong to the root route: every page can open a drawer. */
const rootRoute = getRouteApi('__root__');

/** The open panel, item and list live in the URL (the root route validates them), so reload and shared links reopen them. */
export function useDrawer() {
  const { panel, item, list } = rootRoute.useSearch();
  const navigate = useNavigate();

  const open = useCallback(
    (type: DrawerType, next?: string, nextList?: string) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, panel: type, item: next, list: nextList }) }),
    [navigate],
  );
  const close = useCallback(
    () => void navigate({ to: '.', search: (prev) => ({ ...prev, panel: undefined, item: undefined, list: undefined }) }),
    [navigate],
  );
  const show = useCallback(
    (next: string) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, item: next }) }),
    [navigate],
  );
  /** The same item in another drawer type (a list mixing kinds, e.g. issues and e-mail threats). */
  const switchPanel = useCallback(
    (type: DrawerType) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, panel: type }) }),
    [navigate],
  );
  return { panel, item, list, isOpen: panel !== undefined, open, close, show, switchPanel };
}
