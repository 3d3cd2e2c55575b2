import { Heading } from '@chakra-ui/react';
import { Panel } from '@/shared/ui/Panel';

export function MdrAlertsPage() {
  return (
    <Panel>
      <Heading as="h2" textStyle="lg">
        Alerts
      </Heading>
    </Panel>
  );
}
