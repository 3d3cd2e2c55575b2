import { useNavigate } from '@tanstack/react-router';
import { useDisconnectIntegration } from '@/features/integrations';
import { useDrawer } from '@/shared/drawer/use-drawer';
import { track } from '@/shared/monitoring/analytics';
import { FraudDefenseConfiguration } from './components/FraudDefenseConfiguration';
import { useFraudDefense } from './fraud-defense-context';
import { ACTIVATION_PANEL, FRAUD_DEFENSE_EVENTS } from './model/landing';

/**
 * /fraud-defense/configuration: turning the active integration off (after the confirmation) takes the user to the
 * Fraud Defense page, where the landing shows; the integration flow shows 'Fraud Defense Disabled. …'.
 */
export function FraudDefenseConfigurationPage() {
  const { active } = useFraudDefense();
  const disconnect = useDisconnectIntegration();
  const navigate = useNavigate();
  const { open } = useDrawer();

  const onDisable = async () => {
    if (!(await disconnect(active.integration))) return;
    track(FRAUD_DEFENSE_EVENTS.disabled, { origin: FRAUD_DEFENSE_EVENTS.configurationsOrigin, type: active.integration.type });
    await navigate({ to: '/fraud-defense' });
  };

  return (
    <FraudDefenseConfiguration
      enabled={active.status === 'active'}
      integrationName={active.integration.display_name}
      busy={active.phase === 'disconnecting'}
      onDisable={onDisable}
      onEnable={() => open(ACTIVATION_PANEL)}
    />
  );
}
