import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { FraudDefenseLayout } from '@/features/fraud-defense/FraudDefenseLayout';
import { routeExists } from '@/features/platform/session/feature-flags';
import { sessionOrNull } from '@/features/platform/session/session';
import { loadFraudDefenseData } from '@/features/fraud-defense/route-data';

export const Route = createFileRoute('/_app/fraud-defense')({
  beforeLoad: async ({ context }) => {
    const session = await sessionOrNull(context.session);
    if (session && !routeExists(session.flags, 'fraud_defense_enabled')) throw notFound();
    return { withUserAssets: session?.flags.is_user_asset_enabled ?? false };
  },
  loader: ({ context }) => loadFraudDefenseData(context.queryClient, context.accountId, context.withUserAssets),
  component: () => (
    <FraudDefenseLayout>
      <Outlet />
    </FraudDefenseLayout>
  ),
});
