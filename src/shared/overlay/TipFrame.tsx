import { Portal } from '@chakra-ui/react';
import { Tooltip } from '@chakra-ui/react/tooltip';
import type { ReactNode } from 'react';

/** Chakra's tooltip behind Tip, tied to the caller's trigger by ids. */
export default function TipFrame({
  triggerId,
  contentId,
  open,
  role,
  maxW = '280px',
  content,
}: {
  triggerId: string;
  contentId: string;
  open: boolean;
  role?: 'status';
  maxW?: string;
  content: ReactNode;
}) {
  return (
    <Tooltip.Root ids={{ trigger: triggerId, content: contentId }} open={open} positioning={{ placement: 'top' }}>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW={maxW} textStyle="xs" role={role}>
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
