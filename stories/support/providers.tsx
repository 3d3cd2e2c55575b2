import { Box, ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, hashKey, type QueryKey } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRoute,
} from '@tanstack/react-router';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { AccessLevel, Account, Features, LoginData } from '@generated/model';
import { sessionQueries } from '@/features/platform/session/session';
import { applyColorMode, type ColorMode } from '@/features/platform/theme/color-mode';
import { system } from '@/shared/theme/system';
import { parseSearch, stringifySearch } from '@/shared/url/search-params';
import { Toasts } from '@/shared/toast/Toasts';
import { routeTree } from '@/routeTree.gen';
import { examples } from './contract-examples';

interface SessionOverrides {
  account?: Partial<Account>;
  user?: Partial<LoginData['user']>;
  flags?: Partial<Features['flags']>;
  settings?: Features['settings'];
  mfaActive?: boolean;
  /** The signed-in user's role on the current account (the login data's access_level). */
  accessLevel?: AccessLevel;
}

/** The clients of the stories rendered since the last `stopStoryClients`, with the hashes of their session queries. */
const liveClients = new Map<QueryClient, Set<string>>();

/**
 * What signing out does to the work of the stories rendered so far: every query observer goes (a component's, and one
 * a flow keeps after its component has gone, such as a removal followed to its end), then every query and mutation,
 * which ends the flows that follow a query (a domain's removal or addition) without a word. Story tests share one
 * page: a poll left running would read, or time out with a toast, inside a later story. The session's start-up data
 * stays: the story's tree is unmounted only when the next story renders, and a component of it that renders again
 * in between must still find the signed-in session (without it, useSession threw into the test's output).
 */
export function stopStoryClients(): void {
  for (const [client, session] of liveClients) {
    for (const query of client.getQueryCache().getAll()) for (const observer of [...query.observers]) observer.destroy();
    client.removeQueries({ predicate: (query) => !session.has(query.queryHash) });
    client.getMutationCache().clear();
  }
  liveClients.clear();
}

/** A QueryClient that already holds a signed-in session (the start-up data), like the app after start-up. */
function createStoryQueryClient(overrides: SessionOverrides = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const session = new Set<string>();
  liveClients.set(client, session);
  const keep = (queryKey: QueryKey, data: unknown) => {
    session.add(hashKey(queryKey));
    client.setQueryData(queryKey, data);
  };
  const example = examples.loginData as LoginData;
  const accountId = example.current_account_id;
  const current = example.accounts[accountId];
  const accounts =
    overrides.accessLevel && current
      ? { ...example.accounts, [accountId]: { ...current, access_level: overrides.accessLevel } }
      : example.accounts;
  const login: LoginData = { ...example, accounts, user: { ...example.user, ...overrides.user } };
  const features = examples.features as Features;
  keep(sessionQueries.auth().queryKey, { authenticated: true, user_id: login.user.id });
  keep(sessionQueries.loginData().queryKey, login);
  keep(sessionQueries.features(accountId).queryKey, {
    ...features,
    flags: { ...features.flags, ...overrides.flags },
    settings: { ...features.settings, ...overrides.settings },
  });
  keep(sessionQueries.account(accountId).queryKey, { ...(examples.account as Account), ...overrides.account });
  keep(sessionQueries.mfa(accountId).queryKey, { mfa_active: overrides.mfaActive ?? true });
  return client;
}

/**
 * The app's route tree as stories see it: every route with its real path, id and `validateSearch`, none of its
 * loaders, guards or components. Features read the search through their route's typed API (`getRouteApi`), so a
 * story at `/settings/team?sort=role` gets exactly the validated search the app would; the story renders at the root.
 */
function storyRouteTree(render: () => ReactNode) {
  const mirror = (route: AnyRoute, parent: AnyRoute): AnyRoute => {
    const { id, path, validateSearch } = route.options as { id?: string; path?: string; validateSearch?: unknown };
    // A file route carries its id and path; a route built here takes its path, or its id when it has none (layouts).
    const copy = createRoute({
      getParentRoute: () => parent,
      ...(path === undefined ? { id } : { path }),
      validateSearch,
    } as never) as AnyRoute;
    const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>);
    return children.length > 0 ? copy.addChildren(children.map((child) => mirror(child, copy))) : copy;
  };
  const root = createRootRoute({ validateSearch: routeTree.options.validateSearch, component: render });
  return root.addChildren(
    Object.values((routeTree.children ?? {}) as Record<string, AnyRoute>).map((child) => mirror(child, root)),
  );
}

function StoryRouter({ children, path }: { children: ReactNode; path: string }) {
  const router = useMemo(() => {
    return createRouter({
      routeTree: storyRouteTree(() => <>{children}</>),
      history: createMemoryHistory({ initialEntries: [path] }),
      parseSearch,
      stringifySearch,
      // As the app's router (src/router.ts): selected search params keep their identity while equal.
      defaultStructuralSharing: true,
    });
    // The story element is stable for the life of a story render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  return <RouterProvider router={router} />;
}

function ThemeFrame({ mode, children }: { mode: ColorMode; children: ReactNode }) {
  useEffect(() => applyColorMode(mode), [mode]);
  return (
    <Box data-story-root bg="bg.canvas" color="fg" p="0">
      {children}
    </Box>
  );
}

/**
 * Every story renders inside the app's providers: Chakra with the light/dark switch from the toolbar,
 * a QueryClient seeded with the signed-in session, and the app's routes (search validation only) at `parameters.path`
 * (default `/`, the summary): a story of a page gives that page's path.
 */
export const withAppProviders: Decorator = (Story, context) => (
  <StoryProviders
    mode={(context.globals.theme as ColorMode | undefined) ?? 'light'}
    session={context.parameters.session as SessionOverrides | undefined}
    path={(context.parameters.path as string | undefined) ?? '/'}
  >
    <Story />
  </StoryProviders>
);

function StoryProviders({
  mode,
  session,
  path,
  children,
}: {
  mode: ColorMode;
  session?: SessionOverrides;
  path: string;
  children: ReactNode;
}) {
  const client = useMemo(() => createStoryQueryClient(session), [session]);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <ThemeFrame mode={mode}>
          <StoryRouter path={path}>{children}</StoryRouter>
          <Toasts />
        </ThemeFrame>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
