import { describe, expect, it } from 'vitest';
import { interactionVerdict } from '../../bench/interaction-targets';

describe('the interactions benchmark verdict (issue #30 targets)', () => {
  it('holds when the median is ≤ 50 ms, the max ≤ 100 ms and the 4× median ≤ 200 ms', () => {
    expect(interactionVerdict({ median: 50, max: 100 }, { median: 200, max: 900 })).toEqual({ ok: true, text: '✓' });
  });

  it('names each figure over its target', () => {
    expect(interactionVerdict({ median: 51, max: 100 }, { median: 120, max: 150 })).toEqual({
      ok: false,
      text: '✗ median 51 > 50',
    });
    expect(interactionVerdict({ median: 40, max: 101 }, { median: 201, max: 300 })).toEqual({
      ok: false,
      text: '✗ max 101 > 100, 4× median 201 > 200',
    });
  });

  it('does not judge the 4× max', () => {
    expect(interactionVerdict({ median: 16, max: 16 }, { median: 16, max: 5000 }).ok).toBe(true);
  });
});
