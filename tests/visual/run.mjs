// `npm run test:visual [-- <vitest filters>]`: the stories project with the visual comparison, then a list of the
// stories whose light or dark screenshot changed. `npm run test:visual:update [-- filters]` rewrites the baselines,
// records the Chromium they were taken with, and (without a filter) deletes baselines whose story is gone.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BASELINE_DIR = 'stories/__visual__';
const DIFF_DIR = 'test-results/visual';
const args = process.argv.slice(2);
const update = args.includes('--update');
const filters = args.filter((arg) => arg !== '--update');

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

rmSync(DIFF_DIR, { recursive: true, force: true });
const started = Date.now();
const vitest = spawnSync(
  'vitest', // `--update` takes an optional value: it goes last, so that it never swallows a file filter.
  ['run', '--project', 'stories', ...filters, ...(update ? ['--update'] : [])],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_STANCE_VISUAL: update ? 'update' : 'on' },
  },
);
const status = vitest.status ?? 1;

if (update) {
  const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const version = /(\d+)\.\d+\.\d+\.\d+/.exec(chromium);
  if (version) {
    const info = { version: version[0], major: Number(version[1]), platform: process.platform };
    writeFileSync(join(BASELINE_DIR, 'chromium.json'), `${JSON.stringify(info)}\n`);
  }
  // A full update rewrites every baseline it still needs; what it did not touch belongs to a deleted story.
  if (filters.length === 0 && status === 0) {
    const stale = files(BASELINE_DIR).filter((file) => file.endsWith('.png') && statSync(file).mtimeMs < started);
    for (const file of stale) rmSync(file);
    if (stale.length > 0) console.log(`Deleted ${stale.length} baselines of stories that no longer exist.`);
  }
}

const changed = files(DIFF_DIR).filter((file) => /-(diff|actual)\.png$/.test(file));
if (changed.length > 0) {
  const stories = [...new Set(changed.map((file) => relative(DIFF_DIR, file).replace(/-(diff|actual)\.png$/, '')))].sort();
  console.log(`\nVisual changes (${stories.length}): reference, actual and diff images in ${DIFF_DIR}/`);
  for (const story of stories) console.log(`  ${story}`);
  console.log('If the change is intended: npm run test:visual:update -- <story file>, then commit the new baselines.');
}
process.exit(status);
