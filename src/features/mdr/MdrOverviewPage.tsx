import { Heading } from '@chakra-ui/react';
import { Panel } from '@/shared/ui/Panel';

export function MdrOverviewPage() {
  return (
    <Panel>
      <Heading as="h2" textStyle="lg">
        Overview
      </Heading>
    </Panel>
  );
}
