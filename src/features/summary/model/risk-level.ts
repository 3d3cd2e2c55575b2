import type { SeverityTone } from '@/shared/theme/severity';
import { severityTone } from '@/shared/theme/severity';
import { compareIssues, type SummaryIssue } from '@/features/issues';

type RiskTone = Extract<SeverityTone, 'critical' | 'important' | 'moderate' | 'clean'>;

export interface RiskLevel {
  tone: RiskTone;
  label: string;
}

/** The highest possible security score (contract: 0–600). */
export const MAX_SECURITY_SCORE = 600;

/** console-mdr-summary.md §9: a score below `below` falls in the band. */
export const RISK_BANDS: readonly { below: number; level: RiskLevel }[] = [
  { below: 360, level: { tone: 'critical', label: 'High' } },
  { below: 480, level: { tone: 'important', label: 'Below Average' } },
  { below: 493, level: { tone: 'moderate', label: 'Above Average' } },
];

export const EXCELLENT: RiskLevel = { tone: 'clean', label: 'Excellent' };

/** Every band as a score range, lowest first: the indicator's bar and the score history's bands. */
export const RISK_SEGMENTS: readonly { from: number; to: number; level: RiskLevel }[] = [
  ...RISK_BANDS.map((band, index) => ({ from: RISK_BANDS[index - 1]?.below ?? 0, to: band.below, level: band.level })),
  { from: RISK_BANDS.at(-1)?.below ?? 0, to: MAX_SECURITY_SCORE, level: EXCELLENT },
];

const BY_TONE: Record<SeverityTone, RiskLevel> = {
  critical: RISK_BANDS[0]!.level,
  important: RISK_BANDS[1]!.level,
  moderate: RISK_BANDS[2]!.level,
  low: EXCELLENT,
  informational: EXCELLENT,
  clean: EXCELLENT,
};

/** The score bands alone (§9): a missing score is Excellent. */
export function riskLevelFromScore(score: number | null | undefined): RiskLevel {
  if (score === null || score === undefined || Number.isNaN(score)) return EXCELLENT;
  return RISK_BANDS.find((band) => score < band.below)?.level ?? EXCELLENT;
}

/**
 * The Risk Level of the Security Status panel: from the score's band; with no score, from the severity of the
 * first open issue in table order (low and informational read as Excellent); with no open issue, Excellent.
 *
 * Decision: console-mdr-summary.md says both "with no score it falls back to the severity of the first open issue"
 * (summary behaviour) and "a missing score is Excellent" (§9 bands). The bands read a missing score as Excellent
 * (`riskLevelFromScore`), but the panel falls back to the open issues first, so an account whose score is not
 * computed yet is never told "Excellent" while a critical issue is open. The contract's `security_score` says so.
 */
export function riskLevel(score: number | null | undefined, issues: readonly SummaryIssue[]): RiskLevel {
  if (score !== null && score !== undefined && !Number.isNaN(score)) return riskLevelFromScore(score);
  const firstOpen = [...issues].sort(compareIssues).find((issue) => issue.status === 'open');
  return firstOpen ? BY_TONE[severityTone(firstOpen.severity)] : EXCELLENT;
}
