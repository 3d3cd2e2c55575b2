import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { z } from 'zod';
import { GenericErrorScreen } from '@/features/platform/screens/GenericErrorScreen';
import { NotFoundPage } from '@/features/platform/screens/NotFoundPage';
import { DRAWER_TYPES } from '@/shared/drawer/drawer-model';
import { Toasts } from '@/shared/toast/Toasts';

const drawerSearch = z.object({
  panel: z.enum(DRAWER_TYPES).optional().catch(undefined),
  item: z.string().max(200).optional().catch(undefined),
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
