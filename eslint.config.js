import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const FEATURES = [
  'platform',
  'issues',
  'summary',
  'digital-footprint',
  'integrations',
  'fraud-defense',
  'mdr',
  'settings',
  'invitation',
];

/** A feature may use another feature only through that feature's public files, never its internals. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: FEATURES.filter((f) => f !== feature && f !== 'platform').map((f) => `@/features/${f}/**`),
            message: 'Features do not import each other; move shared code to src/shared.',
          },
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
      },
    ],
  },
}));

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
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server text as text.' },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/**', '@/routes/*'],
              message: 'Shared code and the API layer do not depend on features.',
            },
          ],
        },
      ],
    },
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
  ...featureBoundaries,
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'All HTTP goes through the generated hooks.' }],
    },
  },
);
