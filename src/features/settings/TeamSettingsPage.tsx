import { Badge, Heading, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/platform';
import { userQueries } from '@/shared/queries/users';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';

export function TeamSettingsPage() {
  const { accountId } = useSession();
  const team = useQuery(userQueries.team(accountId));
  const members = [...(team.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Panel>
      <Heading as="h2" textStyle="lg" mb="4">
        Team
      </Heading>
      <QueryState isPending={team.isPending} error={team.error} onRetry={() => void team.refetch()}>
        {members.length === 0 ? (
          <Text color="fg.muted">No team members found</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Role</Table.ColumnHeader>
                  <Table.ColumnHeader>MFA</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {members.map((m) => (
                  <Table.Row key={m.user_id}>
                    <Table.Cell fontWeight="medium">{m.name}</Table.Cell>
                    <Table.Cell>{m.email}</Table.Cell>
                    <Table.Cell>{m.role}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={m.mfa_active ? 'green' : 'gray'}>{m.mfa_active ? 'On' : 'Off'}</Badge>
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
