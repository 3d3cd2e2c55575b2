import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { keepScrollWithinPage } from '@/shared/url/scroll-policy';
import { parseSearch, stringifySearch } from '@/shared/url/search-params';
import { GenericErrorScreen } from '@/features/platform/screens/GenericErrorScreen';
import { NotFoundPage } from '@/features/platform/screens/NotFoundPage';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // A `select` on the URL's search keeps its previous result while the value is equal, so a component re-renders only
    // when the params it reads change (not when a drawer opens or another param of the page moves), and lists parsed
    // from the URL keep their identity.
    defaultStructuralSharing: true,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: () => createElement(GenericErrorScreen, { level: 'page' }),
  });
  // A drawer, a search or a filter keeps the page's scroll; another page starts at the top.
  keepScrollWithinPage(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/**
 * The code of the routes `pathname` matches, asked for before the router mounts: the router asks for it only once the
 * layout's `beforeLoad`, the session, has answered. The router's own load joins it while it is in flight.
 */
export function loadFirstRoutes(router: ReturnType<typeof createAppRouter>, pathname: string) {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
