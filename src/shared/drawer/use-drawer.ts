import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DrawerType } from './drawer-model';

/** The drawer's search params (panel, item, list) belong to the root route: every page can open a drawer. */
const rootRoute = getRouteApi('__root__');

export interface DrawerParams {
  panel: DrawerType | undefined;
  item: string | undefined;
  list: string | undefined;
}

/**
 * What a component reads of the drawer's params, selected (`select` returns plain data): the component re-renders
 * only when that changes, not on every URL change (a keystroke's search text, another drawer's item).
 */
export function useDrawerParams<T extends string | boolean | undefined | DrawerParams>(select: (params: DrawerParams) => T): T {
  // The router's structural sharing (router.ts) keeps an equal result, so the component does not re-render for it.
  const selected: unknown = rootRoute.useSearch({
    select: ({ panel, item, list }) => select({ panel, item, list }) as unknown as DrawerParams,
  });
  return selected as T;
}

/** The item open in one of `types`, else undefined: a list's selected row. */
export function useOpenItem(types: readonly DrawerType[]): string | undefined {
  return useDrawerParams(({ panel, item }) => (panel !== undefined && types.includes(panel) ? item : undefined));
}

/** Opening, closing and stepping drawers, without reading the URL: a component that only opens drawers never re-renders for them. */
export function useDrawerActions() {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      open: (type: DrawerType, next?: string, nextList?: string) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, panel: type, item: next, list: nextList }) }),
      close: () =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, panel: undefined, item: undefined, list: undefined }) }),
      show: (next: string) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, item: next }) }),
      /** The same item in another drawer type (a list mixing kinds, e.g. issues and e-mail threats). */
      switchPanel: (type: DrawerType) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, panel: type }) }),
    }),
    [navigate],
  );
}

/**
 * The open panel, item and list live in the URL (the root route validates them), so reload and shared links reopen
 * them. Re-renders when any of the three changes; read less with `useDrawerParams`/`useOpenItem`, or none with
 * `useDrawerActions`.
 */
export function useDrawer() {
  const { panel, item, list } = useDrawerParams((params) => params);
  const actions = useDrawerActions();
  return { panel, item, list, isOpen: panel !== undefined, ...actions };
}
