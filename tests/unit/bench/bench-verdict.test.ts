import { describe, expect, it } from 'vitest';
import { verdict } from '../../bench/bench-support';

describe('a benchmark verdict', () => {
  const spiky = { median: 31, max: 140 };

  it('held against the median, a slow outlier does not fail a 100 ms median target', () => {
    expect(verdict(spiky, 100, 'median')).toBe('✓ median ≤ 100 ms');
    expect(verdict({ median: 101, max: 101 }, 100, 'median')).toBe('✗ median over 100 ms');
  });

  it('held against the max unless told otherwise', () => {
    expect(verdict(spiky, 100)).toBe('✗ over 100 ms');
    expect(verdict({ median: 31, max: 100 }, 100)).toBe('✓ ≤ 100 ms');
  });
});
