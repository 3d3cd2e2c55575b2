import { useCallback, useMemo, useState } from 'react';
import type { IntegrationType } from '@generated/model';
import type { IntegrationView } from '@/features/integrations';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { localStore } from '@/shared/persistence/local-store';
import { FRAUD_DEFENSE_TYPES, type FraudDefenseType } from '../model/active-integration';
import { ACTIVATION_PANEL, JOINED_BETA_KEY } from '../model/landing';

const ACTIVATION_TITLE = 'Activate Fraud Defense';

// What the drawer shows loads when it first opens (or after the first input, shared/overlay/interaction-parts.ts).
const ActivationPanel = lazyPart(() => import('./ActivationPanel').then((m) => m.ActivationPanel));

/**
 * Registers the activation panel (30vw). Continue opens the chosen integration's panel (the layout closes it once
 * that integration is active; the integration flow shows the toast).
 */
export function useActivationPanel(views: readonly IntegrationView[], openIntegration: (type: IntegrationType) => void) {
  const { open } = useDrawerActions();
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
    () => <ActivationPanel options={options} chosen={chosen} onChoose={setChosen} onContinue={onContinue} />,
    [options, chosen, onContinue],
  );
  const content = useMemo(
    () => ({ title: ACTIVATION_TITLE, width: DRAWER_WIDTH.standard, items: [] as string[], render }),
    [render],
  );
  useDrawerContent(ACTIVATION_PANEL, content);

  return useCallback(() => open(ACTIVATION_PANEL), [open]);
}
