/**
 * The score history's ranges (issue #27), apart from the rest of its model: the summary route's search schema, on
 * every first load, needs only these; the card's logic loads with the card.
 */
export const SCORE_RANGES = ['30d', '90d', '12m'] as const;
export type ScoreRange = (typeof SCORE_RANGES)[number];
