import { Box, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AuditEvent } from '@generated/model';
import { formatLongDateTime } from '@/shared/format/dates';
import {
  actorWords,
  auditActionWords,
  browserWords,
  fieldWords,
  originWords,
  targetKind,
  valueWords,
} from '../model/audit-model';

/** An audit event's drawer: who did what to what, when and from where, and each changed field before and after. */
export function AuditEventDetails({ event }: { event: AuditEvent | undefined }) {
  if (!event) {
    return (
      <Text color="fg.muted" textStyle="sm">
        This event is not in the part of the audit log loaded so far.
      </Text>
    );
  }
  const { actor, target } = event;
  return (
    <Stack gap="6" data-testid="audit-event-details" data-event-id={event.id}>
      <Stack gap="1">
        <Heading as="h3" textStyle="lg" fontWeight="semibold">
          {auditActionWords(event.action)}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {formatLongDateTime(event.occurred_at)}
        </Text>
      </Stack>
      <Facts
        items={[
          {
            label: 'Who',
            value: (
              <Stack gap="0">
                <Text>{actorWords(actor)}</Text>
                {actor.email ? (
                  <Text color="fg.muted" textStyle="xs">
                    {actor.email}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            label: targetKind(target),
            value: <Text>{target.name}</Text>,
          },
          { label: 'IP address', value: <Text className="tabular-nums">{originWords(event)}</Text> },
          {
            label: 'Browser',
            value: event.user_agent ? (
              <Stack gap="0">
                <Text>{browserWords(event.user_agent)}</Text>
                <Text color="fg.muted" textStyle="xs">
                  {event.user_agent}
                </Text>
              </Stack>
            ) : (
              <Text color="fg.muted">—</Text>
            ),
          },
        ]}
      />
      <Stack gap="2">
        <Heading as="h4" textStyle="sm" fontWeight="semibold">
          Changes
        </Heading>
        {event.changes.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No fields changed.
          </Text>
        ) : (
          <Box overflowX="auto" borderWidth="1px" borderColor="border.subtle" borderRadius="md">
            <Table.Root size="sm" aria-label="Changes">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>Field</Table.ColumnHeader>
                  <Table.ColumnHeader>Before</Table.ColumnHeader>
                  <Table.ColumnHeader>After</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {event.changes.map((change) => (
                  <Table.Row key={change.field}>
                    <Table.Cell fontWeight="medium">{fieldWords(change.field)}</Table.Cell>
                    <Table.Cell color="fg.muted" overflowWrap="anywhere">
                      {valueWords(change.before, change.field)}
                    </Table.Cell>
                    <Table.Cell overflowWrap="anywhere">{valueWords(change.after, change.field)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}

/** Label above value: the drawer is 30vw wide, too narrow for labels beside their values. */
function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <DataList.Root orientation="vertical" size="md" gap="4">
      {items.map((item) => (
        <DataList.Item key={item.label} minW="0">
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
