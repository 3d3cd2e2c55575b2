import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { IntegrationType } from '@generated/model';
import type { IntegrationView } from '@/features/integrations';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawer } from '@/shared/drawer/use-drawer';
import { localStore } from '@/shared/persistence/local-store';
import { FRAUD_DEFENSE_TYPES, isFraudDefenseType, type FraudDefenseType } from '../model/active-integration';
import { JOINED_BETA_KEY } from '../model/landing';

/** console-platform.md §2.2: the activation panel's drawer type, as it shows in the URL. */
export const ACTIVATION_PANEL = 'fraudDefense';
const ACTIVATION_TITLE = 'Activate Fraud Defense';

// Only needed once 'Join now' is pressed: kept out of the page's first load.
const ActivationPanel = lazy(() => import('./ActivationPanel').then((module) => ({ default: module.ActivationPanel })));

/**
 * Registers the activation panel (30vw). Continue opens the chosen integration's panel; once that integration is
 * active, whichever of the two panels is open closes by itself (the integration flow shows the toast).
 */
export function useActivationPanel(views: readonly IntegrationView[], openIntegration: (type: IntegrationType) => void) {
  const drawer = useDrawer();
  const [chosen, setChosen] = useState<FraudDefenseType | null>(null);
  const options = useMemo(
    () => FRAUD_DEFENSE_TYPES.filter((type) => views.some((view) => view.integration.type === type)),
    [views],
  );

  const onContinue = useCallback(
    (type: FraudDefenseType) => {
      localStore.set(JOINED_BETA_KEY, 'true');
      openIntegration(type);
    },
    [openIntegration],
  );
  const render = useCallback(
    () => (
      <Suspense
        fallback={
          <Center py="10">
            <Spinner size="sm" color="brand.solid" aria-label="Loading" />
          </Center>
        }
      >
        <ActivationPanel options={options} chosen={chosen} onChoose={setChosen} onContinue={onContinue} />
      </Suspense>
    ),
    [options, chosen, onContinue],
  );
  const content = useMemo(
    () => ({ title: ACTIVATION_TITLE, width: DRAWER_WIDTH.standard, items: [] as string[], render }),
    [render],
  );
  useDrawerContent(ACTIVATION_PANEL, content);

  const { panel, item, close } = drawer;
  const chosenActive = chosen !== null && views.some((view) => view.integration.type === chosen && view.status === 'active');
  const showingChosen =
    panel === ACTIVATION_PANEL || (panel === 'integration' && item !== undefined && isFraudDefenseType(item as IntegrationType));
  useEffect(() => {
    if (chosenActive && showingChosen) close();
  }, [chosenActive, showingChosen, close]);

  const { open } = drawer;
  return useCallback(() => open(ACTIVATION_PANEL), [open]);
}
