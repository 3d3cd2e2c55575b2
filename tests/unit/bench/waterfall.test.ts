import { describe, expect, it } from 'vitest';
import { waterfallLines } from '../../bench/waterfall';

describe("the Lighthouse bench's request waterfall", () => {
  const origin = 'http://127.0.0.1:4473';
  const lines = waterfallLines(
    [
      { url: `${origin}/api/auth`, networkRequestTime: 200, networkEndTime: 300, resourceType: 'XHR' },
      { url: `${origin}/`, networkRequestTime: 0, networkEndTime: 100, resourceType: 'Document' },
      { url: 'https://fonts.example/inter.woff2', networkRequestTime: 300, networkEndTime: 400, resourceType: 'Font' },
      { url: `${origin}/never-finished`, networkRequestTime: 350 },
    ],
    origin,
  );

  it('lists the requests in the order they started, the app origin left out, untimed ones skipped', () => {
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ {4}0–100 .* Document \/$/);
    expect(lines[1]).toMatch(/^ {2}200–300 .* XHR {4}\/api\/auth$/);
    expect(lines[2]).toMatch(/https:\/\/fonts\.example\/inter\.woff2$/);
  });

  it('draws each request on one scale: the last end is the full width', () => {
    const bar = (line: string) => line.slice(12, 53);
    expect(bar(lines[0]!)).toBe(`${'█'.repeat(10)}${' '.repeat(31)}`);
    expect(bar(lines[1]!)).toBe(`${' '.repeat(20)}${'█'.repeat(10)}${' '.repeat(11)}`);
    expect(bar(lines[2]!).trimEnd()).toBe(`${' '.repeat(30)}${'█'.repeat(10)}`);
  });
});
