// Flat config: TypeScript rules everywhere, React hook rules where React lives.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerRules } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/dist-types/**',
      '**/out/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The site routes with its own router (@parley/router, docs/router.md), and the admin screens
    // take theirs from the host (packages/admin-ui/src/host/navigation.ts): React Router is the
    // studio's, and the adapter's that passes it to the admin screens (admin-ui's tests use it).
    files: ['site/**/*.{ts,tsx}', 'packages/admin-ui/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/admin-ui/src/host/react-router-navigation.ts',
      'packages/admin-ui/src/**/*.test.tsx',
      'packages/admin-ui/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          message:
            'The site has its own router (@parley/router); admin screens use useAdminHost().navigation.',
        })),
      ],
    },
  },
  layerRules,
);
