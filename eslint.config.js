import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FIXED_SLEEP =
  'A test waits for a condition (expect.poll, vi.waitFor, a locator), never a fixed time; use fake timers where time is the subject.';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'server/db/migrations', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins and route modules are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Hooks live in the app's React code and the unit tests that render it.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One-way flow: domain → data → ui/features → app; a feature never imports another feature.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/data/**', '**/features/**', '**/app/**', '**/ui/**', 'react', 'dexie'] },
      ],
    },
  },
  {
    files: ['src/data/**', 'src/ui/**', 'src/kit/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }] },
  },
  // A feature never imports another feature or the app: they meet only in src/app.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/app/**',
            ...features
              .filter((other) => other !== feature)
              .flatMap((other) => [`../${other}`, `../${other}/**`, `../../${other}`, `../../${other}/**`]),
          ],
        },
      ],
    },
  })),
  // Server layers. A module (server/modules/<m>/) is imported by others only through its public surface,
  // its index.ts: `../<m>` from another module, `./modules/<m>` from the app; never `../<m>/<file>`.
  // Shared layers (kit, http, db, plugins, auth, mail) never import a module. No import cycles at all.
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: 'modules/[^/]+/', message: 'Import a module through its index.ts, never its files.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: 'Import another module through its index.ts, never its files.',
            },
            { regex: 'modules/', message: "Import another module as '../<module>'." },
          ],
        },
      ],
    },
  },
  {
    files: ['server/{kit,http,db,plugins,auth,mail}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules(/|$)', message: 'A shared layer never imports a module.' }] },
      ],
    },
  },
  {
    // A test waits for a condition, never for a fixed time: a sleep passes when the machine is quick
    // and fails when it is loaded (docs/testing.md). Fake timers where time itself is the subject.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['setTimeout', 'setInterval'].flatMap((timer) => [
          { selector: `CallExpression[callee.name='${timer}']`, message: FIXED_SLEEP },
          { selector: `CallExpression[callee.property.name='${timer}']`, message: FIXED_SLEEP },
        ]),
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: FIXED_SLEEP },
        {
          // Playwright takes the promise an async condition returns for a truthy answer: it stops at once.
          selector: "CallExpression[callee.property.name='waitForFunction'] > :function[async=true]",
          message: 'An async condition in the page is waited for with waitInPage (tests/e2e/harness.ts).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['timers/promises', 'node:timers/promises', 'timers', 'node:timers'].map((name) => ({
            name,
            message: FIXED_SLEEP,
          })),
        },
      ],
    },
  },
  {
    // Plain scripts outside any tsconfig: the config itself, and what the page runs before the app.
    files: ['eslint.config.js', 'src/app/appearance-before-paint.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
