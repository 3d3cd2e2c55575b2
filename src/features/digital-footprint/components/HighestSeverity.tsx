import { Text, chakra } from '@chakra-ui/react';
import type { SeverityTone } from '@/shared/theme/severity';

const LABELS: Record<SeverityTone, string> = {
  critical: 'Critical',
  important: 'Important',
  moderate: 'Moderate',
  low: 'Low',
  informational: 'Informational',
  clean: 'Clean',
};

const tone = (name: SeverityTone) => ({
  bg: `severity.${name}.bg`,
  color: `severity.${name}.fg`,
  _before: { bg: `severity.${name}.solid` },
});

const Pill = chakra('span', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2',
    h: '6',
    borderRadius: 'full',
    textStyle: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    _before: { content: '""', boxSize: '2', borderRadius: 'full' },
  },
  variants: {
    tone: {
      critical: tone('critical'),
      important: tone('important'),
      moderate: tone('moderate'),
      low: tone('low'),
      informational: tone('informational'),
      clean: tone('clean'),
    },
  },
});

/** The highest open-issue severity of an asset, or 'No open issues'. */
export function HighestSeverity({ tone: value }: { tone: SeverityTone | null }) {
  if (value === null) {
    return (
      <Text textStyle="xs" color="fg.muted">
        No open issues
      </Text>
    );
  }
  return (
    <Pill tone={value} data-severity={value}>
      {LABELS[value]}
    </Pill>
  );
}
