import { Box, Text } from '@chakra-ui/react';
import { Cell, Pie, PieChart, Tooltip, type TooltipContentProps } from 'recharts';
import { colorVar, severityFill } from '../../components/chart-tokens';
import { SEVERITY_LABELS, type Severity } from '../../model/case-model';
import type { SeverityCount } from '../../model/overview';

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

/** The donut of Alerts Overview; its recharts code loads after the card (AlertsOverviewCard). */
export default function SeverityDonut({
  size,
  slices,
  total,
  onSelect,
}: {
  size: number;
  slices: SeverityCount[];
  total: number;
  onSelect: (severity: Severity) => void;
}) {
  return (
    <PieChart width={size} height={size} accessibilityLayer={false}>
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
  );
}
