import { MAX_SECURITY_SCORE } from './risk-level';

/** The plot's place in the chart's box: room above and right for the markers, the scores' axis left, the dates' below. */
const MARGIN = { top: 8, right: 12 };
export const SCORE_AXIS_WIDTH = 36;
export const DATE_AXIS_HEIGHT = 30;
/** Room for a date label ('27 Dec') and the gap to the next. */
const DATE_LABEL_SPACE = 80;
/** About this many score ticks, at a round step. */
const SCORE_TICKS = 5;

export interface ScoreChartLayout {
  plot: { x: number; y: number; width: number; height: number };
  /** The score axis' range, widened to whole steps of its ticks. */
  domain: readonly [number, number];
  scoreTicks: readonly number[];
  /** Every n-th day gets a date label, from the first, so that the labels fit the width. */
  dateStep: number;
  /** The middle of day `index`'s band. */
  xOf: (index: number) => number;
  yOf: (score: number) => number;
  /** The day under a horizontal position in the chart's box, the nearest one outside the plot. */
  indexAt: (x: number) => number;
}

/** The whole step at or above `rough` that is a multiple of a twentieth of its power of ten (30, 35, 50, 150). */
export function roundStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const unit = 10 ** Math.ceil(Math.log10(rough)) / 20;
  return Math.max(1, Math.ceil(Math.ceil(rough / unit - 1e-9) * unit));
}

/** The scores around the line with room for its markers, within 0-600 (a year between 452 and 535 is not flat). */
export function scoreDomain(scores: readonly number[]): [number, number] {
  let low = MAX_SECURITY_SCORE;
  let high = 0;
  for (const score of scores) {
    low = Math.min(low, score);
    high = Math.max(high, score);
  }
  if (high < low) return [0, MAX_SECURITY_SCORE];
  const pad = Math.max(10, Math.round((high - low) * 0.15));
  return [Math.max(0, Math.floor((low - pad) / 10) * 10), Math.min(MAX_SECURITY_SCORE, Math.ceil((high + pad) / 10) * 10)];
}

/**
 * Where everything of the score history's chart goes in a box of `width` × `height` px, for `scores` one a day: each
 * day a band of equal width with its point in the middle, the scores on a linear axis whose ticks fall on a round step.
 */
export function scoreChartLayout(scores: readonly number[], width: number, height: number): ScoreChartLayout {
  const plot = {
    x: SCORE_AXIS_WIDTH,
    y: MARGIN.top,
    width: Math.max(0, width - SCORE_AXIS_WIDTH - MARGIN.right),
    height: Math.max(0, height - MARGIN.top - DATE_AXIS_HEIGHT),
  };
  const [low, high] = scoreDomain(scores);
  const step = roundStep((high - low) / (SCORE_TICKS - 1));
  const domain = [
    Math.max(0, Math.floor(low / step) * step),
    Math.min(MAX_SECURITY_SCORE, Math.ceil(high / step) * step),
  ] as const;
  const scoreTicks: number[] = [];
  for (let tick = domain[0]; tick <= domain[1]; tick += step) scoreTicks.push(tick);
  const count = Math.max(1, scores.length);
  const band = plot.width / count;
  const labels = Math.max(2, Math.floor(width / DATE_LABEL_SPACE));
  const span = domain[1] - domain[0] || 1;
  return {
    plot,
    domain,
    scoreTicks,
    dateStep: Math.max(1, Math.ceil(count / labels)),
    xOf: (index) => plot.x + (index + 0.5) * band,
    yOf: (score) => plot.y + ((domain[1] - score) / span) * plot.height,
    indexAt: (x) => Math.min(count - 1, Math.max(0, Math.floor((x - plot.x) / (band || 1)))),
  };
}
