import { describe, expect, it } from 'vitest';
import { RISK_BANDS, riskLevel, riskLevelFromScore } from '@/features/summary/model/risk-level';
import { issue } from '../issues/fixtures';

const label = (score: number | null | undefined) => riskLevelFromScore(score).label;

describe('risk bands (console-mdr-summary.md §9)', () => {
  it('puts each score in its band at the edges', () => {
    expect([0, 359].map(label)).toEqual(['High', 'High']);
    expect([360, 479].map(label)).toEqual(['Below Average', 'Below Average']);
    expect([480, 492].map(label)).toEqual(['Above Average', 'Above Average']);
    expect([493, 600].map(label)).toEqual(['Excellent', 'Excellent']);
  });

  it('maps bands to severities critical, important, moderate and clean', () => {
    expect([359, 360, 480, 493].map((s) => riskLevelFromScore(s).tone)).toEqual(['critical', 'important', 'moderate', 'clean']);
    expect(RISK_BANDS.map((b) => b.below)).toEqual([360, 480, 493]);
  });

  it('reads a missing score as Excellent', () => {
    expect(label(null)).toBe('Excellent');
    expect(label(undefined)).toBe('Excellent');
    expect(label(Number.NaN)).toBe('Excellent');
  });
});

describe('riskLevel', () => {
  it('uses the score when there is one, whatever the issues', () => {
    expect(riskLevel(452, [issue({ severity: 'critical' })]).label).toBe('Below Average');
  });

  it('without a score, takes the severity of the first open issue in table order', () => {
    const issues = [
      issue({ id: 'a', severity: 'moderate' }),
      issue({ id: 'b', severity: 'critical', status: 'resolved' }),
      issue({ id: 'c', severity: 'high' }),
    ];
    expect(riskLevel(null, issues)).toEqual({ tone: 'important', label: 'Below Average' });
    expect(riskLevel(null, [issue({ severity: 'critical' })]).label).toBe('High');
    expect(riskLevel(null, [issue({ severity: 'medium' })]).label).toBe('Above Average');
  });

  it('is Excellent with no open issue, or when the worst open one is low or informational', () => {
    expect(riskLevel(null, []).label).toBe('Excellent');
    expect(riskLevel(null, [issue({ severity: 'critical', status: 'in_review' })]).label).toBe('Excellent');
    expect(riskLevel(null, [issue({ severity: 'low' }), issue({ severity: 'informational' })]).tone).toBe('clean');
  });
});
