import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { mockApiProxy } from './openapi/tools/mock-api-proxy';
import { contentSecurityPolicy } from './src/config/content-security-policy';

const mockTarget = process.env.STANCE_MOCK_API ?? 'http://127.0.0.1:4010';

export default defineConfig(({ command, mode }) => {
  // Every build is the production build, whatever NODE_ENV the caller has (vitest sets `test`, which would otherwise
  // win over .env files and ship development React). Vite reads NODE_ENV after loading this config.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const withMock = mode !== 'production' || env.VITE_MOCK_SCENARIOS === 'true';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // The signed-in layout renders on every page: split off, its chunk was one more round trip before a page's
        // loader could start its requests (Lighthouse LCP, issue #13).
        codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/_app' ? [] : undefined) },
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      {
        // The policy ships with the build: a <meta> fallback in index.html and the header value (which can also forbid
        // framing) in dist/content-security-policy.txt for the web server (README, "Content-Security-Policy").
        name: 'content-security-policy',
        apply: 'build',
        transformIndexHtml: () => [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) },
            injectTo: 'head-prepend',
          },
        ],
        generateBundle() {
          this.emitFile({
            type: 'asset',
            fileName: 'content-security-policy.txt',
            source: `${contentSecurityPolicy(env, { header: true })}\n`,
          });
        },
      },
      ...(withMock ? [mockApiProxy(mockTarget)] : []),
      // `npm run analyze`: what each chunk holds after tree-shaking , gzip included.
      ...(process.env.ANALYZE === '1'
        ? (['treemap', 'raw-data'] as const).map((template) =>
            visualizer({ template, filename: `stats/bundle.${template === 'treemap' ? 'html' : 'json'}`, gzipSize: true }),
          )
        : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      },
    },
    server: { host: 'localhost', port: 5173, strictPort: true },
    preview: {
      host: '127.0.0.1',
      port: Number(process.env.STANCE_PREVIEW_PORT ?? 4173),
      strictPort: true,
      // Served the way production serves it (the end-to-end tests run under it; tests/e2e/csp.e2e.ts checks it).
      headers: { 'Content-Security-Policy': contentSecurityPolicy(env, { header: true }) },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        // The app's own modules only act through what they export: a module reached only through a public entry's
        // re-export that nothing uses (the integration flows behind `@/features/integrations` on the fraud defense
        // pages) stays out of the build. The entry and the libraries keep their declared side effects.
        treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/](features|shared|api)[\\/]/.test(id) },
        output: {
          // Two long-lived chunks for the libraries every page runs, instead of ~90 small automatic ones: gzip then
          // compresses each library as a whole (about 30 KB less on `/`, budget.json) and a release that changes only
          // app code leaves them cached. The heavy libraries of budget.json stay out: they load where they are used.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                // TanStack Virtual stays out: only the table pages need it (it loads with the shared table). So does the
                // router's useBlocker: only the discard guard of a form's drawer or dialog uses it (it loads with them).
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!(react-)?virtual|react-router[\\/]dist[\\/]esm[\\/]useBlocker)|axios|zod|@emotion|stylis)/,
                priority: 2,
              },
              // Chakra with the Ark and Zag parts of the components the app renders, except those no first screen
              // shows: the MDR time-range select and tooltips and the settings switches load with their routes; the
              // dialog, drawer and toast machinery with the first dialog, drawer or toast (AppDialog, DrawerHost,
              // toaster.ts); the add drawer's tags input and combobox with that drawer's content. They are imported
              // from their own entries (eslint.config.js): through the barrel they would be pulled in.
              {
                name: 'ui',
                test: (id: string) =>
                  /node_modules[\\/]@chakra-ui[\\/]/.test(id) &&
                  !/[\\/]components[\\/](select|tooltip|switch|dialog|drawer|toast|menu|popover|tabs|radio-group|checkbox|combobox|tags-input)[\\/]/.test(
                    id,
                  ) &&
                  !/[\\/]theme[\\/]recipes[\\/](dialog|drawer|toast|menu|popover|combobox|tags-input)\.js$/.test(id),
                priority: 1,
              },
              // The app's own modules of the first load (the entry's static imports, `$initial`) in one chunk: split
              // by what else shares them they were 28 small files, each a request before the session's first read
              // (6 at a time over HTTP/1.1); together they compress better too (up to 10 KB less per route, issue #30).
              {
                name: 'app',
                tags: ['$initial'],
                test: /[\\/](src|generated)[\\/]/,
                priority: 0,
              },
            ],
          },
        },
      },
    },
  };
});
