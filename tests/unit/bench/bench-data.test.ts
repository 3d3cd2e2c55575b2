import { describe, expect, it } from 'vitest';
import { seeded } from '../../bench/bench-data';

describe("the benchmarks' seeded generator", () => {
  it('gives the same sequence for the same seed, another for another', () => {
    const draws = (seed: number) => Array.from({ length: 5 }, seeded(seed).random);
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });

  it('does not fall into a short cycle: 100,000 draws are all in [0, 1) and nearly all different', () => {
    const { random } = seeded(1212);
    const values = Array.from({ length: 100_000 }, random);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(99_900);
  });
});
