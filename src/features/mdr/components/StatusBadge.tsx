import { Badge, Box, HStack } from '@chakra-ui/react';
import { statusLabel, type CaseStatus, type CaseType } from '../model/case-model';

/** Status is neutral (severity colours are for severity only); waiting stands out in the brand accent. */
const DOT: Record<CaseStatus, string> = {
  waiting: 'brand.solid',
  inprogress: 'fg.muted',
  open: 'fg.subtle',
  closed: 'border.emphasized',
};

export function StatusBadge({ status, caseType }: { status: CaseStatus; caseType: CaseType }) {
  return (
    <Badge
      variant={status === 'waiting' ? 'subtle' : 'outline'}
      colorPalette={status === 'waiting' ? 'brand' : 'gray'}
      size="sm"
      rounded="full"
      px="2"
      fontWeight="medium"
      whiteSpace="nowrap"
    >
      <HStack gap="1.5">
        <Box boxSize="1.5" rounded="full" bg={DOT[status]} aria-hidden />
        {statusLabel(caseType, status)}
      </HStack>
    </Badge>
  );
}
