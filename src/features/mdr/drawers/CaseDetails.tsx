import { Badge, Box, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { useDrawerActions, useDrawerParams } from '@/shared/drawer/use-drawer';
import { CaseNumberCopy } from '../components/CaseNumberCopy';
import { SeverityIcon, SeverityLabel } from '../components/SeverityLabel';
import { StatusBadge } from '../components/StatusBadge';
import type { MdrCase, RelatedCase } from '../model/case-model';
import { formatCaseDate, formatCaseDateTime } from '../model/format';
import { DescriptionField, DetailRows, DrawerCaseHeader, NOT_AVAILABLE, SummaryFields } from './DrawerFields';

const caseTitle = (item: MdrCase) => (item.productLabel ? `${item.productLabel}: ${item.title}` : item.title);

const orNull = <T,>(list: readonly T[]) => (list.length > 0 ? list : null);

function DetectionDetails({ item }: { item: MdrCase }) {
  const actions = orNull(item.remediationAction);
  const users = orNull(item.affectedUsers);
  return (
    <DetailRows
      rows={[
        { label: 'Disposition', value: item.disposition },
        { label: 'Affected Host', value: item.affectedHost },
        { label: 'Associated Users', value: users ? users.join(', ') : null },
        {
          label: 'Remediation Action',
          value: actions ? (
            <List.Root gap="1" ps="4">
              {actions.map((action) => (
                <List.Item key={action}>{action}</List.Item>
              ))}
            </List.Root>
          ) : null,
        },
        {
          label: 'Containment',
          value: item.networkContainment ? (
            <Badge colorPalette="brand" variant="subtle" size="sm">
              {item.networkContainment}
            </Badge>
          ) : null,
        },
        ...(item.caseType === 'Alert' ? [{ label: 'Source Product', value: item.caseSource }] : []),
        { label: 'Investigation Notes', value: item.investigationNotes },
        { label: 'Remediation Action Notes', value: item.remediationNotes },
      ]}
    />
  );
}

/**
 * A related case opens in the same drawer (its parent incident or one of its child alerts), in the list the drawer
 * came from (`list=waiting` stays), so stepping back to the parent still walks that list.
 */
function RelatedCaseRow({ related }: { related: RelatedCase }) {
  const list = useDrawerParams((params) => params.list);
  const { open } = useDrawerActions();
  return (
    <Flex
      as="button"
      w="full"
      textAlign="start"
      cursor="pointer"
      gap="3"
      py="3"
      px="1"
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px', borderRadius: 'sm' }}
      onClick={() => open('caseDetails', related.caseNumber, list)}
      data-testid="related-case"
    >
      <HStack gap="2.5" flex="1" minW="0" align="flex-start">
        <Box pt="0.5">
          <SeverityIcon severity={related.severity} />
        </Box>
        <Text textStyle="sm" fontWeight="medium" lineClamp={2}>
          {related.title}
        </Text>
      </HStack>
      <HStack gap="4" flexShrink={0}>
        <StatusBadge status={related.status} caseType="Alert" />
        <Text textStyle="xs" color="fg.muted" className="tabular-nums" minW="170px" textAlign={{ md: 'end' }}>
          Last modified date: {formatCaseDate(related.lastModifiedAt)}
        </Text>
      </HStack>
    </Flex>
  );
}

function RelatedCases({ item }: { item: MdrCase }) {
  const isAlert = item.caseType === 'Alert';
  const related = isAlert ? (item.parentIncident ? [item.parentIncident] : []) : item.childAlerts;
  return (
    <Stack gap="2">
      <Text textStyle="sm" fontWeight="semibold">
        {isAlert ? 'Parent Incident' : 'Child Alerts'}
        {!isAlert && related.length > 0 ? (
          <Text as="span" color="fg.muted" fontWeight="normal" className="tabular-nums">
            {' '}
            ({related.length})
          </Text>
        ) : null}
      </Text>
      {related.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {NOT_AVAILABLE}
        </Text>
      ) : (
        <Stack gap="0" divideY="1px" divideColor="border.subtle" borderTopWidth="1px" borderColor="border.subtle">
          {related.map((entry) => (
            <RelatedCaseRow key={entry.caseNumber} related={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Case details drawer body for an incident, alert or service request (§2.7). */
export function CaseDetails({ item }: { item: MdrCase }) {
  return (
    <Stack gap="5" data-testid="case-details">
      <DrawerCaseHeader caseType={item.caseType} title={caseTitle(item)} />
      <SummaryFields
        fields={[
          { label: 'Severity', value: <SeverityLabel severity={item.severity} /> },
          { label: 'Status', value: <StatusBadge status={item.status} caseType={item.caseType} /> },
          {
            label: 'Created Date',
            value: (
              <Text textStyle="sm" className="tabular-nums">
                {formatCaseDateTime(item.createdAt)}
              </Text>
            ),
          },
          { label: 'Case Number', value: <CaseNumberCopy key={item.caseNumber} caseNumber={item.caseNumber} /> },
        ]}
      />
      <DescriptionField text={item.description} />
      {/* Keyed by case so stepping to the next case starts on the first tab. */}
      <Tabs.Root key={item.caseNumber} defaultValue="detection" variant="line" size="sm" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="detection">Detection details</Tabs.Trigger>
          <Tabs.Trigger value="related">Related cases</Tabs.Trigger>
          <Tabs.Trigger value="communication">Communication</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="detection" pt="2">
          <DetectionDetails item={item} />
        </Tabs.Content>
        <Tabs.Content value="related" pt="4">
          <RelatedCases item={item} />
        </Tabs.Content>
        <Tabs.Content value="communication" pt="4">
          <Text textStyle="sm" color="fg.muted">
            TBD
          </Text>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
