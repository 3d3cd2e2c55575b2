import { Heading, Text } from '@chakra-ui/react';
import { Panel } from '@/shared/ui/Panel';

export function FraudDefenseConfigurationPage() {
  return (
    <Panel>
      <Heading as="h2" textStyle="lg" mb="2">
        Fraud defense integration
      </Heading>
      <Text color="fg.muted">Turn the Microsoft 365 or Google Workspace fraud defense integration on or off.</Text>
    </Panel>
  );
}
