import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// The project's own config; the cycle check is off only because it walks the whole graph and is not under test here.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

/** Lints a probe source as if it lived at `file`, and returns the boundary rule's findings. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const probe = (specifier: string) => `import * as probe from '${specifier}';\nexport const used = probe;\n`;

describe('import boundaries (resolved paths)', () => {
  // Loading the config and the TypeScript resolver takes a while on a cold start.
  beforeAll(() => boundaryErrors('src/features/summary/probe.ts', probe('@/features/issues')), 60_000);

  it.each([
    ['a feature reaching into another feature relatively', 'src/features/summary/probe.ts', '../mdr/model/case-model'],
    ['a feature reaching into platform internals', 'src/features/summary/probe.ts', '@/features/platform/session/session'],
    ['a feature reaching into the issue domain internals', 'src/features/mdr/probe.ts', '@/features/issues/model/issue-model'],
    ['platform reaching into a feature', 'src/features/platform/probe.ts', '@/features/summary/SummaryPage'],
    ['shared importing a feature relatively', 'src/shared/drawer/probe.ts', '../../features/summary/SummaryPage'],
    ['shared importing a feature public entry', 'src/shared/probe.ts', '@/features/issues'],
    ['the HTTP layer importing shared', 'src/api/probe.ts', '@/shared/persistence/demo-mode'],
    ['the HTTP layer importing shared relatively', 'src/api/probe.ts', '../shared/monitoring/error-reporting'],
    ['the HTTP layer importing a feature', 'src/api/probe.ts', '@/features/platform'],
  ])('fail lint: %s', async (_name, file, specifier) => {
    const errors = await boundaryErrors(file, probe(specifier));
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['a feature using another feature through its public entry', 'src/features/summary/probe.ts', '@/features/issues'],
    ['a feature using platform through its public entry', 'src/features/mdr/probe.ts', '@/features/platform'],
    ['a feature using its own internals', 'src/features/summary/probe.ts', './model/risk-level'],
    ['a feature using shared', 'src/features/summary/probe.ts', '@/shared/drawer/use-drawer'],
    ['shared using the HTTP layer', 'src/shared/probe.ts', '@/api/errors'],
  ])('pass lint: %s', async (_name, file, specifier) => {
    expect(await boundaryErrors(file, probe(specifier))).toEqual([]);
  });
});
