import { HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { Tooltip } from '@chakra-ui/react/tooltip';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
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
      <Tooltip.Root open={state !== 'idle'} positioning={{ placement: 'top' }}>
        <Tooltip.Trigger asChild>
          <IconButton aria-label={`Copy case number ${caseNumber}`} variant="ghost" size="2xs" color="fg.muted" onClick={copy}>
            {state === 'copied' ? <Check /> : <Copy />}
          </IconButton>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content textStyle="xs" role="status">
              <Tooltip.Arrow>
                <Tooltip.ArrowTip />
              </Tooltip.Arrow>
              {state === 'failed' ? 'Could not copy' : 'Copied!'}
            </Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    </HStack>
  );
}
