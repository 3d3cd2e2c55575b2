import { describe, expect, it } from 'vitest';
import {
  DATE_AXIS_HEIGHT,
  SCORE_AXIS_WIDTH,
  roundStep,
  scoreChartLayout,
  scoreDomain,
} from '@/features/summary/model/score-chart';

describe('score history chart layout', () => {
  it('steps the score axis in round whole numbers', () => {
    expect([5, 10, 12, 27.5, 30, 31, 72, 140].map(roundStep)).toEqual([5, 10, 15, 30, 30, 35, 75, 150]);
    expect(roundStep(0)).toBe(1);
  });

  it('pads the scores for the markers, in tens, within 0-600', () => {
    expect(scoreDomain([452, 535])).toEqual([440, 550]);
    expect(scoreDomain([500, 500])).toEqual([490, 510]);
    expect(scoreDomain([3, 598])).toEqual([0, 600]);
    expect(scoreDomain([])).toEqual([0, 600]);
  });

  it('puts each day in the middle of its band and the domain on ticks of one step', () => {
    const layout = scoreChartLayout([452, 480, 535, 500], 448, 240);
    expect(layout.plot).toEqual({ x: SCORE_AXIS_WIDTH, y: 8, width: 400, height: 240 - 8 - DATE_AXIS_HEIGHT });
    expect(layout.domain).toEqual([420, 570]);
    expect(layout.scoreTicks).toEqual([420, 450, 480, 510, 540, 570]);
    expect([0, 1, 3].map(layout.xOf)).toEqual([86, 186, 386]);
    expect(layout.yOf(570)).toBe(8);
    expect(layout.yOf(420)).toBe(8 + layout.plot.height);
    expect(layout.yOf(495)).toBeCloseTo(8 + layout.plot.height / 2);
  });

  it('finds the day under the pointer, the nearest one outside the plot', () => {
    const layout = scoreChartLayout([500, 510, 520, 530], 448, 240);
    expect([0, 36, 135, 136, 300, 435, 448].map(layout.indexAt)).toEqual([0, 0, 0, 1, 2, 3, 3]);
  });

  it('labels every n-th date so that the labels fit the width', () => {
    const year = Array.from({ length: 365 }, () => 500);
    expect(scoreChartLayout(year, 1200, 240).dateStep).toBe(25);
    expect(scoreChartLayout(year, 340, 200).dateStep).toBe(92);
    expect(scoreChartLayout(year.slice(0, 10), 1200, 240).dateStep).toBe(1);
  });

  it('keeps the axis within 600 when the step does not divide it', () => {
    const layout = scoreChartLayout([400, 600], 448, 240);
    expect(layout.domain[1]).toBe(600);
    expect(Math.max(...layout.scoreTicks)).toBeLessThanOrEqual(600);
  });
});
