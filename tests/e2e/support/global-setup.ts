import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
// Overridable so that several checkouts can run their e2e suites on one machine at once.
const PRISM_PORT = Number(process.env.STANCE_E2E_PRISM_PORT ?? 4310);
const PREVIEW_PORT = Number(process.env.STANCE_E2E_PREVIEW_PORT ?? 4373);

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** Builds the app in mock mode, then serves it with vite preview in front of Prism. Stops both afterwards. */
export default async function setup(project: TestProject) {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    if (process.env.STANCE_E2E_SKIP_BUILD !== '1') await run(bin('vite'), ['build', '--mode', 'mock', '--logLevel', 'error']);
    children.push(
      spawn(bin('prism'), ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(PRISM_PORT), '--errors'], {
        cwd: root,
        stdio: 'ignore',
      }),
    );
    children.push(
      spawn(bin('vite'), ['preview', '--mode', 'mock', '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, STANCE_MOCK_API: `http://127.0.0.1:${PRISM_PORT}`, STANCE_PREVIEW_PORT: String(PREVIEW_PORT) },
      }),
    );
    await waitFor(`http://127.0.0.1:${PRISM_PORT}/api/auth`, 60_000);
    await waitFor(`http://127.0.0.1:${PREVIEW_PORT}/`, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('appUrl', `http://127.0.0.1:${PREVIEW_PORT}`);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}
