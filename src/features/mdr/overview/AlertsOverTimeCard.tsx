import { Box, HStack, Text } from '@chakra-ui/react';
import {
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { colorVar } from '../components/chart-tokens';
import { WidgetCard } from '../components/WidgetCard';
import type { AlertBucket, AlertsOverTime } from '../model/alerts-over-time';

const LINE = colorVar('brand.solid');
const AXIS_TEXT = { fill: colorVar('fg.muted'), fontSize: 12 };

function BucketTooltip({ active, payload }: TooltipContentProps) {
  const bucket = payload?.[0]?.payload as AlertBucket | undefined;
  if (!active || !bucket) return null;
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.subtle" rounded="md" px="3" py="2" boxShadow="md" textStyle="xs">
      <Text fontWeight="semibold">{bucket.period}</Text>
      <Text color="fg.muted" className="tabular-nums">
        {bucket.count} {bucket.count === 1 ? 'alert' : 'alerts'} generated
      </Text>
    </Box>
  );
}

/** Alerts Over Time (§2.5, §9): six buckets, labels only above zero. */
export function AlertsOverTimeCard({ chart }: { chart: AlertsOverTime }) {
  const total = chart.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <WidgetCard
      title="Alerts Over Time"
      h="325px"
      actions={
        <HStack gap="2" textStyle="xs" color="fg.muted">
          <Box w="3" h="0.5" rounded="full" style={{ background: LINE }} aria-hidden />
          Alerts Generated
        </HStack>
      }
    >
      <Box
        flex="1"
        minH="0"
        position="relative"
        role="img"
        // The CSS reset sets a font size on SVG text, which beats recharts' font-size attribute.
        css={{ '& .recharts-text': { fontSize: 'var(--chakra-font-sizes-xs)' } }}
        aria-label={`Alerts Generated: ${chart.buckets.map((b) => `${b.label} ${b.count}`).join(', ')}`}
      >
        <ResponsiveContainer width="100%" height="100%" minHeight={180}>
          <LineChart data={chart.buckets} margin={{ top: 24, right: 24, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke={colorVar('border.subtle')} />
            <XAxis
              dataKey="label"
              tick={AXIS_TEXT}
              tickLine={false}
              axisLine={{ stroke: colorVar('border.subtle') }}
              tickMargin={8}
              interval={0}
              padding={{ left: 12, right: 12 }}
            />
            <YAxis
              domain={[0, chart.yMax]}
              ticks={chart.yTicks}
              tick={AXIS_TEXT}
              tickLine={false}
              axisLine={false}
              width={40}
              allowDecimals={false}
            />
            <Tooltip
              content={BucketTooltip}
              cursor={{ stroke: colorVar('border.emphasized'), strokeDasharray: '3 3' }}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="count"
              name="Alerts Generated"
              stroke={LINE}
              strokeWidth={2}
              dot={{ r: 3.5, fill: colorVar('bg.panel'), stroke: LINE, strokeWidth: 2 }}
              activeDot={{ r: 5, fill: LINE, stroke: colorVar('bg.panel'), strokeWidth: 2 }}
              isAnimationActive={false}
            >
              <LabelList
                dataKey="count"
                position="top"
                offset={10}
                fill={colorVar('fg')}
                fontSize={12}
                fontWeight={600}
                formatter={(value) => (typeof value === 'number' && value > 0 ? value : '')}
              />
            </Line>
          </LineChart>
        </ResponsiveContainer>
        {total === 0 ? (
          <Text
            position="absolute"
            top="40%"
            left="0"
            right="0"
            textAlign="center"
            textStyle="sm"
            color="fg.muted"
            pointerEvents="none"
          >
            No alerts in this period
          </Text>
        ) : null}
      </Box>
    </WidgetCard>
  );
}
