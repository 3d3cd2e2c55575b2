import { Text } from '@chakra-ui/react';
import { SeverityBadge } from '@/features/issues';
import type { SeverityTone } from '@/shared/theme/severity';

/** The highest open-issue severity of an asset, or 'No open issues'. */
export function HighestSeverity({ tone }: { tone: SeverityTone | null }) {
  if (tone === null) {
    return (
      <Text textStyle="xs" color="fg.muted">
        No open issues
      </Text>
    );
  }
  return <SeverityBadge severity={tone} />;
}
