/**
 * The Vitest projects `npm test` runs (docs/testing.md says why each is set as it is).
 *
 * Each project fills both cores (Vitest's default leaves one idle) and, where it can, runs its files in
 * one module registry per worker (`isolate: false`): the server, PGlite's WebAssembly and React load
 * once per worker instead of once per file. The unit tests' DOM is happy-dom, which starts in a tenth
 * of jsdom's time. A unit file that replaces a module with `vi.mock`
 * needs a registry of its own, so those files run in the `unit-mocks` project, isolated.
 */
import { randomInt } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const WORKERS = 2;
const E2E_WORKERS = 3;
const UNIT = 'tests/unit';
const RANDOMNESS = 'tests/support/replayable-randomness.ts';
const CHEAP_PASSWORDS = 'tests/support/cheap-passwords.ts';

/** One seed for every random input of the run, given back by `TEST_SEED=<seed>` (tests/support/random.ts). */
const seed = process.env.TEST_SEED ?? String(randomInt(1, 2 ** 31));
const env = { TEST_SEED: seed };

/** Unit test files that call `vi.mock`, relative to the project root. */
function unitFilesWithMocks(root: string): string[] {
  return readdirSync(path.join(root, UNIT), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(UNIT, file.split(path.sep).join('/')))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));
}

export function testProjects(root: string): TestProjectInlineConfiguration[] {
  const mocking = unitFilesWithMocks(root);
  const unit = {
    environment: 'happy-dom',
    setupFiles: [RANDOMNESS, `${UNIT}/setup.ts`],
    maxWorkers: WORKERS,
    env,
    // Limits for giving up, not for passing: a loaded machine (the flaky hunt runs twice the workers)
    // takes several times as long as a quiet one.
    testTimeout: 30_000,
    expect: { poll: { timeout: 15_000 } },
  };
  return [
    {
      extends: true,
      test: {
        ...unit,
        name: 'unit',
        include: [`${UNIT}/**/*.test.{ts,tsx}`],
        exclude: mocking,
        isolate: false,
      },
    },
    {
      extends: true,
      test: { ...unit, name: 'unit-mocks', include: mocking },
    },
    {
      test: {
        name: 'server',
        include: ['tests/server/**/*.test.ts'],
        environment: 'node',
        globalSetup: ['tests/server/global-setup.ts'],
        setupFiles: [RANDOMNESS, CHEAP_PASSWORDS],
        env,
        maxWorkers: WORKERS,
        isolate: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
        expect: { poll: { timeout: 15_000 } },
      },
    },
    {
      test: {
        name: 'e2e',
        include: ['tests/e2e/**/*.test.ts'],
        environment: 'node',
        setupFiles: [RANDOMNESS, CHEAP_PASSWORDS],
        env,
        testTimeout: 60_000,
        hookTimeout: 120_000,
        // Vitest's 1 s default for expect.poll is shorter than a round trip on a loaded CI machine.
        expect: { poll: { timeout: 15_000 } },
        // The browser tests often wait (for the browser, the outbox, the network): two files at a time
        // leave a fifth of two cores idle, three fill them. Each file has its own server and database.
        maxWorkers: E2E_WORKERS,
        isolate: false,
        globalSetup: ['tests/e2e/global-setup.ts'],
        tags: [
          {
            name: 'service-worker',
            description: "The test's profile installs the app's service worker (tests/e2e/harness.ts)",
          },
        ],
      },
    },
  ];
}
