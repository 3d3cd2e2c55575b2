import { Button } from '@chakra-ui/react';
import { DeniedTip } from '@/shared/access/DeniedTip';
import { resolveButtonLabel } from './resolve-rules';

/** 'Mark as resolved' for a role that may not resolve (a Viewer): shown, disabled, its tooltip naming the role needed. */
export function ResolveDenied({ reason }: { reason: string }) {
  return (
    <DeniedTip reason={reason}>
      {(denied) => (
        <Button colorPalette="brand" size="sm" alignSelf="flex-start" {...denied}>
          {resolveButtonLabel(false, false)}
        </Button>
      )}
    </DeniedTip>
  );
}
