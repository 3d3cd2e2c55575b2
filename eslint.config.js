import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import globals from 'globals';

const ROOT = import.meta.dirname;
const FEATURES = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Layers, checked on resolved paths (so relative imports count too): contract → generated → src/api → src/shared →
 * src/features → src/routes. A feature uses another feature (platform and issues included) only through its public
 * entry, `src/features/<name>/index.ts`.
 */
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `${ROOT}/src/features/${feature}/**`,
    from: `${ROOT}/src/features/**`,
    except: [`${ROOT}/src/features/${feature}/**`, `${ROOT}/src/features/*/index.ts`],
    message: `Import another feature only through its public entry (@/features/<name>), never its internals.`,
  })),
  {
    target: 'src/shared',
    from: ['src/features', 'src/routes'],
    message: 'Shared code does not depend on features: pass what it needs in, or move the piece into the feature.',
  },
  {
    target: 'src/api',
    from: ['src/shared', 'src/features', 'src/routes'],
    message: 'The HTTP layer depends on nothing above it: inject what it needs (connectHttp) or move the piece down.',
  },
  { target: 'src/config', from: ['src/api', 'src/shared', 'src/features', 'src/routes'], message: 'Config is the bottom layer.' },
];

const SERVER_TEXT_AS_TEXT = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render server text as text.',
};
const UNTYPED_SEARCH = {
  selector: "CallExpression[callee.name='useSearch']",
  message: "Read the URL through the route's typed API: getRouteApi('<route id>').useSearch() (src/features/README.md).",
};

/** Features use the generated hooks and models, never the validators, mocks or axios. */
const featureImports = {
  files: ['src/features/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@generated/zod/*',
              '@generated/response-validators',
              '@generated/api/*/*.msw',
              '@generated/api/*/*.faker',
              '@generated/api/index.*',
            ],
            message: 'Use the generated hooks and models; validators and mocks belong to the API layer and tests.',
          },
          { group: ['axios'], message: 'All HTTP goes through src/api/http-client.ts and the generated hooks.' },
        ],
        paths: [
          {
            name: '@chakra-ui/react',
            importNames: [
              'Select',
              'Tooltip',
              'Switch',
              'createListCollection',
              'Dialog',
              'Drawer',
              'Toast',
              'Toaster',
              'createToaster',
              'Menu',
              'Popover',
              'Tabs',
              'RadioGroup',
              'Checkbox',
              'CheckboxGroup',
              'Combobox',
              'TagsInput',
            ],
            message:
              "Import it from its own entry ('@chakra-ui/react/select', '/tooltip', '/switch', '/collection', '/dialog', '/drawer', '/toast', '/menu', '/popover', '/tabs', '/radio-group', '/checkbox', '/combobox', '/tags-input'): vite.config.ts keeps these out of the first-load 'ui' chunk, which the barrel import would undo.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'generated',
      'src/routeTree.gen.ts',
      'coverage',
      'public/mockServiceWorker.js',
      '.stryker-tmp',
      'reports',
      'public/theme-init.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', SERVER_TEXT_AS_TEXT],
    },
  },
  {
    // src/features/README.md: a feature reads and writes its URL state through its route's typed API.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', SERVER_TEXT_AS_TEXT, UNTYPED_SEARCH] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }] },
  },
  {
    files: ['src/routes/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@generated/*', '@generated/**', 'axios'], message: 'Route files stay thin: compose feature modules.' },
          ],
        },
      ],
    },
  },
  featureImports,
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'All HTTP goes through the generated hooks.' }],
    },
  },
);
