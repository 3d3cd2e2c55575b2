import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DigitalFootprintLayout } from '@/features/digital-footprint/DigitalFootprintLayout';
import { loadDigitalFootprintData } from '@/features/digital-footprint/route-data';

export const Route = createFileRoute('/_app/digital-footprint')({
  loader: ({ context }) => loadDigitalFootprintData(context.queryClient, context.session.accountId, context.session.flags),
  component: () => (
    <DigitalFootprintLayout>
      <Outlet />
    </DigitalFootprintLayout>
  ),
});
