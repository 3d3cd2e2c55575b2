import { Box, HStack, Text } from '@chakra-ui/react';
import { severityColors } from '@/shared/theme/severity';
import { severityLabel } from '../model/issue-model';

/** Severity as a coloured dot and its label; the only place issue rows use severity colours. */
export function SeverityBadge({ severity, size = 'sm' }: { severity: string; size?: 'xs' | 'sm' }) {
  const colors = severityColors(severity);
  return (
    <HStack
      gap="1.5"
      px="2"
      h={size === 'xs' ? '5' : '6'}
      borderRadius="full"
      bg={colors.bg}
      color={colors.fg}
      display="inline-flex"
      flexShrink={0}
      data-severity={severity}
    >
      <Box boxSize="2" borderRadius="full" bg={colors.solid} aria-hidden />
      <Text as="span" textStyle="xs" fontWeight="semibold">
        {severityLabel(severity)}
      </Text>
    </HStack>
  );
}
