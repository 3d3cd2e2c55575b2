import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BASELINE_INFO } from './visual-config';

/** Says once per run when the browser is not the Chromium the visual baselines were taken with. */
export default function checkBaselineBrowser() {
  if (process.env.VITE_STANCE_VISUAL === 'off') return;
  const baseline = JSON.parse(readFileSync(BASELINE_INFO, 'utf8')) as { version: string; major: number; platform: string };
  let running: string;
  try {
    running = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return;
  }
  const version = /(\d+)\.\d+\.\d+\.\d+/.exec(running);
  if (!version || (Number(version[1]) === baseline.major && process.platform === baseline.platform)) return;
  console.warn(
    `\n⚠ Visual baselines were taken with Chromium ${baseline.version} on ${baseline.platform}; this run uses ` +
      `${version[0]} on ${process.platform}. Comparisons tolerate rendering noise (≤ 1% of pixels) until the ` +
      `baselines are retaken: review test-results/visual/ and run \`npm run test:visual:update\` in a change of its own.\n`,
  );
}
