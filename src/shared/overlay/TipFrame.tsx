import { Portal } from '@chakra-ui/react';
import { Tooltip } from '@chakra-ui/react/tooltip';
import type { ReactNode } from 'react';

/** Chakra's tooltip behind Tip, tied to the caller's trigger by ids. */
export default function TipFrame({
  triggerId,
  contentId,
  open,
  onDismiss,
  role,
  maxW = '280px',
  content,
}: {
  triggerId: string;
  contentId: string;
  open: boolean;
  /** Escape (or a scroll) while the tip shows. */
  onDismiss: () => void;
  role?: 'status';
  maxW?: string;
  content: ReactNode;
}) {
  return (
    // Zag catches Escape on the document while the tip shows and stops it there (a key handler on the trigger never
    // sees it), so the dismissal comes back through onOpenChange; it also works while focus is elsewhere (WCAG 1.4.13).
    <Tooltip.Root
      ids={{ trigger: triggerId, content: contentId }}
      open={open}
      onOpenChange={(details) => !details.open && onDismiss()}
      positioning={{ placement: 'top' }}
    >
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
