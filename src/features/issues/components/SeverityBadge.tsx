import { chakra } from '@chakra-ui/react';
import { severityTone, type SeverityTone } from '@/shared/theme/severity';
import { severityLabel } from '../model/issue-model';

const tone = (name: SeverityTone) => ({
  bg: `severity.${name}.bg`,
  color: `severity.${name}.fg`,
  _before: { bg: `severity.${name}.solid` },
});

// A recipe, so each tone's classes are built once: the badge sits in every table row.
const Pill = chakra('span', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2',
    borderRadius: 'full',
    flexShrink: 0,
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
    size: { xs: { h: '5' }, sm: { h: '6' } },
  },
});

/** Severity as a coloured dot and its label; the only place issue rows use severity colours. */
export function SeverityBadge({ severity, size = 'sm' }: { severity: string; size?: 'xs' | 'sm' }) {
  return (
    <Pill tone={severityTone(severity)} size={size} data-severity={severity}>
      {severityLabel(severity)}
    </Pill>
  );
}
