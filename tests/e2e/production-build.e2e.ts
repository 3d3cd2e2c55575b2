import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { RECIPES_BY_PROP, system } from '@/shared/theme/system';
import { test } from './support/fixture';

const root = fileURLToPath(new URL('../../', import.meta.url));
const assets = `${root}dist/assets/`;
const sourcesOf = () =>
  readdirSync(assets)
    .filter((f) => f.endsWith('.js.map'))
    .flatMap((f) => (JSON.parse(readFileSync(`${assets}${f}`, 'utf8')) as { sources: string[] }).sources);

// The global setup builds from inside vitest, where NODE_ENV is `test`: the build must still be the production one.
describe('the built app (dist/)', () => {
  test('ships production React: no development build, no dev JSX runtime', () => {
    const sources = sourcesOf();
    expect(sources.some((s) => s.includes('react-dom-client.production.js'))).toBe(true);
    expect(sources.filter((s) => /node_modules\/react(-dom)?\/.*development/.test(s))).toEqual([]);
    const code = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(`${assets}${f}`, 'utf8'));
    expect(code.filter((c) => c.includes('jsxDEV')).length).toBe(0);
  });

  test("has the recipe of every Chakra component it bundles in the app's theme (a missing one renders unstyled)", () => {
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
    const missing = [...keys].filter(
      (key) => key !== 'text' && !system.isRecipe(key) && !system.isSlotRecipe(key) && !RECIPES_BY_PROP.includes(key as never),
    );
    expect(missing, 'add these recipes to src/shared/theme/system.ts').toEqual([]);
  });

  test('passes the recipe of every component that loads on first use where it renders it (the system does not hold it)', () => {
    const files = readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    // 'tagsInput': entry '@chakra-ui/react/tags-input', component TagsInput.
    const entry = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const component = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
    const roots = files.flatMap((file) => {
      const code = readFileSync(`${root}src/${file}`, 'utf8');
      return RECIPES_BY_PROP.filter((key) => code.includes(`from '@chakra-ui/react/${entry(key)}'`)).flatMap((key) =>
        // The recipe goes first in the root's props: its opening tag's first lines must hold it.
        [...code.matchAll(new RegExp(`<${component(key)}\\.Root\\b`, 'g'))].map((m) => ({
          file,
          key,
          tag: code.slice(m.index, m.index + 120),
        })),
      );
    });
    expect(roots.length).toBeGreaterThanOrEqual(RECIPES_BY_PROP.length);
    for (const { file, key, tag } of roots) expect(tag, `${file}: pass recipe={${key}SlotRecipe}`).toContain(`recipe={`);
    for (const key of RECIPES_BY_PROP) expect(system.isSlotRecipe(key), key).toBe(false);
  });
});
