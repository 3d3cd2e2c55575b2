import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/platform';
import { assetQueries } from '@/shared/queries/assets';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';

export function TechnologiesPage() {
  const { accountId } = useSession();
  const technologies = useQuery(assetQueries.technologies(accountId));
  const sorted = [...(technologies.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <QueryState isPending={technologies.isPending} error={technologies.error} onRetry={() => void technologies.refetch()}>
      {sorted.length === 0 ? (
        <Text color="fg.muted">No technologies available for the current search and filter settings</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, '2xl': 3 }} gap="4">
          {sorted.map((tech) => (
            <Panel key={tech.id}>
              <Stack gap="1">
                <Heading as="h2" textStyle="md">
                  {tech.name}{' '}
                  {tech.version ? (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {tech.version}
                    </Text>
                  ) : null}
                </Heading>
                {tech.type === 'SAAS_PRODUCT' ? <Text textStyle="sm">Saas Product. {tech.domain}</Text> : null}
                <Text color="fg.muted" textStyle="sm">
                  {tech.description}
                </Text>
              </Stack>
            </Panel>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
