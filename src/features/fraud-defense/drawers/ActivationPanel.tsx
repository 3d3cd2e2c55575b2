import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Info } from 'lucide-react';
import type { FraudDefenseType } from '../model/active-integration';

/** console-platform.md §2.8: the options and the note each one shows once chosen. */
const OPTIONS: Record<FraudDefenseType, { label: string; note: string }> = {
  ms_fraud_defense: {
    label: 'Microsoft',
    note: 'You will sign in with your Microsoft admin credentials to connect your Microsoft 365 mailboxes.',
  },
  google_fraud_defense: {
    label: 'Google',
    note: 'You will authenticate with your Google credentials to connect your Google Workspace mailboxes.',
  },
};

export interface ActivationPanelProps {
  /** The fraud defense integrations this account can connect, in the order offered. */
  options: readonly FraudDefenseType[];
  chosen: FraudDefenseType | null;
  onChoose: (type: FraudDefenseType) => void;
  onContinue: (type: FraudDefenseType) => void;
}

/** The fraudDefense panel: pick the e-mail service, then Continue opens its integration panel. */
export function ActivationPanel({ options, chosen, onChoose, onContinue }: ActivationPanelProps) {
  return (
    <Stack gap="5" data-testid="activation-panel">
      <Text textStyle="sm">
        Fraud Defense connects to your company&apos;s e-mail service and flags impersonation and business e-mail compromise
        attempts before anyone acts on them. Choose the service your company uses.
      </Text>
      <RadioGroup.Root
        value={chosen}
        onValueChange={(details) => {
          if (details.value) onChoose(details.value as FraudDefenseType);
        }}
        aria-label="E-mail service"
        colorPalette="brand"
      >
        <Stack gap="2">
          {options.map((type) => (
            <RadioGroup.Item
              key={type}
              value={type}
              px="4"
              py="3"
              borderWidth="1px"
              borderRadius="md"
              borderColor={chosen === type ? 'brand.solid' : 'border'}
              bg={chosen === type ? 'brand.subtle' : undefined}
              cursor="pointer"
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText fontWeight="medium">{OPTIONS[type].label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {chosen ? (
        <HStack
          gap="2.5"
          align="flex-start"
          px="4"
          py="3"
          borderRadius="md"
          bg="bg.subtle"
          textStyle="sm"
          role="note"
          data-testid="activation-note"
        >
          <Box color="fg.muted" pt="0.5" flexShrink={0}>
            <Info size={16} aria-hidden />
          </Box>
          <Text>{OPTIONS[chosen].note}</Text>
        </HStack>
      ) : null}
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        disabled={chosen === null}
        onClick={() => {
          if (chosen) onContinue(chosen);
        }}
      >
        Continue
      </Button>
    </Stack>
  );
}
