import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { ScoreEvent, ScoreHistory } from '@generated/model';
import type { Capability } from '@/shared/queries/capability';
import { formatLongDate } from '@/shared/format/dates';
import { severityColors } from '@/shared/theme/severity';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';
import {
  SCORE_RANGE_LABELS,
  changeDays,
  dayHeadline,
  eventReason,
  eventText,
  formatChange,
  largestChanges,
  scoreDays,
  scoreText,
  type ScoreDay,
} from '../model/score-history';
import { MAX_SECURITY_SCORE, RISK_SEGMENTS } from '../model/risk-level';
import { SCORE_RANGES, type ScoreRange } from '../model/score-ranges';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { ScoreHistoryChart } from './ScoreHistoryChart';
import { ScoreHistoryHeader, ScoreHistorySkeleton } from './ScoreHistorySkeleton';

const ScoreChangesTable = lazyPart(() => import('./ScoreChangesTable').then((m) => m.ScoreChangesTable));

const SCORE_HISTORY_TEXT = {
  empty: 'No score history yet',
  emptyDetail: 'The security score is recorded once a day from the first assessment on.',
  rangeLabel: 'Score history range',
  chartLabel: 'Security score chart',
  largestRise: 'Largest rise',
  largestFall: 'Largest fall',
  showTable: (count: number) => `Show all ${count} changes as a table`,
  hideTable: 'Hide the table of changes',
} as const;

export interface ScoreHistoryCardProps {
  /** The read through `useCapabilityQuery`; the section renders nothing while it is hidden. */
  history: Exclude<Capability<ScoreHistory>, { state: 'hidden' }>;
  /** The range chosen. */
  range: ScoreRange;
  /** The range of the days drawn, when they are the last range's while the chosen one loads (`history.previous`). */
  drawnRange?: ScoreRange;
  onRangeChange: (range: ScoreRange) => void;
  /** Opens the issue's drawer; null for an issue the console no longer lists (its reason is then plain text). */
  issueOpener: (issueId: string) => (() => void) | null;
}

/**
 * The 'Score history' card (issue #27): the security score over the chosen range with the risk-level bands behind it
 * and markers on the days events moved it. decision: the day shown in words sits under the chart rather than in a
 * floating tooltip, so its reasons stay reachable (an issue's opens its drawer) and screen readers hear it (live
 * region); it follows the pointer and ←/→ (Home/End) over the days with changes, and starts on the latest change.
 */
export const ScoreHistoryCard = memo(function ScoreHistoryCard({
  history,
  range,
  drawnRange = range,
  onRangeChange,
  issueOpener,
}: ScoreHistoryCardProps) {
  // The chart draws a range's days in the render that brings them: a year is ~30 SVG elements (issue #27), so neither
  // a cached range's click nor an answer needs a transition (measured: click to a year drawn in 24 ms).
  const updating = history.state === 'ready' && history.previous === true;
  return (
    <Panel as="section" aria-labelledby="score-history-title" data-testid="score-history" aria-busy={updating || undefined}>
      <ScoreHistoryHeader titleId="score-history-title">
        {updating ? (
          <Spinner size="xs" color="fg.muted" ms="auto" role="status" aria-label={`Loading ${SCORE_RANGE_LABELS[range]}`} />
        ) : null}
        <RangeButtons range={range} onRangeChange={onRangeChange} />
      </ScoreHistoryHeader>
      {history.state === 'loading' ? (
        <ScoreHistorySkeleton />
      ) : history.state === 'error' ? (
        <QueryState isPending={false} error={history.error} onRetry={history.retry}>
          {null}
        </QueryState>
      ) : history.data.points.length === 0 ? (
        <Stack gap="1" py="8" align="center" textAlign="center">
          <Text textStyle="sm" fontWeight="semibold">
            {SCORE_HISTORY_TEXT.empty}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {SCORE_HISTORY_TEXT.emptyDetail}
          </Text>
        </Stack>
      ) : (
        <ScoreHistoryBody history={history.data} range={drawnRange} issueOpener={issueOpener} />
      )}
    </Panel>
  );
});

