import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { useRef, useState } from 'react';
import { DeniedTip, deniedSwitchProps } from '@/shared/access/DeniedTip';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { Panel } from '@/shared/ui/Panel';

export interface FraudDefenseConfigurationProps {
  /** Name of the integration the toggle turns off ('Microsoft 365 Fraud Defense'). */
  integrationName: string | null;
  /** The integration is being turned off (its disconnect is in flight). */
  busy: boolean;
  /** Turns the integration off after the confirmation; resolves when done (either way). */
  onDisable: () => Promise<unknown>;
  /** Why the signed-in role may not turn it off ('Needs the Admin role'); the switch then stays as it is. */
  denied?: string;
}

/**
 * The configuration tab (console-platform.md §2.8): the toggle, with a confirmation before turning off.
 *
 * Decision (the spec has 'Enabled' or 'Disabled' and is silent on when each shows): this tab exists only while a fraud
 * defense integration is active (otherwise the layout shows the landing, whose 'Join now' is the way to turn it on),
 * so the switch starts on and only turns off. The label names the switch's position: 'Disabled' once the user has
 * turned it off, while the confirmation asks and while the integration is being turned off; Cancel, or a refused
 * turn-off (the server still has it active), puts it back on, 'Enabled'.
 */
export function FraudDefenseConfiguration({ integrationName, busy, onDisable, denied }: FraudDefenseConfigurationProps) {
  const [confirming, setConfirming] = useState(false);
  const toggle = useRef<HTMLInputElement>(null);
  // Off while the confirmation asks and while turning off, so that Cancel puts switch, input and label back together.
  const on = !confirming && !busy;

  const confirm = async () => {
    try {
      await onDisable();
    } finally {
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
        <DeniedTip reason={denied}>
          {(deniedProps) => (
            <Switch.Root
              colorPalette="brand"
              {...deniedSwitchProps(deniedProps).root}
              checked={on}
              disabled={busy}
              readOnly={Boolean(denied)}
              onCheckedChange={(details) => {
                if (!details.checked) setConfirming(true);
              }}
            >
              <Switch.HiddenInput ref={toggle} {...deniedSwitchProps(deniedProps).input} />
              <Switch.Label textStyle="sm" fontWeight="medium" minW="16" textAlign="end">
                {on ? 'Enabled' : 'Disabled'}
              </Switch.Label>
              <Switch.Control opacity={denied ? 0.5 : undefined} />
            </Switch.Root>
          )}
        </DeniedTip>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title="Disable integration"
        body="Are you sure you want to disable the integration?"
        confirmLabel="Disable"
        tone="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        finalFocus={() => toggle.current}
      />
    </Panel>
  );
}
