import { Heading } from '@chakra-ui/react';
import { Panel } from '@/shared/ui/Panel';

export function MdrServiceRequestsPage() {
  return (
    <Panel>
      <Heading as="h2" textStyle="lg">
        Service Requests
      </Heading>
    </Panel>
  );
}
