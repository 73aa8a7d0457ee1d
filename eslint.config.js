import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'scratch/**',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A module meets another at its front door (index.ts); shared code lives in src/shared, src/db, src/lib.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/(?!index$)',
              message: "Import another module through its front door ('../<module>/index').",
            },
          ],
        },
      ],
    },
  },
  {
    // Outside the modules only app.ts composes route plugins; everything else goes through front doors.
    files: ['apps/api/src/**/*.ts', 'bench/src/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['apps/api/src/modules/**', 'apps/api/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/modules/[a-z-]+/(?!index$)',
              message: "Import a module through its front door ('modules/<module>/index').",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests navigate arbitrary JSON answers.
    files: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/admin/**/*.{ts,tsx}',
      'apps/mobile/**/*.{ts,tsx}',
      'packages/web-kit/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Front ends call the API through contract endpoint descriptors: `call(cartList, { filter })` types
    // the input and the answer from packages/contract; a hand-written `http.get<Answer>(…)` would not.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}', 'apps/mobile/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='http'][callee.property.name=/^(get|post|put|delete)$/][typeArguments]",
          message:
            'Call the API with `call(endpoint, input)` and a descriptor of packages/contract, not `http.get<…>`/`http.post<…>` with a hand-written answer type.',
        },
      ],
    },
  },
);
