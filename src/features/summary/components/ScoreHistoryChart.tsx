import { memo, useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { formatDayMonth } from '@/shared/format/dates';
import { severityColors } from '@/shared/theme/severity';
import { system } from '@/shared/theme/system';
import { RISK_SEGMENTS } from '../model/risk-level';
import { SCORE_AXIS_WIDTH, scoreChartLayout, type ScoreChartLayout } from '../model/score-chart';
import type { ScoreDay } from '../model/score-history';

/** Theme tokens as CSS variables, so the SVG follows light and dark mode without re-rendering. */
const color = (token: string) => system.token(`colors.${token}`);

const AXIS_TEXT = color('fg.muted');
const AXIS_LINE = color('border.subtle');
const LINE = color('brand.solid');
const RISE = color(severityColors('clean').solid);
const FALL = color(severityColors('critical').solid);
const STILL = color('fg.muted');
const PANEL = color('bg.panel');

const markerFill = (day: ScoreDay) => (day.change === null || day.change === 0 ? STILL : day.change > 0 ? RISE : FALL);

interface Size {
  width: number;
  height: number;
}

/**
 * The element's size as the browser's own layout gives it to a ResizeObserver, drawn with in the same frame: reading
 * it on mount (getBoundingClientRect) forced a layout of the whole page in the middle of the summary's first render
 * (25 ms in a profile of `/`). The observer reports after the frame's layout and before its paint, and `flushSync`
 * renders the chart there, so no frame shows the box empty.
 */
function useSize(ref: RefObject<HTMLDivElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.round(entry.contentRect.width);
      const height = Math.round(entry.contentRect.height);
      flushSync(() => setSize((last) => (last?.width === width && last.height === height ? last : { width, height })));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** Behind the line: the risk-level bands and a grid line at each score tick. */
const Backdrop = memo(function Backdrop({ layout }: { layout: ScoreChartLayout }) {
  const { plot, domain, yOf } = layout;
  return (
    <g>
      {RISK_SEGMENTS.map((segment) => {
        const top = yOf(Math.min(segment.to, domain[1]));
        const base = yOf(Math.max(segment.from, domain[0]));
        if (base <= top) return null;
        return (
          <rect
            key={segment.from}
            x={plot.x}
            y={top}
            width={plot.width}
            height={base - top}
            fill={color(severityColors(segment.level.tone).solid)}
            fillOpacity={0.1}
          />
        );
      })}
      {layout.scoreTicks.map((tick) => (
        <line
          key={tick}
          x1={plot.x}
          x2={plot.x + plot.width}
          y1={yOf(tick)}
          y2={yOf(tick)}
          stroke={AXIS_LINE}
          strokeOpacity={0.6}
        />
      ))}
    </g>
  );
});

const MARKER_RADIUS = 4;

/** A circle as a path's own subpath (two arcs), so that a year's ~280 markers are three elements, not 280. */
const circleAt = (cx: number, cy: number, r: number) =>
  `M${(cx - r).toFixed(1)},${cy.toFixed(1)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;

/**
 * The score as one path, and a marker on each day with events: green when the day rose, red when it fell, grey when it
 * held. The markers of a colour are one path: 280 circles were 280 elements to create, style and lay out at each range.
 */
const ScoreLine = memo(function ScoreLine({ days, layout }: { days: readonly ScoreDay[]; layout: ScoreChartLayout }) {
  let line = '';
  const markers = new Map<string, string>([
    [STILL, ''],
    [RISE, ''],
    [FALL, ''],
  ]);
  for (const [index, day] of days.entries()) {
    const cx = layout.xOf(index);
    const cy = layout.yOf(day.score);
    line += `${line ? 'L' : 'M'}${cx.toFixed(1)},${cy.toFixed(1)}`;
    if (day.events.length === 0) continue;
    const fill = markerFill(day);
    markers.set(fill, markers.get(fill) + circleAt(cx, cy, MARKER_RADIUS));
  }
  return (
    <>
      <path d={line} fill="none" stroke={LINE} strokeWidth={2} strokeLinejoin="round" data-testid="score-history-path" />
      {[...markers].map(([fill, path]) =>
        path ? <path key={fill} d={path} fill={fill} stroke={PANEL} strokeWidth={2} data-testid="score-history-markers" /> : null,
      )}
    </>
  );
});

/** The scores left of the plot, and every n-th date under it. */
const Axes = memo(function Axes({ days, layout }: { days: readonly ScoreDay[]; layout: ScoreChartLayout }) {
  const { plot, yOf, xOf } = layout;
  const bottom = plot.y + plot.height;
  return (
    <g fill={AXIS_TEXT}>
      {layout.scoreTicks.map((tick) => (
        <text key={tick} x={SCORE_AXIS_WIDTH - 8} y={yOf(tick)} dy="0.355em" textAnchor="end">
          {tick}
        </text>
      ))}
      <line x1={plot.x} x2={plot.x + plot.width} y1={bottom} y2={bottom} stroke={AXIS_LINE} />
      {days.map((day, index) =>
        index % layout.dateStep === 0 ? (
          <text key={day.date} x={xOf(index)} y={bottom + 8} dy="0.71em" textAnchor="middle">
            {formatDayMonth(`${day.date}T00:00:00`)}
          </text>
        ) : null,
      )}
    </g>
  );
});

interface ScoreHistoryChartProps {
  days: readonly ScoreDay[];
  activeDate: string | undefined;
  onActiveDate: (date: string) => void;
}

/**
 * The line of the 'Score history' card over the risk-level bands, a marker on each day with events, and the day shown
 * in words marked by a dashed vertical line that follows the pointer. Drawn as plain SVG from `scoreChartLayout`:
 * recharts took 120-200 ms (and 600 ms on a busy machine) to draw a year with 500 events, against issue #27's 50 ms,
 * measuring and registering its parts over several commits. The layers apart from the day shown are memoized, so a
 * pointer or key move redraws two elements. The card's readout, not a tooltip, says the day in words; the SVG is
 * hidden from screen readers, who have the card's table of changes.
 */
export const ScoreHistoryChart = memo(function ScoreHistoryChart({ days, activeDate, onActiveDate }: ScoreHistoryChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const size = useSize(box);
  const layout = useMemo(
    () =>
      size
        ? scoreChartLayout(
            days.map((day) => day.score),
            size.width,
            size.height,
          )
        : null,
    [days, size],
  );
  const activeIndex = activeDate === undefined ? -1 : days.findIndex((day) => day.date === activeDate);
  const active = days[activeIndex];
  // The day under a mouse, a pen or a finger that taps or slides along the line.
  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    if (!layout) return;
    const day = days[layout.indexAt(event.clientX - event.currentTarget.getBoundingClientRect().left)];
    if (day && day.date !== activeDate) onActiveDate(day.date);
  };
  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {size && layout ? (
        <svg
          width={size.width}
          height={size.height}
          aria-hidden="true"
          style={{ display: 'block' }}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
        >
          <Backdrop layout={layout} />
          <Axes days={days} layout={layout} />
          {active ? (
            <line
              x1={layout.xOf(activeIndex)}
              x2={layout.xOf(activeIndex)}
              y1={layout.plot.y}
              y2={layout.plot.y + layout.plot.height}
              stroke={STILL}
              strokeDasharray="3 3"
            />
          ) : null}
          <ScoreLine days={days} layout={layout} />
          {active ? (
            <circle
              cx={layout.xOf(activeIndex)}
              cy={layout.yOf(active.score)}
              r={active.events.length ? MARKER_RADIUS + 2 : MARKER_RADIUS}
              fill={active.events.length ? markerFill(active) : LINE}
              stroke={PANEL}
              strokeWidth={2}
            />
          ) : null}
        </svg>
      ) : null}
    </div>
  );
});
