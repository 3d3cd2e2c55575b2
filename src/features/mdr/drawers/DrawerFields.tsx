import { DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CaseTypeIcon } from '../components/CaseTypeIcon';
import type { CaseType } from '../model/case-model';

export const NOT_AVAILABLE = 'N/A';

export function DrawerCaseHeader({ caseType, title }: { caseType: CaseType; title: string }) {
  return (
    <HStack gap="3" align="flex-start">
      <CaseTypeIcon caseType={caseType} />
      <Heading as="h3" textStyle="lg" fontWeight="semibold" lineHeight="short" pt="1.5">
        {title}
      </Heading>
    </HStack>
  );
}

/** The summary strip at the top of a case drawer: small labels over values. */
export function SummaryFields({ fields }: { fields: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid
      columns={{ base: 2, xl: 4 }}
      // One-pixel gaps over the border colour draw the dividers in both the 2- and 4-column layouts.
      gap="1px"
      bg="border.subtle"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="md"
      overflow="hidden"
    >
      {fields.map((field) => (
        <Stack key={field.label} gap="1" px="4" py="3" bg="bg.subtle">
          <Text textStyle="xs" color="fg.muted" fontWeight="medium">
            {field.label}
          </Text>
          <HStack minH="6">{field.value}</HStack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function DescriptionField({ text }: { text: string | null }) {
  return (
    <Stack gap="1.5">
      <Text textStyle="xs" color="fg.muted" fontWeight="medium">
        Description
      </Text>
      <Text textStyle="sm" whiteSpace="pre-wrap" color={text ? 'fg' : 'fg.muted'}>
        {text ?? NOT_AVAILABLE}
      </Text>
    </Stack>
  );
}

/** Label / value rows; an empty value reads 'N/A'. */
export function DetailRows({ rows }: { rows: { label: string; value: ReactNode | null }[] }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="0" divideY="1px" divideColor="border.subtle">
      {rows.map((row) => (
        <DataList.Item key={row.label} py="3" alignItems="flex-start">
          <DataList.ItemLabel minW={{ base: '140px', md: '200px' }} color="fg.muted" textStyle="sm">
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue textStyle="sm" whiteSpace="pre-wrap" color={row.value === null ? 'fg.muted' : 'fg'} minW="0">
            {row.value ?? NOT_AVAILABLE}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
