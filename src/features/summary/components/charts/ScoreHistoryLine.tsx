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

interface MarkerProps {
  cx?: number;
  cy?: number;
  payload?: ScoreDay;
}

export interface ScoreHistoryLineProps {
  days: readonly ScoreDay[];
  activeDate: string | undefined;
  onActiveDate: (date: string) => void;
}

/**
 * The line of the 'Score history' card over the risk-level bands, a marker on each day with events (green when the
 * day rose, red when it fell, grey when it held), and the day shown in words marked by a vertical line. Its recharts
 * code loads after the card (ScoreHistoryCard); the card's readout, not a tooltip, says the day in words.
 */
export default function ScoreHistoryLine({ days, activeDate, onActiveDate }: ScoreHistoryLineProps) {
  const domain = yDomain(days);
  const marker = ({ cx, cy, payload }: MarkerProps) => {
    if (cx === undefined || cy === undefined || !payload || payload.events.length === 0) return <g key={`none-${cx}`} />;
    const fill = payload.change === null || payload.change === 0 ? STILL : payload.change > 0 ? RISE : FALL;
    const active = payload.date === activeDate;
    return (
      <circle
        key={payload.date}
        cx={cx}
        cy={cy}
        r={active ? 6 : 4}
        fill={fill}
        stroke={color('bg.panel')}
        strokeWidth={2}
        data-testid="score-history-marker"
      />
    );
  };
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
        <XAxis
          dataKey="date"
          tick={AXIS_TEXT}
          tickLine={false}
          axisLine={{ stroke: color('border.subtle') }}
          tickFormatter={(date: string) => formatDayMonth(`${date}T00:00:00`)}
          minTickGap={40}
          tickMargin={8}
        />
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
          dot={marker}
          activeDot={{ r: 4, fill: LINE, stroke: color('bg.panel'), strokeWidth: 2 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
