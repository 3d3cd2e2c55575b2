import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DigitalFootprintLayout } from '@/features/digital-footprint/DigitalFootprintLayout';
import { routeData } from '@/features/platform/session/route-data';

export const Route = createFileRoute('/_app/digital-footprint')({
  loader: ({ context }) => routeData.digitalFootprint(context.queryClient, context.session.accountId, context.session.flags),
  component: () => (
    <DigitalFootprintLayout>
      <Outlet />
    </DigitalFootprintLayout>
  ),
});
