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
    // Storybook builds with the app's vite.config.ts, whose `content-security-policy` plugin writes the app's policy
    // into every HTML page it emits: in iframe.html it blocked Storybook's own inline scripts. The policy is the
    // app's, not the catalogue's (tests/storybook/static-build.e2e.ts checks the static build has none).
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'content-security-policy'),
      );
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
