import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noJsxLiterals } from './scripts/eslint/no-jsx-literals.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'storybook-static/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'No focused tests.' }],
    },
  },
  {
    files: ['web/**/*.tsx', 'stories/**/*.tsx', 'mocks/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, tezgah: { rules: { 'no-jsx-literals': noJsxLiterals } } },
    rules: { ...reactHooks.configs.recommended.rules, 'tezgah/no-jsx-literals': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@bff/*', '@mocks/*', '**/bff/**', '**/mocks/**'], message: 'web never imports bff or mocks.' },
      ] }],
    },
  },
  {
    files: ['bff/**/*.ts'],
    ignores: ['bff/src/start.ts', 'bff/src/**/*.test.ts', 'bff/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@web/*', '@mocks/*', '**/web/**', '**/mocks/**'], message: 'bff modules never import web or mocks; only start.ts wires the sandbox in.' },
      ] }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@web/*', '@bff/*', '@mocks/*'], message: 'contract imports nothing else in the repo.' },
      ] }],
    },
  },
);
