import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers, lowest first (docs/architecture.md, "Layers"). A file imports only the layers below its
 * own: never one beside it or above it, so no arrow runs back up and no two layers import each other.
 * The top layer (where the app meets its parts) has nothing above it and is left out.
 */
const CLIENT_LAYERS = [
  ['src/domain'],
  ['src/i18n'],
  ['src/data'],
  ['src/ui'],
  ['src/kit'],
  ['src/features'],
  ['src/app', 'src/main.tsx'],
];
const SERVER_LAYERS = [
  ['server/config.ts', 'server/i18n', 'server/mail'],
  ['server/db', 'server/storage'],
  ['server/http'],
  ['server/auth'],
  ['server/openapi', 'server/plugins', 'server/seed', 'server/jobs'],
  ['server/kit'],
  ['server/modules'],
  ['server/app.ts', 'server/main.ts', 'server/bootstrap.ts', 'server/sync-sources.ts', 'server/cli'],
];

/** One zone per place of a layer: it may not import the places of its own layer or of any layer above. */
function layerZones(layers) {
  return layers.slice(0, -1).flatMap((layer, index) =>
    layer.map((place) => {
      const below = layers.slice(0, index).flat();
      return {
        target: `./${place}`,
        from: layers
          .slice(index)
          .flat()
          .filter((other) => other !== place)
          .map((other) => `./${other}`),
        message: `A layer imports only the layers below it (docs/architecture.md, "Layers"): ${place} may import ${below.join(', ') || 'no other layer'}.`,
      };
    }),
  );
}

const LAYER_ZONES = [
  ...layerZones(CLIENT_LAYERS),
  ...layerZones(SERVER_LAYERS),
  {
    target: './server',
    from: ['./src/i18n', './src/data', './src/ui', './src/kit', './src/features', './src/app'],
    message: 'The server shares src/domain with the app, and nothing else of it.',
  },
  { target: './src', from: './server', message: 'The app never imports the server.' },
];

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
    // Imports resolved to files, for the layer zones and the cycle check.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // One-way flow between layers: domain → i18n → data → ui → kit → features → app on the client,
      // config → db → http → auth → openapi, plugins, seeds, jobs → kit → modules → app on the server.
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      // No two files import each other, however far round (types alone are not followed).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The domain is shared with the server: no React, no Dexie.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'dexie', 'dexie-*', '@lingui/*'] }],
    },
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
  // Server modules. A module (server/modules/<m>/) is imported by others only through its public surface,
  // its index.ts: `../<m>` from another module, `./modules/<m>` from the app; never `../<m>/<file>`.
  // The layer zones above keep every layer below the modules free of them.
  {
    files: ['server/**/*.ts'],
    rules: {
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
