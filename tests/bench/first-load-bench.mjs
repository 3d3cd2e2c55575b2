// Prints the JavaScript the browser loads for the first visit of a route (gzip sizes, per chunk), from the
// built app served by vite preview in front of Prism. Usage: node tests/bench/first-load-bench.mjs [path ...]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = (n) => `${root}node_modules/.bin/${n}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/mdr/overview'];
const PRISM = 4410;
const PREVIEW = 4473;

const HEAVY = ['recharts', 'jspdf', 'exceljs', 'canvas-confetti', '@faker-js/faker', 'msw', '@sentry/react', 'html2canvas'];

/** Which heavy packages the loaded chunks contain, read from their source maps (names alone can hide them). */
function heavyLibraries(scripts) {
  const found = new Set();
  for (const script of scripts) {
    const map = `${root}dist/assets/${script.name}.map`;
    if (!existsSync(map)) continue;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    for (const lib of HEAVY) if (sources.some((source) => source.includes(`node_modules/${lib}/`))) found.add(lib);
  }
  return [...found];
}

const wait = async (url) => {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
};

if (!existsSync(`${root}dist/index.html`) || process.env.BUILD === '1') {
  await new Promise((resolve, reject) =>
    spawn(bin('vite'), ['build', '--mode', 'mock', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' }).on('exit', (c) =>
      c === 0 ? resolve() : reject(new Error('build failed')),
    ),
  );
}
const children = [
  spawn(bin('prism'), ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(PRISM)], {
    cwd: root,
    stdio: 'ignore',
  }),
  spawn(bin('vite'), ['preview', '--mode', 'mock', '--host', '127.0.0.1', '--port', String(PREVIEW), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, STANCE_MOCK_API: `http://127.0.0.1:${PRISM}` },
  }),
];
try {
  await wait(`http://127.0.0.1:${PRISM}/api/auth`);
  await wait(`http://127.0.0.1:${PREVIEW}/`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({
        name: new URL(response.url()).pathname.replace('/assets/', ''),
        raw: body.length,
        gzip: gzipSync(body).length,
      });
    });
    await page.goto(`http://127.0.0.1:${PREVIEW}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    scripts.sort((a, b) => b.gzip - a.gzip);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`\nFirst load of ${path}: ${scripts.length} JS files, ${(total / 1024).toFixed(1)} KB gzip`);
    for (const s of scripts.slice(0, 12)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.name}`);
    console.log(`  heavy libraries loaded: ${heavyLibraries(scripts).join(', ') || 'none'}`);
    await page.close();
  }
  await browser.close();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
