import { useNavigate } from '@tanstack/react-router';
import { useDisconnectIntegration } from '@/features/integrations';
import { usePermission } from '@/features/platform';
import { useTrack } from '@/shared/monitoring/use-track';
import { FraudDefenseConfiguration } from './components/FraudDefenseConfiguration';
import { useFraudDefense } from './fraud-defense-context';
import { disabledEvent } from './model/landing';

/**
 * /fraud-defense/configuration: turning the active integration off (after the confirmation) takes the user to the
 * Fraud Defense page, where the landing shows; the integration flow shows 'Fraud Defense Disabled. …'. A refused
 * turn-off stays here and shows what the server says, read again, with a toast that it failed.
 */
export function FraudDefenseConfigurationPage() {
  const { active } = useFraudDefense();
  // Turning fraud defense off is managing an integration (the contract's roles table): Admins only.
  const denied = usePermission('manageIntegrations').reason;
  const disconnect = useDisconnectIntegration();
  const navigate = useNavigate();
  const track = useTrack();

  const onDisable = async () => {
    if (!(await disconnect(active.integration))) return;
    track(disabledEvent(active.integration.type));
    await navigate({ to: '/fraud-defense' });
  };

  return (
    <FraudDefenseConfiguration
      integrationName={active.integration.display_name}
      busy={active.phase === 'disconnecting'}
      onDisable={onDisable}
      denied={denied}
    />
  );
}
