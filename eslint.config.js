import js from '@eslint/js'
import i18next from 'eslint-plugin-i18next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports a folder may not use; each message says why. */
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
})

const noClimbing = {
  group: ['../../*'],
  message: 'Import across roots with #web/*, #server/* or #shared/* instead of ../../.',
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'server/db/migrations/', 'coverage/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      ...restrict(noClimbing),
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The service worker runs in the browser's worker scope, not the page's.
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // shared/ is pure: no web, no server, no UI library, no I/O.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: restrict(noClimbing, {
      group: ['#web/*', '#server/*', 'react', 'react-dom', 'node:*', 'fs', 'path'],
      message: 'shared/ holds pure logic used by both sides: no web, server, UI or I/O imports.',
    }),
  },
  {
    // web/ may see server/ only as types (the API client's app type).
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            { group: ['#server/*'], allowTypeImports: true, message: 'web/ imports server/ types only.' },
          ],
        },
      ],
      // Every text a person reads comes from the translation files.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(noClimbing, { group: ['#web/*'], message: 'server/ does not import the web app.' }),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'test-setup/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
)
