import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DigitalFootprintLayout } from '@/features/digital-footprint/DigitalFootprintLayout';
import { loadDigitalFootprintData } from '@/features/digital-footprint/route-data';
import { sessionOrNull } from '@/features/platform/session/session';

export const Route = createFileRoute('/_app/digital-footprint')({
  loader: ({ context }) => loadDigitalFootprintData(context.queryClient, context.accountId, sessionOrNull(context.session)),
  component: () => (
    <DigitalFootprintLayout>
      <Outlet />
    </DigitalFootprintLayout>
  ),
});
