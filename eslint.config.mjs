import js from '@eslint/js';
import cspell from '@cspell/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', 'test-results/**', '.emulator-data/**', '.emulators-cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', 'jest.config.js'],
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
    // Every address is named once (@shared/paths for public pages, config/admin-paths.ts for admin screens), so a
    // renamed route cannot leave a link behind.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='to'] > Literal[value=/^\\//]",
          'Property[key.name=/^(to|path|fixAt)$/] > Literal[value=/^\\//]',
          "CallExpression[callee.name='navigate'] > Literal[value=/^\\//]",
        ].map((selector) => ({
          selector,
          message: 'Link through PUBLIC_ROUTES or PATHS (@shared/paths) or ADMIN_PATHS (@/config/admin-paths), not a written address.',
        })),
      ],
    },
  },
  {
    // Dependencies point one way: app -> features -> shared code. A feature
    // never imports another feature; what two features need moves down.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
      'boundaries/include': ['web/src/**/*', 'functions/src/shared/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/(components|lib|config|hooks|islands)' },
        { type: 'shared', pattern: 'functions/src/shared' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.type }}{{#if from.captured.feature}} "{{ from.captured.feature }}"{{/if}} may not import {{ to.type }}{{#if to.captured.feature}} "{{ to.captured.feature }}"{{/if}}: app -> features -> components/lib/config/hooks/islands/@shared, and a feature never imports another feature',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
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
  {
    // American English in what visitors, members and the owner read: the copy and emails (strings, template literals,
    // JSX text). Identifiers and comments are developers' words. Dictionary, British forms it reports and the site's
    // own words: cspell.config.yaml.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'scripts/build-sell-sheet.ts'],
    plugins: { '@cspell': cspell },
    rules: {
      '@cspell/spellchecker': [
        'error',
        { checkIdentifiers: false, checkComments: false, generateSuggestions: false, configFile: 'cspell.config.yaml' },
      ],
    },
  },
  prettier,
);
