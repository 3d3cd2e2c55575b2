// Builds the app in mock mode (the production build plus the scenario switch) and serves it with vite preview in
// front of Prism, for the benchmarks. The end-to-end tests have their own global setup doing the same.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
/** The benchmarks' own build, apart from dist/, so a running end-to-end suite keeps its files. */
export const benchDist = `${root}node_modules/.cache/bench-dist`;
/** The same build unminified, for profiles that name components and functions. */
export const namedBenchDist = `${root}node_modules/.cache/bench-dist-names`;
const bin = (name: string) => `${root}node_modules/.bin/${name}`;

/**
 * A benchmark's Prism and preview ports: its own variables when set, else the ones the end-to-end tests take
 * (STANCE_E2E_PRISM_PORT / STANCE_E2E_PREVIEW_PORT, so one pair given to an engineer serves both), else its defaults.
 */
export function benchPorts(prismVar: string, previewVar: string, defaults: [number, number]): [number, number] {
  const port = (own: string, shared: string, fallback: number) => Number(process.env[own] ?? process.env[shared] ?? fallback);
  return [port(prismVar, 'STANCE_E2E_PRISM_PORT', defaults[0]), port(previewVar, 'STANCE_E2E_PREVIEW_PORT', defaults[1])];
}

/** The mock-mode production build into `outDir`; `minify: false` keeps names for profiles. */
export function buildApp(env: NodeJS.ProcessEnv = {}, { minify = true, outDir = benchDist } = {}) {
  const result = spawnSync(
    bin('vite'),
    [
      'build',
      '--mode',
      'mock',
      '--logLevel',
      'error',
      '--outDir',
      outDir,
      '--emptyOutDir',
      ...(minify ? [] : ['--minify', 'false']),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

async function waitFor(url: string) {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

export interface Served {
  url: string;
  stop: () => void;
}

/** Prism on `prismPort`, vite preview of `outDir` on `previewPort`; `stop()` ends both. */
export async function serveBuild(prismPort: number, previewPort: number, outDir = benchDist): Promise<Served> {
  const children: ChildProcess[] = [
    spawn(bin('prism'), ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(prismPort)], {
      cwd: root,
      stdio: 'ignore',
    }),
    spawn(
      bin('vite'),
      ['preview', '--mode', 'mock', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort', '--outDir', outDir],
      {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, STANCE_MOCK_API: `http://127.0.0.1:${prismPort}` },
      },
    ),
  ];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await waitFor(`http://127.0.0.1:${prismPort}/api/auth`);
    await waitFor(`http://127.0.0.1:${previewPort}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${previewPort}`, stop };
}

/** A port nobody listens on now (for a debugging port several people's runs must not share). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
