import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
};

const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
        },
      },
      {
        plugins: [react(), storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        resolve: { alias },
        optimizeDeps: {
          include: [
            '@chakra-ui/react',
            '@emotion/react',
            '@tanstack/react-query',
            '@tanstack/react-router',
            '@tanstack/react-virtual',
            'axios',
            'zod',
            'fuse.js',
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
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
