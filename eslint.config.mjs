import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', 'test-results/**', '.emulator-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Errors from other services carry request headers (the SendGrid key) and payloads: they are logged only through lib/log-external-error.ts.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/log-external-error.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-functions',
              importNames: ['logger'],
              message: 'Log failures with logExternalError (functions/src/lib/log-external-error.ts).',
            },
            {
              name: 'firebase-functions/v2',
              importNames: ['logger'],
              message: 'Log failures with logExternalError (functions/src/lib/log-external-error.ts).',
            },
            { name: 'firebase-functions/logger', message: 'Log failures with logExternalError (functions/src/lib/log-external-error.ts).' },
            {
              name: 'firebase-functions/v2/logger',
              message: 'Log failures with logExternalError (functions/src/lib/log-external-error.ts).',
            },
          ],
        },
      ],
      'no-console': 'error',
    },
  },
  prettier,
);
