import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The unit project alone, for StrykerJS (the root config also starts the Storybook and e2e projects).
const alias = {
  '@': fileURLToPath(new URL('../../src', import.meta.url)),
  '@generated': fileURLToPath(new URL('../../generated', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    name: 'unit',
    root: fileURLToPath(new URL('../../', import.meta.url)),
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
});
