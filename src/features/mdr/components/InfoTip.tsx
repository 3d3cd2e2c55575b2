import { IconButton } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { Tip } from '@/shared/overlay/Tip';

/** A small info icon that explains a section on hover or keyboard focus. */
export function InfoTip({ label, text }: { label: string; text: string }) {
  return (
    <Tip content={text}>
      {(tip) => (
        <IconButton aria-label={`About ${label}`} variant="ghost" size="2xs" color="fg.muted" rounded="full" {...tip}>
          <Info />
        </IconButton>
      )}
    </Tip>
  );
}