/** The three ranges; memoized, so that a range's answer does not render its buttons again. */
const RangeButtons = memo(function RangeButtons({
  range,
  onRangeChange,
}: Pick<ScoreHistoryCardProps, 'range' | 'onRangeChange'>) {
  return (
    <HStack
      gap="0.5"
      p="0.5"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="md"
      role="group"
      aria-label={SCORE_HISTORY_TEXT.rangeLabel}
    >
      {SCORE_RANGES.map((value) => (
        <Button
          key={value}
          size="xs"
          variant={value === range ? 'solid' : 'ghost'}
          colorPalette={value === range ? 'brand' : 'gray'}
          aria-pressed={value === range}
          onClick={() => onRangeChange(value)}
        >
          {SCORE_RANGE_LABELS[value]}
        </Button>
      ))}
    </HStack>
  );
});

const ScoreHistoryBody = memo(function ScoreHistoryBody({
  history,
  range,
  issueOpener,
}: {
  history: ScoreHistory;
  range: ScoreRange;
  issueOpener: ScoreHistoryCardProps['issueOpener'];
}) {
  const days = useMemo(() => scoreDays(history), [history]);
  const steps = useMemo(() => changeDays(days), [days]);
  const { rise, fall } = useMemo(() => largestChanges(days), [days]);
  // The day shown starts on the latest change of each range's days; the chart stays mounted across ranges and keeps
  // its measured size.
  const [picked, setPicked] = useState<{ days: readonly ScoreDay[]; date: string } | null>(null);
  const activeDate = picked?.days === days ? picked.date : (steps.at(-1)?.date ?? days.at(-1)?.date);
  const setActiveDate = useCallback((date: string) => setPicked({ days, date }), [days]);
  const active = useMemo(() => days.find((day) => day.date === activeDate), [days, activeDate]);
  const first = days[0]!;
  const last = days.at(-1)!;

  // ←/→ step to the previous or next day with a change, Home/End to the first or last.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = activeDate ?? '';
    const moves: Partial<Record<string, () => ScoreDay | undefined>> = {
      ArrowRight: () => steps.find((day) => day.date > from),
      ArrowLeft: () => steps.findLast((day) => day.date < from),
      Home: () => steps[0],
      End: () => steps.at(-1),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    const day = next();
    if (day) setActiveDate(day.date);
  };

  return (
    <Stack gap="4">
      <Box
        h={{ base: '200px', md: '240px' }}
        position="relative"
        tabIndex={0}
        role="group"
        aria-roledescription="chart"
        aria-label={`${SCORE_HISTORY_TEXT.chartLabel}, ${SCORE_RANGE_LABELS[range]}: from ${scoreText(first.score)} on ${formatLongDate(first.date)} to ${scoreText(last.score)} on ${formatLongDate(last.date)}. Left and right arrow keys move between the days with changes, which are also listed in a table below.`}
        aria-describedby="score-history-day"
        onKeyDown={onKeyDown}
        borderRadius="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        colorPalette="brand"
        // The CSS reset sets a font size on SVG text, which beats a font-size attribute.
        css={{ '& svg text': { fontSize: 'var(--chakra-font-sizes-xs)', fontVariantNumeric: 'tabular-nums' } }}
      >
        <ScoreHistoryChart days={days} activeDate={activeDate} onActiveDate={setActiveDate} />
      </Box>
      <BandLegend />
      <DayReadout day={active} issueOpener={issueOpener} />
      <Stack gap="1.5" textStyle="sm" data-testid="score-history-extremes">
        <Extreme label={SCORE_HISTORY_TEXT.largestRise} day={rise} none="No rise in this range" />
        <Extreme label={SCORE_HISTORY_TEXT.largestFall} day={fall} none="No fall in this range" />
      </Stack>
      <ChangesTable days={steps} range={range} />
    </Stack>
  );
});

