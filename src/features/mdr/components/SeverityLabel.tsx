import { HStack, Icon, Text, type TextProps } from '@chakra-ui/react';
import { CircleAlert, CircleArrowDown, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { severityColors } from '@/shared/theme/severity';
import { SEVERITY_LABELS, type Severity } from '../model/case-model';

const ICONS: Record<Severity, LucideIcon> = {
  critical: OctagonAlert,
  high: TriangleAlert,
  medium: CircleAlert,
  low: CircleArrowDown,
  informational: Info,
};

export function SeverityIcon({ severity, size = 16 }: { severity: Severity; size?: number }) {
  const SeverityGlyph = ICONS[severity];
  return (
    <Icon color={severityColors(severity).fg} boxSize={`${size}px`} flexShrink={0} aria-hidden>
      <SeverityGlyph />
    </Icon>
  );
}

/** Severity icon and text; the icon is decorative, the text carries the meaning. */
export function SeverityLabel({
  severity,
  textStyle = 'sm',
  hideText = false,
}: {
  severity: Severity;
  textStyle?: TextProps['textStyle'];
  hideText?: boolean;
}) {
  return (
    <HStack gap="1.5" minW="0" title={hideText ? SEVERITY_LABELS[severity] : undefined}>
      <SeverityIcon severity={severity} />
      {hideText ? null : (
        <Text as="span" textStyle={textStyle} color={severityColors(severity).fg} fontWeight="medium">
          {SEVERITY_LABELS[severity]}
        </Text>
      )}
    </HStack>
  );
}
