import { Skeleton, Stack } from '@chakra-ui/react';

/**
 * Stands for content that renders a frame or two later (a drawer's content, the filter popup's sections): bars of the
 * given widths, the first one a heading's height. Hidden from assistive tech; its container says it is busy.
 */
export function SkeletonLines({ widths, testId }: { widths: readonly string[]; testId?: string }) {
  return (
    <Stack gap="3" aria-hidden data-testid={testId}>
      {widths.map((width, index) => (
        <Skeleton key={index} h={index === 0 ? '5' : '4'} w={width} />
      ))}
    </Stack>
  );
}
