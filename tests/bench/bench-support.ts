/** Shared timing helpers of the benchmark scripts: each prints figures, none asserts. */
export interface Figure {
  median: number;
  max: number;
}

export function measure(runs: number, fn: () => unknown): Figure {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] as number, max: times[times.length - 1] as number };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One line: label, median, max and, with a target, whether the max is within it. */
export function row(label: string, figure: Figure, target?: number) {
  const verdict = target === undefined ? '' : figure.max <= target ? `   ✓ ≤ ${target} ms` : `   ✗ over ${target} ms`;
  console.log(`${label.padEnd(64)} median ${ms(figure.median).padStart(10)}   max ${ms(figure.max).padStart(10)}${verdict}`);
}
