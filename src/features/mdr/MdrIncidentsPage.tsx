import { Heading } from '@chakra-ui/react';
import { Panel } from '@/shared/ui/Panel';

export function MdrIncidentsPage() {
  return (
    <Panel>
      <Heading as="h2" textStyle="lg">
        Incidents
      </Heading>
    </Panel>
  );
}
