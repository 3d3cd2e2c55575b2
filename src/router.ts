import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { carryUnusable } from '@/api/tolerant-reader';
import { createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { keepScrollWithinPage } from '@/shared/url/scroll-policy';
import { parseSearch, stringifySearch } from '@/shared/url/search-params';
import { GenericErrorScreen } from '@/features/platform/screens/GenericErrorScreen';
import { NotFoundPage } from '@/features/platform/screens/NotFoundPage';
import { prefetchSession } from '@/features/platform/session/session';
import { routeTree } from './routeTree.gen';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Loaded data stays until a scan completes, a forced reload, or a page refresh (console-platform.md §2.3).
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
        // Lists keep the count of items the tolerant reader left out, for the notice that says so.
        structuralSharing: (previous, next) => {
          const shared = replaceEqualDeep(previous, next);
          carryUnusable(next, shared);
          return shared;
        },
      },
      mutations: { retry: false },
    },
  });
}

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
 * The first load's work that need not wait for the router to mount: the code of the routes `pathname` matches (the
 * router asks for it only once the layout's `beforeLoad`, the session, has answered) and, for a signed-in page, the
 * session's first reads. The router's own load joins both while they are in flight.
 */
export function startFirstLoad(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient, pathname: string) {
  const [routes] = router.getMatchedRoutes(pathname);
  if (routes.some((route) => route.id === '/_app')) prefetchSession(queryClient);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
