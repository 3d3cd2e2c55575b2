import { Button } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useLatched } from '@/shared/overlay/use-latched';
import { useOverlayTrigger } from '@/shared/overlay/use-overlay-trigger';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { defaultViewOf, hasListState, searchOfView, type ListViewSpec } from '@/shared/saved-views/view-state';
import { useSession } from '@/features/platform';
import { useSavedViews } from './use-saved-views';

/** The list's route, as `getRouteApi('<route id>')` gives it: its typed search and navigate. */
export interface ListRoute {
  useSearch: () => object;
  /** Its navigate, whatever its typed options (a view's params go through the route's `validateSearch`). */
  useNavigate: () => (options: never) => Promise<void>;
}

interface SavedViewsMenuProps {
  spec: ListViewSpec;
  route: ListRoute;
}

/** What the menu part needs of the list's URL: its search params now, and a way to put a view's params in. */
export interface ViewUrl {
  spec: ListViewSpec;
  search: Readonly<Record<string, unknown>>;
  /** Puts a view's params into the URL, over the other params; `replace` for the default view. */
  onApply: (search: Record<string, unknown>, replace: boolean) => void;
}

// The menu's items, the dialogs and the writes load on first use (overlay/README.md).
const ViewsMenuPart = lazyPart(() => import('./ViewsMenuPart').then((m) => m.default));

/**
 * 'Views' in a list's toolbar (issue #27, saved_views_enabled): the user's views of this list, 'Save view', and per
 * view rename, delete, copy link and default. The default view applies when the list opens without URL state of its
 * own, and only then (once: clearing the filters later does not bring it back). Flag off: nothing renders.
 */
export function SavedViewsMenu({ spec, route }: SavedViewsMenuProps) {
  const { flags, user } = useSession();
  const search = route.useSearch() as Readonly<Record<string, unknown>>;
  const navigate = route.useNavigate();
  const onApply = useCallback(
    (next: Record<string, unknown>, replace: boolean) =>
      void navigate({ to: '.', replace, search: (prev: Record<string, unknown>) => ({ ...prev, ...next }) } as never),
    [navigate],
  );
  const enabled = flags.saved_views_enabled;
  const views = useSavedViews(enabled, user.id);
  const menu = useOverlayTrigger('menu', ViewsMenuPart.preload);
  const used = useLatched(menu.open);

  // Whether the list opened without state of its own: decided once, at the first render.
  const openedBare = useRef(!hasListState(spec, search));
  useEffect(() => {
    if (!openedBare.current || views.state === 'loading') return;
    openedBare.current = false;
    // The user changed the list before the views arrived: theirs wins.
    if (views.state !== 'ready' || hasListState(spec, search)) return;
    const preferred = defaultViewOf(views.data.views, spec.list);
    if (preferred) onApply(searchOfView(spec, preferred), true);
  }, [onApply, search, spec, views]);

  if (!enabled) return null;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="gray" data-testid="saved-views-button" {...menu.triggerProps()}>
        Views
        <ChevronDown size={14} aria-hidden />
      </Button>
      {used ? <ViewsMenuPart menu={menu} spec={spec} search={search} onApply={onApply} views={views} userId={user.id} /> : null}
    </>
  );
}
