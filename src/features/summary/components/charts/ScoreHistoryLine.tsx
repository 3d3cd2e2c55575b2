import { memo } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  ZIndexLayer,
  useChartWidth,
  DefaultZIndexes,
  useXAxisScale,
  useYAxisScale,
} from 'recharts';
import { formatDayMonth } from '@/shared/format/dates';
import { severityColors } from '@/shared/theme/severity';
import { system } from '@/shared/theme/system';
import { MAX_SECURITY_SCORE, RISK_SEGMENTS } from '../../model/risk-level';
import type { ScoreDay } from '../../model/score-history';

/** Theme tokens as CSS variables, so the SVG follows light and dark mode without re-rendering. */
const color = (token: string) => system.token(`colors.${token}`);

const AXIS_TEXT = { fill: color('fg.muted'), fontSize: 12 };
const LINE = color('brand.solid');
const RISE = color(severityColors('clean').solid);
const FALL = color(severityColors('critical').solid);
const STILL = color('fg.muted');

/** The axis around the line (with room for the markers), within 0-600: a year between 452 and 535 is not flat. */
function yDomain(days: readonly ScoreDay[]): [number, number] {
  let low = MAX_SECURITY_SCORE;
  let high = 0;
  for (const day of days) {
    low = Math.min(low, day.score);
    high = Math.max(high, day.score);
  }
  const pad = Math.max(10, Math.round((high - low) * 0.15));
  return [Math.max(0, Math.floor((low - pad) / 10) * 10), Math.min(MAX_SECURITY_SCORE, Math.ceil((high + pad) / 10) * 10)];
}

/**
 * A marker on each day with events (green when the day rose, red when it fell, grey when it held), drawn from the
 * axes' scales: a year has ~365 points but far fewer marked days, and the line's own `dot` would render an item for
 * every point (issue #30: half the chart's elements).
 */
function EventMarkers({ days, activeDate }: { days: readonly ScoreDay[]; activeDate: string | undefined }) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  if (!x || !y) return null;
  // Above the line, as its own dots would be.
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.scatter}>
      {days.map((day) => {
        if (day.events.length === 0) return null;
        const cx = x(day.date, { position: 'middle' });
        const cy = y(day.score, { position: 'middle' });
        if (cx === undefined || cy === undefined) return null;
        const fill = day.change === null || day.change === 0 ? STILL : day.change > 0 ? RISE : FALL;
        return (
          <circle
            key={day.date}
            cx={cx}
            cy={cy}
            r={day.date === activeDate ? 6 : 4}
            fill={fill}
            stroke={color('bg.panel')}
            strokeWidth={2}
            data-testid="score-history-marker"
          />
        );
      })}
    </ZIndexLayer>
  );
}

/** Room for a date label ('27 Dec') and the gap to the next. */
const TICK_SPACE_PX = 80;

/**
 * The dates under the line, every n-th day so that the labels fit the width: a fixed interval spares recharts from
 * measuring each of a year's 365 labels in the DOM to choose them (issue #30: a forced layout per label).
 */
function DateAxis({ count }: { count: number }) {
  const width = useChartWidth() ?? 0;
  const labels = Math.max(2, Math.floor(width / TICK_SPACE_PX));
  return (
    <XAxis
      dataKey="date"
      tick={AXIS_TEXT}
      tickLine={false}
      axisLine={{ stroke: color('border.subtle') }}
      tickFormatter={(date: string) => formatDayMonth(`${date}T00:00:00`)}
      interval={Math.max(0, Math.ceil(count / labels) - 1)}
      tickMargin={8}
    />
  );
}

interface ScoreHistoryLineProps {
  days: readonly ScoreDay[];
  activeDate: string | undefined;
  onActiveDate: (date: string) => void;
}

/**
 * The line of the 'Score history' card over the risk-level bands, a marker on each day with events, and the day shown in words marked by a vertical line. Its recharts
 * code loads after the card (ScoreHistoryCard); the card's readout, not a tooltip, says the day in words.
 */
export default memo(function ScoreHistoryLine({ days, activeDate, onActiveDate }: ScoreHistoryLineProps) {
  const domain = yDomain(days);
  return (
    <ResponsiveContainer width="100%" height="100%" minHeight={160}>
      <LineChart
        data={days as ScoreDay[]}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
        onMouseMove={(state) => {
          if (typeof state.activeLabel === 'string' && state.activeLabel !== activeDate) onActiveDate(state.activeLabel);
        }}
      >
        {RISK_SEGMENTS.map((segment) => (
          <ReferenceArea
            key={segment.from}
            y1={segment.from}
            y2={segment.to}
            ifOverflow="hidden"
            fill={color(severityColors(segment.level.tone).solid)}
            fillOpacity={0.1}
            stroke="none"
          />
        ))}
        <CartesianGrid vertical={false} stroke={color('border.subtle')} strokeOpacity={0.6} />
        <DateAxis count={days.length} />
        <YAxis domain={domain} tick={AXIS_TEXT} tickLine={false} axisLine={false} width={36} allowDecimals={false} />
        <Tooltip
          content={() => null}
          cursor={{ stroke: color('border.emphasized'), strokeDasharray: '3 3' }}
          isAnimationActive={false}
        />
        {activeDate ? <ReferenceLine x={activeDate} stroke={color('fg.muted')} strokeDasharray="3 3" /> : null}
        <Line
          type="linear"
          dataKey="score"
          name="Security score"
          stroke={LINE}
          strokeWidth={2}
          dot={false}
          activeDot={{ r: 4, fill: LINE, stroke: color('bg.panel'), strokeWidth: 2 }}
          isAnimationActive={false}
        />
        <EventMarkers days={days} activeDate={activeDate} />
      </LineChart>
    </ResponsiveContainer>
  );
});