/**
 * The risk levels behind the line, named beside the chart (labels inside it would cross the line at 390 px). The same
 * for every range: memoized.
 */
const BandLegend = memo(function BandLegend() {
  return (
    <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" textStyle="xs" color="fg.muted" mt="-2" aria-label="Risk levels">
      {[...RISK_SEGMENTS].reverse().map((segment) => (
        <HStack as="li" key={segment.from} gap="1.5">
          <Box boxSize="2.5" borderRadius="sm" bg={severityColors(segment.level.tone).solid} opacity={0.5} aria-hidden />
          {segment.level.label}
          <Text
            as="span"
            className="tabular-nums"
          >{`${segment.from}\u2013${segment.to === MAX_SECURITY_SCORE ? segment.to : segment.to - 1}`}</Text>
        </HStack>
      ))}
    </HStack>
  );
});

/** The day in words: date, score, change and each reason; an issue's reason opens its drawer. */
function DayReadout({ day, issueOpener }: { day: ScoreDay | undefined; issueOpener: ScoreHistoryCardProps['issueOpener'] }) {
  return (
    <Box
      id="score-history-day"
      data-testid="score-history-day"
      aria-live="polite"
      aria-atomic
      borderTopWidth="1px"
      borderColor="border.subtle"
      pt="3"
      minH="16"
    >
      {day ? (
        <Stack gap="1.5">
          <Text textStyle="sm" className="tabular-nums">
            <Text as="span" fontWeight="semibold">
              {formatLongDate(day.date)}
            </Text>
            {`: score ${scoreText(day.score)}`}
            {day.change === null ? '' : `, ${formatChange(day.change)}`}
          </Text>
          {day.events.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {day.change ? 'No recorded event' : 'No change'}
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none">
              {day.events.map((event) => (
                <Box as="li" key={event.id} textStyle="sm" color="fg.muted">
                  <Reason event={event} open={event.issue ? issueOpener(event.issue.id) : null} />
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}

function Reason({ event, open }: { event: ScoreEvent; open: (() => void) | null }) {
  const change = event.score_change === null ? '' : `${formatChange(event.score_change)}: `;
  if (!open) return <>{eventText(event)}</>;
  return (
    <>
      <Text as="span" className="tabular-nums">
        {change}
      </Text>
      <Button
        variant="plain"
        size="sm"
        h="auto"
        p="0"
        minW="0"
        color="brand.fg"
        textDecoration="underline"
        whiteSpace="normal"
        textAlign="start"
        onClick={open}
      >
        {eventReason(event)}
      </Button>
    </>
  );
}

function Extreme({ label, day, none }: { label: string; day: ScoreDay | null; none: string }) {
  return (
    <Text color="fg.muted">
      <Text as="span" color="fg" fontWeight="semibold">
        {label}:
      </Text>{' '}
      {day ? `${formatChange(day.change!)} on ${formatLongDate(day.date)}, ${dayHeadline(day)}` : none}
    </Text>
  );
}

/**
 * Every day with a change of the range as a table, behind a button. decision: the table is shown on request rather
 * than kept for screen readers alone: a year's ~280 rows are ~1,400 cells whose style and layout held the chart back
 * by ~100 ms at each range (issue #27), and a table of every change is worth having in view too. The chart's label
 * says where it is.
 */
function ChangesTable({ days, range }: { days: readonly ScoreDay[]; range: ScoreRange }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (days.length === 0) return null;
  const caption = `Score changes, ${SCORE_RANGE_LABELS[range]}`;
  return (
    <Stack gap="2" align="flex-start">
      <Button
        size="xs"
        variant="ghost"
        color="brand.fg"
        px="1"
        aria-expanded={expanded}
        aria-controls={expanded ? id : undefined}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? SCORE_HISTORY_TEXT.hideTable : SCORE_HISTORY_TEXT.showTable(days.length)}
      </Button>
      {expanded ? <ScoreChangesTable id={id} days={days} caption={caption} /> : null}
    </Stack>
  );
}
