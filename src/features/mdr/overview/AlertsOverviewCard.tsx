import { Box, Center, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Cell, Pie, PieChart, Tooltip, type TooltipContentProps } from 'recharts';
import { colorVar, severityFill } from '../components/chart-tokens';
import { WidgetCard } from '../components/WidgetCard';
import { SEVERITY_LABELS, type Severity } from '../model/case-model';
import type { SeverityCount } from '../model/overview';

export const ALERTS_OVERVIEW_INFO = 'All security events or detections investigated or responded to by the provider MDR';
const SIZE = 188;

const LegendButton = chakra('button');

function SliceTooltip({ active, payload }: TooltipContentProps) {
  const entry = payload?.[0]?.payload as SeverityCount | undefined;
  if (!active || !entry) return null;
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.subtle" rounded="md" px="3" py="2" boxShadow="md" textStyle="xs">
      <Text fontWeight="semibold">{SEVERITY_LABELS[entry.severity]}</Text>
      <Text color="fg.muted" className="tabular-nums">
        {entry.count} {entry.count === 1 ? 'alert' : 'alerts'}
      </Text>
    </Box>
  );
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
          <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
            {total === 0 ? (
              <Pie
                data={[{ value: 1 }]}
                dataKey="value"
                innerRadius={66}
                outerRadius={90}
                fill={colorVar('border.subtle')}
                stroke="none"
                isAnimationActive={false}
              />
            ) : (
              <Pie
                data={slices}
                dataKey="count"
                nameKey="severity"
                innerRadius={66}
                outerRadius={90}
                paddingAngle={slices.length > 1 ? 2 : 0}
                cornerRadius={3}
                stroke="none"
                startAngle={90}
                endAngle={-270}
                isAnimationActive={false}
                cursor="pointer"
                onClick={(_, index) => {
                  const entry = slices[index];
                  if (entry) onSelect(entry.severity);
                }}
              >
                {slices.map((entry) => (
                  <Cell key={entry.severity} fill={severityFill(entry.severity)} />
                ))}
              </Pie>
            )}
            {total > 0 ? <Tooltip content={SliceTooltip} isAnimationActive={false} /> : null}
          </PieChart>
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
