/**
 * Every random input of a test run comes from one seed, `TEST_SEED` (chosen once per run in
 * `vite/test-projects.ts` unless given), so a failure can be replayed: fast-check's properties use it
 * (`replayable-randomness.ts`), and so does `seededRandom` for shuffles and random picks.
 */

export const RUN_SEED = Number(process.env.TEST_SEED ?? 1);

/** The text a failed test prints so that its random inputs can be given back. */
export const replayHint = () => `random inputs of this run: replay them with TEST_SEED=${RUN_SEED}`;

/**
 * A generator of numbers in [0, 1) from the run's seed and a label (mulberry32): the same label gives
 * the same numbers in the same run, whichever worker or order runs the test.
 */
export function seededRandom(label: string): () => number {
  let state = RUN_SEED >>> 0;
  for (const char of label) state = Math.imul(state ^ char.charCodeAt(0), 0x9e3779b1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in an order drawn from `random` (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
