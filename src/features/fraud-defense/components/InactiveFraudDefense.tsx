import { usePermission, useSession } from '@/features/platform';
import { useIntegrationDrawer } from '@/features/integrations';
import { localStore } from '@/shared/persistence/local-store';
import { useActivationPanel } from '../drawers/use-activation-panel';
import { JOINED_BETA_KEY, landingHeader } from '../model/landing';
import { InactiveLanding } from './InactiveLanding';

/**
 * The inactive side of /fraud-defense: the landing, the activation panel and the integration panel it hands over to
 * (sign-in flow included), which shows the chosen integration alone (1 of 1: ←/→ lead to no unrelated integration).
 * Loaded only when no fraud defense integration is active.
 */
export function InactiveFraudDefense() {
  const { settings } = useSession();
  const { views, openIntegration } = useIntegrationDrawer({ stepThrough: 'opened' });
  const openActivation = useActivationPanel(views, openIntegration);
  const header = landingHeader(settings);
  // Activating fraud defense adds an integration: Admins only (the contract's roles table).
  const denied = usePermission('manageIntegrations').reason;
  return (
    <InactiveLanding
      title={header.title}
      subtitle={header.subtitle}
      activationStarted={localStore.get(JOINED_BETA_KEY) === 'true'}
      onJoin={openActivation}
      denied={denied}
    />
  );
}
