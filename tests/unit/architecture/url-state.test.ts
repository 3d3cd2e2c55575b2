import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

/** The findings of the untyped-search rule for a probe source linted as if it lived at `file`. */
async function untypedSearch(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

// src/features/README.md: features read the URL through their route's typed API, never useSearch({ strict: false }).
describe('URL state through the typed route API', () => {
  it('fails lint: a feature calling useSearch directly', async () => {
    const source = `import { useSearch } from '@tanstack/react-router';\nexport const useQ = () => useSearch({ strict: false });\n`;
    expect(await untypedSearch('src/features/fraud-defense/probe.ts', source)).toEqual([
      expect.stringContaining("getRouteApi('<route id>').useSearch()"),
    ]);
  }, 60_000);

  it('passes lint: a feature using its route API', async () => {
    const source = `import { getRouteApi } from '@tanstack/react-router';\nconst route = getRouteApi('/_app/fraud-defense/open-issues');\nexport const useQ = () => route.useSearch();\n`;
    expect(await untypedSearch('src/features/fraud-defense/probe.ts', source)).toEqual([]);
  }, 60_000);

  it('keeps the server-text rule in features', async () => {
    const source = `export const X = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n`;
    expect(await untypedSearch('src/features/fraud-defense/probe.tsx', source)).toEqual(['Render server text as text.']);
  }, 60_000);
});
