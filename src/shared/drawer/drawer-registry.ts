import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { DrawerName, DrawerType, DrawerWidth } from './drawer-model';

export interface DrawerContent {
  /** The name in the drawer's title, before 'N of M'. */
  title: DrawerName;
  /** One of DRAWER_WIDTH's widths. */
  width: DrawerWidth;
  /** Items in the order of the list the drawer steps through. */
  items: readonly string[];
  render: (item: string | undefined) => ReactNode;
}

const registry = new Map<DrawerType, DrawerContent>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDrawerContent(type: DrawerType): DrawerContent | undefined {
  return registry.get(type);
}

export function useDrawerRegistryVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}

/**
 * A feature registers its drawer while the page that lists the items is mounted: its type (the name in the URL),
 * title, width, the ordered items and how to render one. The drawer host (one for the whole app) renders it.
 */
export function useDrawerContent(type: DrawerType, content: DrawerContent) {
  useEffect(() => {
    registry.set(type, content);
    emit();
  }, [type, content]);
  useEffect(
    () => () => {
      if (registry.get(type) === content) {
        registry.delete(type);
        emit();
      }
    },
    [type, content],
  );
}
