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
  /**
   * Whether this user may open it (and this item): the same flags (later roles) as the control that opens it.
   * Without it a drawer named in the URL (a shared link, a typed address) opens no matter what hides its control;
   * when false, the URL's drawer state is dropped quietly (issue #26.1). Default: available. A function answers per
   * item; answer true while that is not known yet (data loading) if the drawer's content shows its own loading state.
   */
  available?: boolean | ((item: string | undefined) => boolean);
}

/** Whether a registered drawer may open on this item (see DrawerContent.available). */
export function isDrawerAvailable(content: DrawerContent, item: string | undefined): boolean {
  const { available = true } = content;
  return typeof available === 'function' ? available(item) : available;
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
