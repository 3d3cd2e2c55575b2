import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const html = readFileSync(new URL('index.html', root), 'utf8');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the tab icon', () => {
  // Chromium renders an SVG icon again in the page's renderer at every URL change (4-15 ms of main thread each,
  // traced), and every drawer, filter and tab of the console changes the URL.
  it('is a PNG from public/, never an SVG', () => {
    const links = [...html.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map(([tag]) => tag);
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toContain('type="image/png"');
    const href = /\bhref="\/([^"]+)"/.exec(link!)?.[1];
    expect(href).toMatch(/\.png$/);
    const bytes = readFileSync(new URL(`public/${href}`, root));
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });
});
