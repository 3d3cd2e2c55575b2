import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // @chakra-ui/react declares its own published Storybook in package.json (package composition); it needs the
  // network and shows an error panel offline, so the catalogue composes nothing.
  refs: { '@chakra-ui/react': { disable: true } },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve = viteConfig.resolve ?? {};
    viteConfig.resolve.alias = {
      ...(viteConfig.resolve.alias as Record<string, string>),
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@generated': fileURLToPath(new URL('../generated', import.meta.url)),
    };
    return viteConfig;
  },
};

export default config;
