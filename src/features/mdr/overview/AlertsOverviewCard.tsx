import { Box, Center, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { severityFill } from '../components/chart-tokens';
import { WidgetCard } from '../components/WidgetCard';
import { SEVERITY_LABELS, type Severity } from '../model/case-model';
import type { SeverityCount } from '../model/overview';

export const ALERTS_OVERVIEW_INFO = 'All security events or detections investigated or responded to by the provider MDR';
const SIZE = 188;

const LegendButton = chakra('button');

// recharts (115 KB) loads beside the card instead of before the page: the totals and legend show at once.
const SeverityDonut = lazy(() => import('./charts/SeverityDonut'));

/** The empty ring the donut draws, while its code loads: same place, same size, no shift. */
function DonutPlaceholder() {
  return <Box position="absolute" inset="1" rounded="full" borderWidth="24px" borderColor="border.subtle" aria-hidden />;
}

export interface AlertsOverviewCardProps {
  counts: SeverityCount[];
  onSelect: (severity: Severity) => void;
}

/** Alerts Overview (§2.5): a donut of alerts by severity; a slice or legend entry opens the filtered alerts list. */
export function AlertsOverviewCard({ counts, onSelect }: AlertsOverviewCardProps) {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const slices = counts.filter((entry) => entry.count > 0);
  return (
    <WidgetCard title="Alerts Overview" info={ALERTS_OVERVIEW_INFO} minH="325px">
      <Flex
        flex="1"
        align="center"
        justify="center"
        gap={{ base: '6', md: '8' }}
        wrap="wrap"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box position="relative" boxSize={`${SIZE}px`} flexShrink={0}>
          <Suspense fallback={<DonutPlaceholder />}>
            <SeverityDonut size={SIZE} slices={slices} total={total} onSelect={onSelect} />
          </Suspense>
          <Center position="absolute" inset="0" pointerEvents="none" flexDirection="column">
            <Text textStyle="3xl" fontWeight="semibold" lineHeight="1" className="tabular-nums" data-testid="alerts-total">
              {total}
            </Text>
            <Text textStyle="xs" color="fg.muted" mt="1">
              {total === 1 ? 'Alert' : 'Alerts'}
            </Text>
          </Center>
        </Box>
        <Stack
          as="ul"
          gap="0.5"
          minW="190px"
          flex={{ sm: '1' }}
          maxW="260px"
          aria-label="Alerts by severity"
          listStyleType="none"
        >
          {counts.map((entry) => (
            <Box as="li" key={entry.severity}>
              <LegendButton
                type="button"
                onClick={() => onSelect(entry.severity)}
                title={`Show ${SEVERITY_LABELS[entry.severity].toLowerCase()} alerts`}
                display="flex"
                w="full"
                alignItems="center"
                gap="3"
                px="2"
                py="1.5"
                rounded="md"
                textAlign="start"
                cursor="pointer"
                _hover={{ bg: 'bg.subtle' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
              >
                <Box
                  boxSize="2.5"
                  rounded="full"
                  flexShrink={0}
                  style={{ background: severityFill(entry.severity) }}
                  aria-hidden
                />
                <Text textStyle="sm" flex="1" color="fg">
                  {SEVERITY_LABELS[entry.severity]}
                </Text>
                <HStack gap="2" className="tabular-nums">
                  <Text textStyle="sm" fontWeight="semibold" minW="6" textAlign="end">
                    {entry.count}
                  </Text>
                  <Text textStyle="xs" color="fg.muted" minW="9" textAlign="end">
                    {total === 0 ? '0%' : `${Math.round((entry.count / total) * 100)}%`}
                  </Text>
                </HStack>
              </LegendButton>
            </Box>
          ))}
        </Stack>
      </Flex>
    </WidgetCard>
  );
}
