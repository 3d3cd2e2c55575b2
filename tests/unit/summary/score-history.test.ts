import { describe, expect, it } from 'vitest';
import type { ScoreEvent, ScoreHistory } from '@generated/model';
import history from '../../../openapi/examples/history.json';
import {
  changeDays,
  dayHeadline,
  eventReason,
  eventText,
  formatChange,
  largestChanges,
  rangeDates,
  withinRange,
  scoreDays,
} from '@/features/summary/model/score-history';
import { scoreTrend, topChanges } from '@/features/summary/report/score-trend';

const contract = history.scoreHistoryDefault.value as ScoreHistory;

const event = (overrides: Partial<ScoreEvent>): ScoreEvent => ({
  id: 'sev-x',
  occurred_at: '2026-03-02T06:00:00Z',
  type: 'issue_opened',
  score_change: -12,
  issue: { id: 'iss-001', name: 'RDP exposed to the internet', severity: 'critical' },
  assets: [
    { id: 'a1', asset_type: 'subdomain', hostname: 'remote.brightsmiledental.com' },
    { id: 'a2', asset_type: 'host', hostname: '203.0.113.11' },
  ],
  integration: null,
  ...overrides,
});

describe('range → from/to (UTC days, both included)', () => {
  const now = new Date('2026-11-23T23:30:00Z');
  it('asks for the last 30 and 90 days up to today', () => {
    expect(rangeDates('30d', now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(rangeDates('90d', now)).toEqual({ from: '2026-08-26', to: '2026-11-23' });
  });
  it('asks for 12 months as the contract example does (a year back plus one day)', () => {
    expect(rangeDates('12m', now)).toEqual({ from: contract.from, to: contract.to });
  });
  it('reads today in UTC, not local time', () => {
    expect(rangeDates('30d', new Date('2026-03-01T00:10:00Z')).to).toBe('2026-03-01');
  });
});

describe('the range asked for', () => {
  it('keeps only its points and events when the answer reaches outside it', () => {
    const cut = withinRange(contract, '2026-03-01', '2026-03-31');
    expect(cut.points.map((p) => p.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    );
    expect(cut.events.map((e) => e.occurred_at.slice(0, 10))).toEqual([
      ...Array(4).fill('2026-03-02'),
      ...Array(5).fill('2026-03-10'),
    ]);
  });
});

describe('events → reasons in words', () => {
  it("names an issue and its first asset: '−12: RDP exposed to the internet opened on remote.brightsmiledental.com'", () => {
    expect(eventText(event({}))).toBe('\u221212: RDP exposed to the internet opened on remote.brightsmiledental.com');
  });
  it('words every known type', () => {
    const m365 = { id: 'int-1', type: 'microsoft' as const, display_name: 'Microsoft 365' };
    const host = [{ id: 'a', asset_type: 'host' as const, hostname: 'FRONTDESK-03' }];
    expect(eventReason(event({ type: 'issue_resolved' }))).toBe(
      'RDP exposed to the internet resolved on remote.brightsmiledental.com',
    );
    expect(eventReason(event({ type: 'asset_added', issue: null, assets: host }))).toBe('Asset FRONTDESK-03 added');
    expect(eventReason(event({ type: 'asset_removed', issue: null, assets: host }))).toBe('Asset FRONTDESK-03 removed');
    expect(eventReason(event({ type: 'integration_connected', issue: null, assets: [], integration: m365 }))).toBe(
      'Microsoft 365 connected',
    );
    expect(eventReason(event({ type: 'integration_broken', issue: null, assets: [], integration: m365 }))).toBe(
      'Microsoft 365 connection broken',
    );
  });
  it("reads an unknown type as 'Score recalculated' and missing names plainly", () => {
    expect(eventReason(event({ type: 'methodology_change' }))).toBe('Score recalculated');
    expect(eventReason(event({ issue: null, assets: [] }))).toBe('An issue opened');
  });
  it('puts no change in front of an event that did not move the score by itself', () => {
    expect(eventText(event({ score_change: null }))).toBe('RDP exposed to the internet opened on remote.brightsmiledental.com');
  });
  it('writes changes with a real minus sign, a plus, or ±0', () => {
    expect([formatChange(-12), formatChange(8), formatChange(0), formatChange(0.4)]).toEqual([
      '\u221212',
      '+8',
      '\u00b10',
      '\u00b10',
    ]);
  });
});

describe('days of the line', () => {
  const days = scoreDays(contract);
  it('keeps one day per point with its change from the day before', () => {
    expect(days).toHaveLength(contract.points.length);
    expect(days[0]!.change).toBeNull();
    const rdp = days.find((day) => day.date === '2026-03-02')!;
    expect(rdp.change).toBe(-22);
    expect(rdp.events.map((e) => e.issue?.id)).toEqual(['iss-001', 'iss-004', 'iss-013', 'iss-021']);
  });
  it('loses no event: one before the first point joins it', () => {
    const early = scoreDays({
      points: [{ date: '2026-01-02', score: 500 }],
      events: [event({ occurred_at: '2026-01-01T10:00:00Z' })],
    });
    expect(early[0]!.events).toHaveLength(1);
    expect(scoreDays(contract).reduce((n, day) => n + day.events.length, 0)).toBe(contract.events.length);
  });
  it('lists the days with changes for the keyboard', () => {
    expect(changeDays(days).map((day) => day.date)).toContain('2026-10-12');
    expect(changeDays(days).every((day) => day.events.length > 0 || day.change !== 0)).toBe(true);
  });
});

describe('largest rise and fall', () => {
  const days = scoreDays(contract);
  it("names the contract's: the RDP day (2 Mar) and Fraud Defense (+8, 12 Oct)", () => {
    const { rise, fall } = largestChanges(days);
    expect([fall?.date, fall?.change]).toEqual(['2026-03-02', -22]);
    expect([rise?.date, rise?.change]).toEqual(['2026-10-12', 8]);
    expect(dayHeadline(fall!)).toBe('RDP exposed to the internet opened on remote.brightsmiledental.com and 3 more changes');
    expect(dayHeadline(rise!)).toBe('Microsoft 365 Fraud Defense connected');
  });
  it('names the more recent of two equal changes, and none when the score only fell', () => {
    const tie = scoreDays({
      points: [
        { date: '2026-01-01', score: 500 },
        { date: '2026-01-02', score: 490 },
        { date: '2026-01-03', score: 480 },
      ],
      events: [],
    });
    expect(largestChanges(tie)).toEqual({ rise: null, fall: tie[2] });
  });
  it('gives the three largest changes either way for the report', () => {
    expect(topChanges(days, 3).map((day) => day.change)).toEqual([-22, -13, -12]);
  });
});

describe('the report trend', () => {
  it("keeps the range's points and its three largest changes in words", () => {
    const trend = scoreTrend(contract, '30d', new Date('2026-11-23T12:00:00Z'))!;
    expect(trend.rangeLabel).toBe('30 days');
    expect(trend.points[0]!.date).toBe('2026-10-25');
    expect(trend.points).toHaveLength(30);
    expect(trend.changes.map((c) => [c.date, c.change])).toEqual([
      ['2026-11-12', -5],
      ['2026-10-27', -5],
      ['2026-10-30', -4],
    ]);
  });
  it('is null without points', () => {
    expect(scoreTrend(history.scoreHistoryNewCustomer.value as ScoreHistory, '90d', new Date())).toBeNull();
  });
});
