import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { AssetHistoryEvent } from '@generated/model';
import { formatEmailTime, formatLongDate } from '@/shared/format/dates';
import { assetQueries } from '@/shared/queries/assets';
import { useCapabilityQuery } from '@/shared/queries/capability';
import { QueryState } from '@/shared/ui/QueryState';
import { HISTORY_TITLE, NO_HISTORY, historyLines } from '../model/asset-history';

export interface AssetHistoryProps {
  accountId: string;
  assetId: string;
  /** asset_history_enabled. */
  enabled: boolean;
}

function HistoryList({ events }: { events: readonly AssetHistoryEvent[] }) {
  const lines = useMemo(() => historyLines(events, formatLongDate), [events]);
  if (lines.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {NO_HISTORY}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="0" aria-label={HISTORY_TITLE} listStyleType="none">
      {lines.map((line) => (
        <Box
          as="li"
          key={line.id}
          position="relative"
          pl="5"
          pb="3"
          // The timeline: a dot per change on a line that joins them.
          _before={{
            content: '""',
            position: 'absolute',
            left: '1',
            top: '1.5',
            boxSize: '2',
            borderRadius: 'full',
            bg: 'border.emphasized',
          }}
          _after={{ content: '""', position: 'absolute', left: '7.5px', top: '4', bottom: '0', width: '1px', bg: 'border' }}
          _last={{ pb: '0', _after: { display: 'none' } }}
        >
          <Text textStyle="sm" wordBreak="break-word">
            {line.text}
          </Text>
          {line.detail ? (
            <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
              {line.detail}
            </Text>
          ) : null}
          <Text textStyle="xs" color="fg.muted" className="tabular-nums" display="block">
            <time dateTime={line.at}>{formatEmailTime(line.at)}</time>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The asset drawer's 'History' (issue #27, asset_history_enabled): what changed and when, newest first. Absent while
 * the flag is off or when the endpoint answers 404/501 (a backend one release behind).
 */
export function AssetHistory({ accountId, assetId, enabled }: AssetHistoryProps) {
  const history = useCapabilityQuery(enabled, assetQueries.history(accountId, assetId));
  if (history.state === 'hidden') return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="asset-history-title" data-testid="asset-history">
      <Heading id="asset-history-title" as="h3" textStyle="sm" fontWeight="semibold">
        {HISTORY_TITLE}
      </Heading>
      <QueryState
        isPending={history.state === 'loading'}
        error={history.state === 'error' ? history.error : null}
        onRetry={history.state === 'error' ? history.retry : undefined}
        loadingLabel="Loading the history…"
      >
        {history.state === 'ready' ? <HistoryList events={history.data} /> : null}
      </QueryState>
    </Stack>
  );
}
