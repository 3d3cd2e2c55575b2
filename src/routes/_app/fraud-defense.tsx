import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { FraudDefenseLayout } from '@/features/fraud-defense/FraudDefenseLayout';
import { routeExists } from '@/features/platform/session/feature-flags';

export const Route = createFileRoute('/_app/fraud-defense')({
  beforeLoad: ({ context }) => {
    if (!routeExists(context.session.flags, 'fraud_defense_enabled')) throw notFound();
  },
  component: () => (
    <FraudDefenseLayout>
      <Outlet />
    </FraudDefenseLayout>
  ),
});
