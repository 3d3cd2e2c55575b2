import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DigitalFootprintLayout } from '@/features/digital-footprint/DigitalFootprintLayout';

export const Route = createFileRoute('/_app/digital-footprint')({
  component: () => (
    <DigitalFootprintLayout>
      <Outlet />
    </DigitalFootprintLayout>
  ),
});
