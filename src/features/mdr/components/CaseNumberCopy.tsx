import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Tip } from '@/shared/overlay/Tip';
import { shortenCaseNumber } from '../model/case-number';

const COPIED_TOOLTIP_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** The shortened case number with a copy button; 'Copied!' shows for two seconds after a copy. */
export function CaseNumberCopy({ caseNumber }: { caseNumber: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    // Clipboard access can be refused (permissions, insecure context); say so instead of failing silently.
    navigator.clipboard.writeText(caseNumber).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <HStack gap="1">
      <Text as="span" className="tabular-nums" fontFamily="mono" textStyle="sm" title={caseNumber}>
        {shortenCaseNumber(caseNumber)}
      </Text>
      <Tip open={state !== 'idle'} role="status" content={state === 'failed' ? 'Could not copy' : 'Copied!'}>
        {(tip) => (
          <IconButton
            aria-label={`Copy case number ${caseNumber}`}
            variant="ghost"
            size="2xs"
            color="fg.muted"
            onClick={copy}
            {...tip}
          >
            {state === 'copied' ? <Check /> : <Copy />}
          </IconButton>
        )}
      </Tip>
    </HStack>
  );
}
