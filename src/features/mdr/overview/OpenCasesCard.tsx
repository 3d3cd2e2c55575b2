import { Badge, Box, Center, Flex, HStack, Icon, Stack, Text, chakra } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { SeverityLabel } from '../components/SeverityLabel';
import { StatusBadge } from '../components/StatusBadge';
import { WidgetCard } from '../components/WidgetCard';
import type { MdrCase } from '../model/case-model';
import { formatCaseDate } from '../model/format';

export type OpenCasesTab = 'all' | 'incidents' | 'serviceRequests';

const ItemButton = chakra('button');
/** The list scrolls beyond about 245 px (§9). */
const OPEN_CASES_LIST_MAX_HEIGHT = '245px';

function OpenCaseItem({ item, onOpen }: { item: MdrCase; onOpen: (item: MdrCase) => void }) {
  const isIncident = item.caseType === 'Incident';
  return (
    <ItemButton
      type="button"
      onClick={() => onOpen(item)}
      display="flex"
      flexDirection="column"
      gap="1.5"
      w="full"
      px="3"
      py="2.5"
      textAlign="start"
      rounded="md"
      cursor="pointer"
      _hover={{ bg: 'bg.subtle' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      <HStack gap="2" w="full" minW="0">
        <Badge size="xs" variant="outline" colorPalette="gray" flexShrink={0}>
          {isIncident ? 'Incident' : 'Service Request'}
        </Badge>
        <Text textStyle="sm" fontWeight="medium" truncate flex="1" minW="0" title={item.title}>
          {item.title}
        </Text>
      </HStack>
      <Flex gap="3" align="center" wrap="wrap" rowGap="1">
        {isIncident ? <SeverityLabel severity={item.severity} textStyle="xs" /> : null}
        <StatusBadge status={item.status} caseType={item.caseType} />
        <Text textStyle="xs" color="fg.muted" className="tabular-nums" ms="auto">
          Created Date: {formatCaseDate(item.createdAt)}
        </Text>
      </Flex>
    </ItemButton>
  );
}

function EmptyState() {
  return (
    <Center flex="1" flexDirection="column" gap="2" textAlign="center" py="6" px="4">
      <Center boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" aria-hidden>
        <Icon boxSize="5">
          <PartyPopper />
        </Icon>
      </Center>
      <Text textStyle="sm" fontWeight="semibold">
        You&apos;re all set!
      </Text>
      <Text textStyle="xs" color="fg.muted" maxW="280px">
        There are no incidents or service requests waiting for your attention.
      </Text>
    </Center>
  );
}

export interface OpenCasesCardProps {
  incidents: MdrCase[];
  serviceRequests: MdrCase[];
  onOpen: (item: MdrCase) => void;
  defaultTab?: OpenCasesTab;
}

/** Open Cases (§2.5): open incidents and service requests, newest work first, each opening its drawer. */
export function OpenCasesCard({ incidents, serviceRequests, onOpen, defaultTab = 'all' }: OpenCasesCardProps) {
  const [tab, setTab] = useState<OpenCasesTab>(defaultTab);
  const lists: Record<OpenCasesTab, MdrCase[]> = {
    all: [...incidents, ...serviceRequests],
    incidents,
    serviceRequests,
  };
  const tabs: { value: OpenCasesTab; label: string }[] = [
    { value: 'all', label: 'All' },
    { value: 'incidents', label: 'Incidents' },
    { value: 'serviceRequests', label: 'Service Requests' },
  ];
  return (
    <WidgetCard title="Open Cases" h="325px" gap="2">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as OpenCasesTab)}
        variant="line"
        size="sm"
        lazyMount
        unmountOnExit
        display="flex"
        flexDirection="column"
        flex="1"
        minH="0"
      >
        <Tabs.List>
          {tabs.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value}>
              {entry.label}
              <Badge
                size="xs"
                variant="subtle"
                colorPalette={tab === entry.value ? 'brand' : 'gray'}
                className="tabular-nums"
                rounded="full"
              >
                {lists[entry.value].length}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((entry) => (
          <Tabs.Content
            key={entry.value}
            value={entry.value}
            pt="2"
            flex="1"
            minH="0"
            display="flex"
            flexDirection="column"
            _closed={{ display: 'none' }}
          >
            {lists[entry.value].length === 0 ? (
              <EmptyState />
            ) : (
              <Box maxH={OPEN_CASES_LIST_MAX_HEIGHT} overflowY="auto" mx="-1" px="1" data-testid="open-cases-list">
                <Stack as="ul" gap="0" listStyleType="none" divideY="1px" divideColor="border.subtle">
                  {lists[entry.value].map((item) => (
                    <Box as="li" key={item.caseNumber}>
                      <OpenCaseItem item={item} onOpen={onOpen} />
                    </Box>
                  ))}
                </Stack>
              </Box>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </WidgetCard>
  );
}
