import { memo, type ReactElement } from 'react';
import {
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  ZIndexLayer,
  useChartWidth,
  DefaultZIndexes,
  useXAxisScale,
  useYAxisScale,
  usePlotArea,
  useYAxisTicks,
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
const PANEL = color('bg.panel');

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
 * The score as one path, and a marker on each day with events (green when the day rose, red when it fell, grey when it
 * held), drawn from the axes' scales. recharts' own `Line` measures its path (`getTotalLength`, a forced layout) on
 * every render, animation off or not, and its `dot` would render an item for each of a year's ~365 points (issue #27:
 * a year with 500 events took ~300 ms to draw). The day shown in words gets the line's dot, or a larger marker.
 */
function ScoreLine({ days, activeDate }: { days: readonly ScoreDay[]; activeDate: string | undefined }) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  if (!x || !y) return null;
  let path = '';
  let active: { cx: number; cy: number } | null = null;
  const markers: ReactElement[] = [];
  for (const day of days) {
    const cx = x(day.date, { position: 'middle' });
    const cy = y(day.score, { position: 'middle' });
    if (cx === undefined || cy === undefined) continue;
    path += `${path ? 'L' : 'M'}${cx.toFixed(1)},${cy.toFixed(1)}`;
    if (day.events.length === 0) {
      if (day.date === activeDate) active = { cx, cy };
      continue;
    }
    const fill = day.change === null || day.change === 0 ? STILL : day.change > 0 ? RISE : FALL;
    markers.push(
      <circle
        key={day.date}
        cx={cx}
        cy={cy}
        r={day.date === activeDate ? 6 : 4}
        fill={fill}
        stroke={PANEL}
        strokeWidth={2}
        data-testid="score-history-marker"
      />,
    );
  }
  return (
    <>
      <ZIndexLayer zIndex={DefaultZIndexes.line}>
        <path d={path} fill="none" stroke={LINE} strokeWidth={2} strokeLinejoin="round" data-testid="score-history-path" />
      </ZIndexLayer>
      {/* Above the line, as its own dots would be. */}
      <ZIndexLayer zIndex={DefaultZIndexes.scatter}>
        {markers}
        {active ? <circle cx={active.cx} cy={active.cy} r={4} fill={LINE} stroke={PANEL} strokeWidth={2} /> : null}
      </ZIndexLayer>
    </>
  );
}

/**
 * Behind the line: the risk-level bands, a grid line at each score tick and the day shown in words as a dashed
 * vertical line, drawn from the scales as the line is (recharts' ReferenceArea, CartesianGrid and ReferenceLine each
 * register in its store, and each registration re-renders the chart: issue #27).
 */
function Backdrop({ activeDate }: { activeDate: string | undefined }) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  const area = usePlotArea();
  const ticks = useYAxisTicks();
  if (!x || !y || !area) return null;
  const right = area.x + area.width;
  const bottom = area.y + area.height;
  const activeX = activeDate === undefined ? undefined : x(activeDate, { position: 'middle' });
  return (
    <>
      <ZIndexLayer zIndex={DefaultZIndexes.area}>
        {RISK_SEGMENTS.map((segment) => {
          const top = Math.max(area.y, y(segment.to) ?? area.y);
          const base = Math.min(bottom, y(segment.from) ?? bottom);
          if (base <= top) return null;
          return (
            <rect
              key={segment.from}
              x={area.x}
              y={top}
              width={area.width}
              height={base - top}
              fill={color(severityColors(segment.level.tone).solid)}
              fillOpacity={0.1}
            />
          );
        })}
        {ticks?.map((tick) => (
          <line
            key={tick.value}
            x1={area.x}
            x2={right}
            y1={tick.coordinate}
            y2={tick.coordinate}
            stroke={color('border.subtle')}
            strokeOpacity={0.6}
          />
        ))}
      </ZIndexLayer>
      {activeX === undefined ? null : (
        <ZIndexLayer zIndex={DefaultZIndexes.line}>
          <line x1={activeX} x2={activeX} y1={area.y} y2={bottom} stroke={STILL} strokeDasharray="3 3" />
        </ZIndexLayer>
      )}
    </>
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
        <Backdrop activeDate={activeDate} />
        <DateAxis count={days.length} />
        <YAxis
          dataKey="score"
          domain={domain}
          tick={AXIS_TEXT}
          tickLine={false}
          axisLine={false}
          width={36}
          allowDecimals={false}
        />
        <Tooltip
          content={() => null}
          cursor={{ stroke: color('border.emphasized'), strokeDasharray: '3 3' }}
          isAnimationActive={false}
        />
        <ScoreLine days={days} activeDate={activeDate} />
      </LineChart>
    </ResponsiveContainer>
  );
});
