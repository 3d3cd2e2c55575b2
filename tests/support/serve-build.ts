// Builds the app in mock mode (the production build plus the scenario switch) and serves it with vite preview in
// front of Prism, for the benchmarks. The end-to-end tests have their own global setup doing the same.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
/** The benchmarks' own build, apart from dist/, so a running end-to-end suite keeps its files. */
export const benchDist = `${root}node_modules/.cache/bench-dist`;
const bin = (name: string) => `${root}node_modules/.bin/${name}`;

export function buildApp(env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(
    bin('vite'),
    ['build', '--mode', 'mock', '--logLevel', 'error', '--outDir', benchDist, '--emptyOutDir'],
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
