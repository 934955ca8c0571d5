import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Layer rules (docs/architecture.md): shared imports neither side, and the browser imports nothing from the
 * server, not even a type: what both sides use lives in src/shared.
 */
const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({
        group: [group],
        message: 'Crosses a layer boundary (see docs/architecture.md).',
      })),
    },
  ],
});

/**
 * Client code flows one way: app (shell, routes) → features → components and lib. A feature never imports
 * another feature; what two features share moves down to components/, lib/ or src/shared.
 */
const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientZones = [
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what they share to components/, lib/ or src/shared.',
  })),
  ...['components', 'lib'].map((layer) => ({
    target: `./src/client/${layer}`,
    from: ['./src/client/features', './src/client/app'],
    message: `${layer}/ sits below the features and the app: it imports neither.`,
  })),
  {
    target: './src/client',
    from: './src/server',
    message: 'The browser imports nothing from the server; shared types live in src/shared.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // Default-export names such as nodemailer's are the libraries' documented usage.
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: restrict(['**/server/**', '**/client/**', '@/*', 'react', 'hono', 'drizzle-orm*']),
  },
  {
    files: ['src/client/**'],
    rules: {
      ...restrict(['**/server/**', '../server/*', 'node:*']),
      'import-x/no-restricted-paths': ['error', { zones: clientZones }],
    },
  },
  { files: ['src/server/**'], rules: restrict(['**/client/**', '@/*']) },
  {
    // Tests read the app's words and rules by the names the app itself uses (`@/features/x/copy`, `@shared/x`),
    // so moving a test or a module does not break a chain of `../`.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/client/**'], message: 'Import client modules through the @/ alias.' },
            { group: ['**/src/shared/**'], message: 'Import shared modules through the @shared/ alias.' },
          ],
        },
      ],
    },
  },
  {
    // The page tests render with the browser app's server entry from source, as the build does from dist/ssr.
    files: ['src/server/pages/*.integration.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
