import { describe, expect, it } from 'vitest';
import type { DrainResult } from '../../../src/data/outbox/drain-outbox';
import { drainWithRetries } from '../../../sw/drain-with-retries';

const unreachable: DrainResult = { state: 'retry-later', message: 'Server unreachable' };

/** A drainer answering `results` in turn, and the waits asked for between them. */
function scripted(...results: DrainResult[]) {
  const waits: number[] = [];
  let calls = 0;
  return {
    drain: () => Promise.resolve(results[Math.min(calls++, results.length - 1)]!),
    wait: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
    waits,
    calls: () => calls,
  };
}

describe("the worker's tries in one wake-up", () => {
  it('stops at the first try that got through', async () => {
    const run = scripted({ state: 'idle' });
    expect(await drainWithRetries(run.drain, run.wait)).toEqual({ state: 'idle' });
    expect(run.calls()).toBe(1);
    expect(run.waits).toEqual([]);
  });

  it('tries again on the back-off while the server cannot be reached, and stops when a try gets through', async () => {
    const run = scripted(unreachable, unreachable, { state: 'idle' });
    expect(await drainWithRetries(run.drain, run.wait)).toEqual({ state: 'idle' });
    expect(run.waits).toEqual([2_000, 4_000]);
  });

  it('gives up after four tries, leaving the rest to the browser', async () => {
    const run = scripted(unreachable);
    expect(await drainWithRetries(run.drain, run.wait)).toEqual(unreachable);
    expect(run.calls()).toBe(4);
    expect(run.waits).toEqual([2_000, 4_000, 8_000]);
  });

  it("waits as long as the server asks, and leaves a long wait to the browser's back-off", async () => {
    const shortWait = scripted({ ...unreachable, retryAfterMs: 10_000 }, { state: 'idle' });
    await drainWithRetries(shortWait.drain, shortWait.wait);
    expect(shortWait.waits).toEqual([10_000]);

    const longWait = scripted({ ...unreachable, retryAfterMs: 120_000 });
    expect(await drainWithRetries(longWait.drain, longWait.wait)).toEqual({
      ...unreachable,
      retryAfterMs: 120_000,
    });
    expect(longWait.calls()).toBe(1);
  });

  it('does not try again when the person must sign in or another drainer is at work', async () => {
    for (const state of ['needs-sign-in', 'busy'] as const) {
      const run = scripted({ state });
      await drainWithRetries(run.drain, run.wait);
      expect(run.calls()).toBe(1);
    }
  });
});
