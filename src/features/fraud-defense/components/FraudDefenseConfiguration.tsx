import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { Panel } from '@/shared/ui/Panel';

export interface FraudDefenseConfigurationProps {
  enabled: boolean;
  /** Name of the integration the toggle turns off ('Microsoft 365 Fraud Defense'). */
  integrationName: string | null;
  /** The integration is being turned off. */
  busy: boolean;
  /** Turns the integration off after the confirmation; resolves when done (either way). */
  onDisable: () => Promise<unknown>;
  /** Turning on opens the activation panel. */
  onEnable: () => void;
}

/** The configuration tab (console-platform.md §2.8): the toggle, with a confirmation before turning off. */
export function FraudDefenseConfiguration({
  enabled,
  integrationName,
  busy,
  onDisable,
  onEnable,
}: FraudDefenseConfigurationProps) {
  const [confirming, setConfirming] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const toggle = useRef<HTMLInputElement>(null);
  const label = enabled ? 'Enabled' : 'Disabled';

  const confirm = async () => {
    setDisabling(true);
    try {
      await onDisable();
    } finally {
      setDisabling(false);
      setConfirming(false);
    }
  };

  return (
    <Panel as="section" aria-labelledby="fraud-configuration-title" data-testid="fraud-defense-configuration">
      <HStack justify="space-between" gap="6" align="center" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading id="fraud-configuration-title" as="h2" textStyle="md" fontWeight="semibold">
            Fraud defense integration
          </Heading>
          {integrationName ? (
            <Text textStyle="sm" color="fg.muted">
              {integrationName}
            </Text>
          ) : null}
        </Stack>
        <Switch.Root
          colorPalette="brand"
          // Off while the confirmation asks, so that Cancel puts switch and input back on together.
          checked={enabled && !confirming}
          disabled={busy || disabling}
          onCheckedChange={(details) => {
            if (details.checked) onEnable();
            else setConfirming(true);
          }}
        >
          <Switch.HiddenInput ref={toggle} />
          <Switch.Label textStyle="sm" fontWeight="medium" minW="16" textAlign="end">
            {label}
          </Switch.Label>
          <Switch.Control />
        </Switch.Root>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title="Disable integration"
        body="Are you sure you want to disable the integration?"
        confirmLabel="Disable"
        tone="danger"
        busy={disabling}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        finalFocus={() => toggle.current}
      />
    </Panel>
  );
}
