import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// End-to-end tests get their browser and pages from the fixture (tests/e2e/support/fixture.ts), which closes them
// whatever the outcome; a test that launches, opens or closes them itself leaks them when an assertion fails.
const dir = fileURLToPath(new URL('../../e2e/', import.meta.url));
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => ({ name, code: readFileSync(`${dir}${name}`, 'utf8') }));

const FORBIDDEN: [what: string, pattern: RegExp][] = [
  ['launches a browser (use the `browser` fixture)', /\blaunchBrowser\(|\bchromium\.launch\(/],
  ['opens a page itself (use the `open` fixture)', /\bopenPage\(|\bbrowser\.new(Context|Page)\(/],
  ['closes a context by hand (the fixture closes it)', /\bcontext\.close\(/],
  [
    'takes `it` or `test` from vitest (use `test` from ./support/fixture)',
    /import\s*\{[^}]*\b(it|test)\b[^}]*\}\s*from\s*'vitest'/,
  ],
];

/** What a file does that the fixture should do, one line each. */
function offences(code: string): string[] {
  return FORBIDDEN.filter(([, pattern]) => pattern.test(code)).map(([what]) => what);
}

describe('e2e tests use the fixture (tests/e2e/support/fixture.ts)', () => {
  it('finds the e2e files', () => {
    expect(files.length).toBeGreaterThanOrEqual(19);
  });

  it.each(files.map((file) => [file.name, file.code]))('%s', (_name, code) => {
    expect(offences(code)).toEqual([]);
    expect(code).toMatch(/import \{ test \} from '\.\/support\/fixture';/);
  });

  it('recognises each way back', () => {
    expect(offences("import { it } from 'vitest';\nbrowser = await launchBrowser();")).toHaveLength(2);
    expect(offences("import { describe, test } from 'vitest';\nconst w = await openPage(browser);")).toHaveLength(2);
    expect(offences('const context = await browser.newContext();\nawait watched.context.close();')).toHaveLength(2);
    expect(offences("import { describe, expect } from 'vitest';\nconst w = await open();")).toEqual([]);
  });
});
