import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SecurityTrainingLink, useSession } from '@/features/platform';
import { useIntegrationDrawer } from '@/features/integrations';
import { localStore } from '@/shared/persistence/local-store';
import { PageHeader } from '@/shared/ui/PageHeader';
import { QueryState } from '@/shared/ui/QueryState';
import { RouteTabs } from '@/shared/ui/RouteTabs';
import { InactiveLanding } from './components/InactiveLanding';
import { useActivationPanel } from './drawers/use-activation-panel';
import { FraudDefenseContext } from './fraud-defense-context';
import { activeFraudDefense } from './model/active-integration';
import { ACTIVE_TITLE, JOINED_BETA_KEY, landingHeader } from './model/landing';

const TABS = [
  { label: 'Open issues', to: '/fraud-defense/open-issues' },
  { label: 'Configuration', to: '/fraud-defense/configuration' },
];

/**
 * Every /fraud-defense path (console-platform.md §2.8): with an active Microsoft or Google fraud defense integration,
 * the header, the routed tabs, the page and the Security Training link; otherwise the marketing landing, whose
 * 'Join now' opens the activation panel, which hands over to the integration panel and its sign-in.
 */
export function FraudDefenseLayout({ children }: { children: ReactNode }) {
  const { settings } = useSession();
  const { views, isPending, error, refetch, openIntegration } = useIntegrationDrawer();
  const openActivation = useActivationPanel(views, openIntegration);
  const active = activeFraudDefense(views, (view) => ({ type: view.integration.type, status: view.status }));
  const context = useMemo(() => (active ? { active } : null), [active]);
  const header = landingHeader(settings);

  const isActive = active !== null;
  useEffect(() => {
    if (isActive) localStore.remove(JOINED_BETA_KEY);
  }, [isActive]);

  if (isPending || error) {
    return (
      <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} loadingLabel="Loading fraud defense…">
        {null}
      </QueryState>
    );
  }
  if (!context) {
    return (
      <InactiveLanding
        title={header.title}
        subtitle={header.subtitle}
        activationStarted={localStore.get(JOINED_BETA_KEY) === 'true'}
        onJoin={openActivation}
      />
    );
  }
  return (
    <FraudDefenseContext.Provider value={context}>
      <PageHeader title={ACTIVE_TITLE} description={`Connected through ${context.active.integration.display_name}.`} />
      <RouteTabs label="Fraud Defense" tabs={TABS} />
      {children}
      <Box mt="6">
        <SecurityTrainingLink />
      </Box>
    </FraudDefenseContext.Provider>
  );
}
