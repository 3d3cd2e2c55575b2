// `npm run chromatic`: publishes the built Storybook to Chromatic when a project token is configured.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload (set it to publish the Storybook).');
  process.exit(0);
}
const result = spawnSync('chromatic', ['--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
