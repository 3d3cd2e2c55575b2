// `npm start`: Prism on 127.0.0.1:4010 serving the contract and the Vite dev server on :5173 with /api
// proxied to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [];
const run = (name, command, args) => {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} exited (${code ?? 'signal'}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
};

let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('prism', 'prism', ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', '4010', '--errors']);
run('vite', 'vite', ['--host', 'localhost', '--port', '5173', '--strictPort']);
