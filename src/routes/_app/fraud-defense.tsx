import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { FraudDefenseLayout } from '@/features/fraud-defense/FraudDefenseLayout';
import { routeExists } from '@/features/platform/session/feature-flags';
import { loadFraudDefenseData } from '@/features/fraud-defense/route-data';

export const Route = createFileRoute('/_app/fraud-defense')({
  beforeLoad: ({ context }) => {
    if (!routeExists(context.session.flags, 'fraud_defense_enabled')) throw notFound();
  },
  loader: ({ context }) =>
    loadFraudDefenseData(context.queryClient, context.session.accountId, context.session.flags.is_user_asset_enabled),
  component: () => (
    <FraudDefenseLayout>
      <Outlet />
    </FraudDefenseLayout>
  ),
});
