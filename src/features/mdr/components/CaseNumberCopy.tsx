import { Clipboard, HStack, IconButton, Portal, Text, Tooltip } from '@chakra-ui/react';
import { useState } from 'react';
import { shortenCaseNumber } from '../model/case-number';

export const COPIED_TOOLTIP_MS = 2000;

/** The shortened case number with a copy button; 'Copied!' shows for two seconds after a copy. */
export function CaseNumberCopy({ caseNumber }: { caseNumber: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <HStack gap="1">
      <Text as="span" className="tabular-nums" fontFamily="mono" textStyle="sm" title={caseNumber}>
        {shortenCaseNumber(caseNumber)}
      </Text>
      <Clipboard.Root value={caseNumber} timeout={COPIED_TOOLTIP_MS} onStatusChange={(details) => setCopied(details.copied)}>
        <Tooltip.Root open={copied} positioning={{ placement: 'top' }}>
          <Tooltip.Trigger asChild>
            <Clipboard.Trigger asChild>
              <IconButton aria-label={`Copy case number ${caseNumber}`} variant="ghost" size="2xs" color="fg.muted">
                <Clipboard.Indicator />
              </IconButton>
            </Clipboard.Trigger>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content textStyle="xs" role="status">
                <Tooltip.Arrow>
                  <Tooltip.ArrowTip />
                </Tooltip.Arrow>
                Copied!
              </Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      </Clipboard.Root>
    </HStack>
  );
}
