import { Stack, Text } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { CaseNumberCopy } from '../components/CaseNumberCopy';
import { StatusBadge } from '../components/StatusBadge';
import type { MdrCase } from '../model/case-model';
import { formatCaseDateTime } from '../model/format';
import { DescriptionField, DrawerCaseHeader, SummaryFields } from './DrawerFields';

const dateText = (value: string) => (
  <Text textStyle="sm" className="tabular-nums">
    {formatCaseDateTime(value)}
  </Text>
);

/** Service request panel (§2.7): the drawer title reads 'Service request'. */
export function ServiceRequestDetails({ item }: { item: MdrCase }) {
  return (
    <Stack gap="5" data-testid="service-request-details">
      <DrawerCaseHeader caseType="ServiceRequest" title={item.title} />
      <SummaryFields
        fields={[
          { label: 'Status', value: <StatusBadge status={item.status} caseType="ServiceRequest" /> },
          { label: 'Created Date', value: dateText(item.createdAt) },
          { label: 'Last Modified Date', value: dateText(item.lastModifiedAt) },
          { label: 'Case Number', value: <CaseNumberCopy key={item.caseNumber} caseNumber={item.caseNumber} /> },
        ]}
      />
      <DescriptionField text={item.description} />
      <Tabs.Root defaultValue="communication" variant="line" size="sm">
        <Tabs.List>
          <Tabs.Trigger value="communication">Communication</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="communication" pt="4">
          <Text textStyle="sm" color="fg.muted">
            Coming Soon
          </Text>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
