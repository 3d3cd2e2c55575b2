import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { GenericErrorScreen } from '@/features/platform/screens/GenericErrorScreen';
import { NotFoundPage } from '@/features/platform/screens/NotFoundPage';
import { Toasts } from '@/shared/toast/Toasts';

const drawerSearch = z.object({
  panel: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z]{1,40}$/))), undefined),
  item: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  list: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z]{1,40}$/))), undefined),
});

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  validateSearch: drawerSearch,
  component: () => (
    <>
      <Outlet />
      <Toasts />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: () => <GenericErrorScreen level="app" />,
});
