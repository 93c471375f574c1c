import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { noImportCycles } from './scripts/eslint/no-import-cycles.js';
import { noJsxLiterals } from './scripts/eslint/no-jsx-literals.js';

/** Feature folders of one side: a feature never imports another (what two need moves down into lib/ or the contract). */
const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const WEB_FEATURES = featuresOf('./web/src/features/');
const BFF_FEATURES = featuresOf('./bff/src/features/');
const WEB_RULE = { group: ['@bff/*', '@mocks/*', '**/bff/**', '**/mocks/**'], message: 'web never imports bff or mocks.' };
const BFF_RULE = {
  group: ['@web/*', '@mocks/*', '**/web/**', '**/mocks/**'],
  message: 'bff modules never import web or mocks; only start.ts wires the sandbox in.',
};

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
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'No focused tests.' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'tezgah-imports': { rules: { 'no-cycles': noImportCycles(fileURLToPath(new URL('.', import.meta.url))) } } },
    rules: { 'tezgah-imports/no-cycles': 'error' },
  },
  {
    files: ['web/**/*.tsx', 'stories/**/*.tsx', 'mocks/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, tezgah: { rules: { 'no-jsx-literals': noJsxLiterals } } },
    rules: { ...reactHooks.configs.recommended.rules, 'tezgah/no-jsx-literals': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_RULE] }] },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [WEB_RULE, { group: ['@web/features/*', '@web/app/*'], message: 'One direction: lib and components → features → app.' }] },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    // A view's test may render it inside the app's own store.
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_RULE,
            { group: ['@web/features/*', `!@web/features/${feature}`], message: 'A feature never imports another feature.' },
            { group: ['@web/app/*'], message: 'One direction: lib and components → features → app.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['bff/**/*.ts'],
    ignores: ['bff/src/start.ts', 'bff/src/**/*.test.ts', 'bff/src/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BFF_RULE] }] },
  },
  ...BFF_FEATURES.map((feature) => ({
    files: [`bff/src/features/${feature}/**/*.ts`],
    ignores: ['bff/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            BFF_RULE,
            { group: BFF_FEATURES.filter((other) => other !== feature).map((other) => `../${other}/*`), message: 'A feature never imports another feature.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@web/*', '@bff/*', '@mocks/*'], message: 'contract imports nothing else in the repo.' }] }],
    },
  },
);
