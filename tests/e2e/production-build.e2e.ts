import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { system } from '@/shared/theme/system';

const root = fileURLToPath(new URL('../../', import.meta.url));
const assets = `${root}dist/assets/`;
const sourcesOf = () =>
  readdirSync(assets)
    .filter((f) => f.endsWith('.js.map'))
    .flatMap((f) => (JSON.parse(readFileSync(`${assets}${f}`, 'utf8')) as { sources: string[] }).sources);

// The global setup builds from inside vitest, where NODE_ENV is `test`: the build must still be the production one.
describe('the built app (dist/)', () => {
  it('ships production React: no development build, no dev JSX runtime', () => {
    const sources = sourcesOf();
    expect(sources.some((s) => s.includes('react-dom-client.production.js'))).toBe(true);
    expect(sources.filter((s) => /node_modules\/react(-dom)?\/.*development/.test(s))).toEqual([]);
    const code = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(`${assets}${f}`, 'utf8'));
    expect(code.filter((c) => c.includes('jsxDEV')).length).toBe(0);
  });

  it("has the recipe of every Chakra component it bundles in the app's theme (a missing one renders unstyled)", () => {
    const components = [...new Set(sourcesOf().filter((s) => s.includes('node_modules/@chakra-ui/react/dist/esm/components/')))];
    expect(components.length).toBeGreaterThan(10);
    const keys = new Set<string>();
    for (const source of components) {
      const file = `${root}node_modules/${source.slice(source.indexOf('@chakra-ui/react/'))}`;
      for (const match of readFileSync(file, 'utf8').matchAll(
        /(?:RecipeContext|useRecipe|useSlotRecipe)\(\s*\{[^}]*?key: "(\w+)"/g,
      )) {
        keys.add(match[1]!);
      }
    }
    // `text` has no recipe in Chakra's own theme either.
    const missing = [...keys].filter((key) => key !== 'text' && !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing, 'add these recipes to src/shared/theme/system.ts').toEqual([]);
  });
});
