import { Badge, HStack, Heading, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/platform';
import { assetQueries } from '@/shared/queries/assets';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';

export function AssetsPage() {
  const { accountId } = useSession();
  const assets = useQuery(assetQueries.assets(accountId));
  return (
    <Panel>
      <Heading as="h2" textStyle="lg" mb="4">
        Assets
      </Heading>
      <QueryState isPending={assets.isPending} error={assets.error} onRetry={() => void assets.refetch()}>
        {assets.data?.length === 0 ? (
          <Text color="fg.muted">No Domain found, please add a domain</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Asset Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Asset Type</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Issues</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {assets.data?.map((asset) => (
                  <Table.Row key={asset.id}>
                    <Table.Cell fontWeight="medium">{asset.hostname}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle">{asset.asset_type}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end" data-numeric>
                      <HStack justify="flex-end">{asset.issues.filter((i) => i.status === 'open').length}</HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </QueryState>
    </Panel>
  );
}
