import { Outlet, createFileRoute } from '@tanstack/react-router';
import { BareLayout } from '@/features/platform/layout/BareLayout';

export const Route = createFileRoute('/_bare')({
  component: () => (
    <BareLayout>
      <Outlet />
    </BareLayout>
  ),
});
