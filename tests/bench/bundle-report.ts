// `npm run analyze`: builds with rollup-plugin-visualizer (stats/bundle.html, a treemap to open in a browser, and
// stats/bundle.json), loads each route and prints what its first load is made of, by package or source folder
// (gzip of each module's code after tree-shaking). Usage: npm run analyze -- [path ...]
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { kb, measureFirstLoad } from '../support/first-load';
import { benchPorts, buildApp, root, serveBuild } from '../support/serve-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
buildApp({ ANALYZE: '1' });

interface Stats {
  nodeParts: Record<string, { gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}
const stats = JSON.parse(readFileSync(`${root}stats/bundle.json`, 'utf8')) as Stats;
/** Module gzip sizes per chunk file name. */
const chunks = new Map<string, { id: string; gzip: number }[]>();
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
    const name = chunk.replace(/^assets\//, '');
    const list = chunks.get(name) ?? [];
    list.push({ id: meta.id, gzip: stats.nodeParts[partUid]?.gzipLength ?? 0 });
    chunks.set(name, list);
  }
}
const group = (id: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1] ?? id.replace(/^\/?((?:src|generated)\/[^/]+).*/, '$1');

const served = await serveBuild(...benchPorts('BENCH_PRISM_PORT', 'BENCH_PREVIEW_PORT', [4560, 4561]));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const path of paths) {
    const load = await measureFirstLoad(browser, served.url, path);
    console.log(`\n${path}: ${load.scripts.length} JS files, ${kb(load.gzip)} gzip`);
    const groups = new Map<string, number>();
    const modules: { id: string; gzip: number }[] = [];
    for (const script of load.scripts) {
      for (const module of chunks.get(script.name) ?? []) {
        groups.set(group(module.id), (groups.get(group(module.id)) ?? 0) + module.gzip);
        modules.push(module);
      }
    }
    console.log('  by package or folder (module gzip, before chunk-level compression):');
    for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
    console.log('  largest modules:');
    for (const m of modules.sort((a, b) => b.gzip - a.gzip).slice(0, 25)) console.log(`  ${kb(m.gzip).padStart(9)}  ${m.id}`);
  }
} finally {
  await browser.close();
  served.stop();
}
