import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { COUNTED_SEVERITIES, type SeverityCounts as Counts } from '../model/asset-model';

const LABELS = { critical: 'Critical', important: 'Important', moderate: 'Moderate' } as const;

// A recipe, so each tone's classes are built once: the counts sit in every table row.
const Count = chakra('span', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '7',
    h: '5',
    px: '1.5',
    borderRadius: 'sm',
    textStyle: 'xs',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      critical: { bg: 'severity.critical.bg', color: 'severity.critical.fg' },
      important: { bg: 'severity.important.bg', color: 'severity.important.fg' },
      moderate: { bg: 'severity.moderate.bg', color: 'severity.moderate.fg' },
      none: { bg: 'transparent', color: 'fg.subtle', fontWeight: 'normal' },
    },
  },
});

/** Open issues per severity (critical, important, moderate); a zero is shown quietly. */
export function SeverityCounts({ counts }: { counts: Counts }) {
  const label = COUNTED_SEVERITIES.map((s) => `${counts[s]} ${LABELS[s].toLowerCase()}`).join(', ');
  return (
    <HStack gap="1" role="group" aria-label={`Open issues: ${label}`}>
      {COUNTED_SEVERITIES.map((severity) => (
        <Count
          key={severity}
          tone={counts[severity] > 0 ? severity : 'none'}
          data-severity={severity}
          title={`${counts[severity]} ${LABELS[severity].toLowerCase()}`}
          aria-hidden
        >
          {counts[severity]}
        </Count>
      ))}
    </HStack>
  );
}

/** What the three numbers of the Issues column stand for. */
export function SeverityCountsLegend() {
  return (
    <HStack gap="3" textStyle="xs" color="fg.muted" aria-hidden>
      <Text as="span">Open issues:</Text>
      {COUNTED_SEVERITIES.map((severity) => (
        <HStack key={severity} gap="1.5">
          <Box boxSize="2" borderRadius="full" bg={`severity.${severity}.solid`} />
          <Text as="span">{LABELS[severity]}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
