import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { resolveBaselinePath, resolveDiffPath, visualCommands } from './tests/visual/visual-config.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Two files at a time, in a group of its own (its worker count differs from the stories'): the conformance
          // kit's file alone takes about 55 s, the other 108 files about as long together.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        plugins: [react(), storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        resolve: { alias },
        optimizeDeps: {
          include: [
            '@chakra-ui/react',
            // Own entries of the components that load on first use (vite.config.ts): found late, they would make Vite
            // re-optimize mid-run, which reloads the page under a running story.
            '@chakra-ui/react/checkbox',
            '@chakra-ui/react/collection',
            '@chakra-ui/react/combobox',
            '@chakra-ui/react/dialog',
            '@chakra-ui/react/drawer',
            '@chakra-ui/react/menu',
            '@chakra-ui/react/popover',
            '@chakra-ui/react/radio-group',
            '@chakra-ui/react/select',
            '@chakra-ui/react/switch',
            '@chakra-ui/react/tabs',
            '@chakra-ui/react/tags-input',
            '@chakra-ui/react/theme',
            '@chakra-ui/react/toast',
            '@chakra-ui/react/tooltip',
            '@emotion/react',
            '@tanstack/react-query',
            '@tanstack/react-router',
            '@tanstack/react-virtual',
            'axios',
            'zod',
            'lucide-react',
            'msw',
            'msw/browser',
            'msw-storybook-addon',
            'recharts',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'storybook/test',
            '@faker-js/faker',
          ],
        },
        test: {
          name: 'stories',
          testTimeout: 30_000,
          // The story files share one page (vitest's default gives each its own frame, which loads and evaluates the
          // app's modules again per file: a third of the project's time). What one story starts is stopped when it
          // ends (.storybook/vitest.setup.ts).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            // Desktop width of the design card; a story's `globals.viewport` (tablet, phone) overrides it.
            viewport: { width: 1440, height: 900 },
            commands: visualCommands,
            expect: { toMatchScreenshot: { resolveScreenshotPath: resolveBaselinePath, resolveDiffPath } },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          globalSetup: ['tests/visual/global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/e2e/support/csp-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Three files at a time, each with its own browser and contexts, against the one build, Prism and preview of
          // the global setup (Prism keeps no state; the mock proxy keeps its state per browser context). Much of an
          // e2e test's time is waiting for the app, Prism and timers, not CPU: with two files the machine's two cores
          // were about three-quarters busy. The whole project with its build, 2-core machine, 2026-12-07, all green:
          // 3 files 579 s, 4 files 594 s; 2 files 839 s that morning (with the date-table check's 12 loads since cut).
          // The worker is reused across files (isolate: false): the files share no module state but the CSP report.
          fileParallelism: true,
          maxWorkers: Number(process.env.STANCE_E2E_WORKERS ?? 3),
          isolate: false,
          // A group of its own (its worker count differs from the others'): after the stories, before the unit files.
          sequence: { groupOrder: 1 },
        },
      },
      // The static Storybook built and loaded story by story in Chromium, offline: `npm run test:storybook`, which CI
      // (.ci/run) runs after `npm test`; not a project of `npm test` itself (it builds Storybook first).
      ...(process.env.STANCE_STORYBOOK_SMOKE === '1'
        ? [
            {
              resolve: { alias },
              test: {
                name: 'storybook',
                environment: 'node',
                include: ['tests/storybook/**/*.e2e.ts'],
                testTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
