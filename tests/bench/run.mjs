// `npm run bench`: runs every benchmark in tests/bench and prints their figures.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const benches = readdirSync(dir)
  .filter((f) => /-bench\.(ts|mjs)$/.test(f))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n# ${file}`);
  const result = spawnSync(
    file.endsWith('.ts') ? 'tsx' : 'node',
    file.endsWith('.ts') ? ['--tsconfig', 'tsconfig.app.json', `${dir}${file}`] : [`${dir}${file}`],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
