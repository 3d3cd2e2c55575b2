import { Box, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { WidgetCard } from '../components/WidgetCard';
import type { AlertsOverTime } from '../model/alerts-over-time';
import { LINE_COLOR } from './charts/line-color';

// recharts (115 KB) loads beside the card instead of before the page: the title and legend show at once.
const AlertsLine = lazy(() => import('./charts/AlertsLine'));

/** Alerts Over Time (§2.5, §9): six buckets, labels only above zero. */
export function AlertsOverTimeCard({ chart }: { chart: AlertsOverTime }) {
  const total = chart.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <WidgetCard
      title="Alerts Over Time"
      h="325px"
      actions={
        <HStack gap="2" textStyle="xs" color="fg.muted">
          <Box w="3" h="0.5" rounded="full" style={{ background: LINE_COLOR }} aria-hidden />
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
        <Suspense fallback={null}>
          <AlertsLine chart={chart} />
        </Suspense>
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
