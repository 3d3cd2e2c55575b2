import { Box, Text } from '@chakra-ui/react';
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
import { colorVar } from '../../components/chart-tokens';
import type { AlertBucket, AlertsOverTime } from '../../model/alerts-over-time';
import { LINE_COLOR as LINE } from './line-color';

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

/** The line of Alerts Over Time; its recharts code loads after the card (AlertsOverTimeCard). */
export default function AlertsLine({ chart }: { chart: AlertsOverTime }) {
  return (
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
  );
}
