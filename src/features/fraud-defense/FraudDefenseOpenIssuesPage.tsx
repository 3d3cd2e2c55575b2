import { Heading, Text } from '@chakra-ui/react';
import { Panel } from '@/shared/ui/Panel';

export function FraudDefenseOpenIssuesPage() {
  return (
    <Panel>
      <Heading as="h2" textStyle="lg" mb="2">
        Open issues
      </Heading>
      <Text color="fg.muted">Email impersonation and business email compromise attempts detected in your mailboxes.</Text>
    </Panel>
  );
}
