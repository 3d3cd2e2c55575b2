import { Badge, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/platform';
import { integrationQueries } from '@/shared/queries/integrations';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';

const STATUS_PALETTE = { active: 'green', inactive: 'gray', broken: 'red' } as const;

export function IntegrationsPage() {
  const { accountId } = useSession();
  const integrations = useQuery(integrationQueries.integrations(accountId));
  return (
    <>
      <PageHeader title="Integrations" description="Upgrade your security posture with integrations" />
      <QueryState isPending={integrations.isPending} error={integrations.error ? new Error('No integrations available') : null}>
        <SimpleGrid columns={{ base: 1, md: 2, '2xl': 3 }} gap="4">
          {integrations.data?.map((integration) => (
            <Panel key={integration.id}>
              <Stack gap="2">
                <HStack justify="space-between">
                  <Heading as="h2" textStyle="md">
                    {integration.display_name}
                  </Heading>
                  <Badge colorPalette={STATUS_PALETTE[integration.status]}>{integration.status}</Badge>
                </HStack>
                <Text color="fg.muted" textStyle="sm">
                  {integration.description}
                </Text>
              </Stack>
            </Panel>
          ))}
        </SimpleGrid>
      </QueryState>
    </>
  );
}
