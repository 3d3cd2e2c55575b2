import type { ScoreEvent, ScoreHistory } from '@generated/model';
import type { ScoreRange } from './score-ranges';

/**
 * The 'Score history' card (issue #27): ranges, the days of the line with the events that moved them, the reasons in
 * words and the largest changes. Pure, so it is tested apart from the chart.
 */

export const SCORE_RANGE_LABELS: Record<ScoreRange, string> = { '30d': '30 days', '90d': '90 days', '12m': '12 months' };

/** decision: the card opens on '90 days', the contract's own default range; the URL keeps another choice. */
export const DEFAULT_SCORE_RANGE: ScoreRange = '90d';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days a range asks for (UTC, both included, as the contract reads them): the last 30 or 90 days up to today, or
 * the 12 months up to today (a year back, plus one day: 2025-11-24 to 2026-11-23).
 */
export function rangeDates(range: ScoreRange, now: Date): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (range === '12m') {
    const yearBack = Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate());
    return { from: isoDay(yearBack + DAY_MS), to: isoDay(today) };
  }
  const days = range === '30d' ? 30 : 90;
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

/**
 * The days asked for only. decision: an answer reaching outside from..to (a server that ignores them) is cut to the
 * range chosen, so '30 days' never shows a year.
 */
export function withinRange(history: ScoreHistory, from: string, to: string): ScoreHistory {
  const inside = (date: string) => date >= from && date <= to;
  return {
    ...history,
    points: history.points.filter((point) => inside(point.date)),
    events: history.events.filter((event) => inside(event.occurred_at.slice(0, 10))),
  };
}

/** A change as people write it, in whole points: '+8', '−12' (a real minus sign, U+2212), '±0'. */
export function formatChange(change: number): string {
  const rounded = Math.round(change);
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `\u2212${Math.abs(rounded)}`;
  return '\u00b10';
}

const firstAsset = (event: ScoreEvent) => event.assets[0]?.hostname;

/**
 * What happened, in words: 'RDP exposed to the internet opened on remote.brightsmiledental.com'. An issue names its
 * first asset only (the contract: "the first one in words"); a type the console does not know reads 'Score recalculated'.
 */
export function eventReason(event: ScoreEvent): string {
  const asset = firstAsset(event);
  const on = asset ? ` on ${asset}` : '';
  const integration = event.integration?.display_name ?? 'An integration';
  switch (event.type) {
    case 'issue_opened':
      return `${event.issue?.name ?? 'An issue'} opened${on}`;
    case 'issue_resolved':
      return `${event.issue?.name ?? 'An issue'} resolved${on}`;
    case 'asset_added':
      return asset ? `Asset ${asset} added` : 'An asset added';
    case 'asset_removed':
      return asset ? `Asset ${asset} removed` : 'An asset removed';
    case 'integration_connected':
      return `${integration} connected`;
    case 'integration_broken':
      return `${integration} connection broken`;
    default:
      return 'Score recalculated';
  }
}

/** The reason with its change in front when it moved the score: '−12: RDP exposed to the internet opened on …'. */
export function eventText(event: ScoreEvent): string {
  const reason = eventReason(event);
  return event.score_change === null ? reason : `${formatChange(event.score_change)}: ${reason}`;
}

/** One point of the line: the score at the end of the day, its change from the day before and the day's events. */
export interface ScoreDay {
  date: string;
  score: number;
  /** The change from the previous point; null for the first point of the range. */
  change: number | null;
  events: ScoreEvent[];
}

/**
 * The line's days in date order, each with the events of that day (UTC, by `occurred_at`). An event on a day without a
 * point (before the first assessment) joins the next point, so no event is lost.
 */
export function scoreDays(history: Pick<ScoreHistory, 'points' | 'events'>): ScoreDay[] {
  const points = [...history.points].sort((a, b) => a.date.localeCompare(b.date));
  const days: ScoreDay[] = points.map((point, index) => ({
    date: point.date,
    score: point.score,
    change: index === 0 ? null : point.score - points[index - 1]!.score,
    events: [],
  }));
  if (days.length === 0) return days;
  const events = [...history.events].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  let day = 0;
  for (const event of events) {
    const date = event.occurred_at.slice(0, 10);
    while (day < days.length - 1 && days[day]!.date < date) day++;
    days[day]!.events.push(event);
  }
  return days;
}

/** The days a person steps through with the keyboard: those with events or a change. */
export const changeDays = (days: readonly ScoreDay[]): ScoreDay[] =>
  days.filter((day) => day.events.length > 0 || (day.change !== null && day.change !== 0));

/**
 * The largest rise and the largest fall of the range, day by day (a day's events together: the RDP day's four issues
 * are one fall of −22). decision: on a tie the more recent day is named; no rise (or fall) is null.
 */
export function largestChanges(days: readonly ScoreDay[]): { rise: ScoreDay | null; fall: ScoreDay | null } {
  let rise: ScoreDay | null = null;
  let fall: ScoreDay | null = null;
  for (const day of days) {
    if (day.change === null) continue;
    if (day.change > 0 && (rise === null || day.change >= rise.change!)) rise = day;
    if (day.change < 0 && (fall === null || day.change <= fall.change!)) fall = day;
  }
  return { rise, fall };
}

/**
 * The event that names a day in one line: the one that moved the score most (an event with a change before one
 * without), and how many others there were: 'RDP exposed to the internet opened on remote.brightsmiledental.com and 3
 * more changes'.
 */
export function dayHeadline(day: ScoreDay): string {
  const main = [...day.events].sort((a, b) => Math.abs(b.score_change ?? 0) - Math.abs(a.score_change ?? 0))[0];
  if (!main) return 'No recorded event';
  const others = day.events.length - 1;
  const more = others === 0 ? '' : ` and ${others} more ${others === 1 ? 'change' : 'changes'}`;
  return `${eventReason(main)}${more}`;
}

/** The score on the chart's axis: rounded, since the contract allows fractions. */
export const scoreText = (score: number) => String(Math.round(score));
