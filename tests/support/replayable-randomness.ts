/**
 * Setup file of every test project: fast-check draws from the run's seed, and a failed test says how
 * to replay the random inputs it was given (see `random.ts`).
 */
import fc from 'fast-check';
import { beforeEach } from 'vitest';
import { RUN_SEED, replayHint } from './random';

fc.configureGlobal({ seed: RUN_SEED });

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => console.error(replayHint()));
});
