import { IconButton, Portal } from '@chakra-ui/react';
import { Tooltip } from '@chakra-ui/react/tooltip';
import { Info } from 'lucide-react';

/** A small info icon that explains a section on hover or keyboard focus. */
export function InfoTip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton aria-label={`About ${label}`} variant="ghost" size="2xs" color="fg.muted" rounded="full">
          <Info />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="280px" textStyle="xs">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
