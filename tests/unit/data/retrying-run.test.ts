import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrainResult } from '../../../src/data/outbox/drain-outbox';
import { retryingRun } from '../../../src/data/sync/retrying-run';

afterEach(() => {
  vi.useRealTimers();
});

describe('retryingRun', () => {
  it('runs one at a time, and once more when called meanwhile, the callers meanwhile waiting for that run', async () => {
    const releases: Array<(result: DrainResult) => void> = [];
    const run = vi.fn(() => new Promise<DrainResult>((resolve) => releases.push(resolve)));
    const runner = retryingRun(run);
    const first = runner.now();
    const joined = runner.now();
    const joinedToo = runner.now();
    expect(run).toHaveBeenCalledTimes(1);
    releases[0]!({ state: 'retry-later', message: 'Cannot reach the server' });
    expect(await first).toEqual({ state: 'retry-later', message: 'Cannot reach the server' });
    // A change made during the first run is sent by the second: those who asked then wait for it.
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    releases[1]!({ state: 'idle' });
    expect(await joined).toEqual({ state: 'idle' });
    expect(await joinedToo).toEqual({ state: 'idle' });
    expect(run).toHaveBeenCalledTimes(2);
    runner.stop();
  });

  it('tries again later while the server cannot be reached, and says when', async () => {
    vi.useFakeTimers();
    const results: DrainResult[] = [{ state: 'retry-later', message: 'Cannot reach the server' }, { state: 'idle' }];
    const run = vi.fn(() => Promise.resolve(results.shift()!));
    const onRetry = vi.fn();
    const runner = retryingRun(run, onRetry);
    await runner.now();
    expect(onRetry).toHaveBeenLastCalledWith(expect.any(Number), 'Cannot reach the server');
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenLastCalledWith(null, null);
    runner.stop();
  });

  it('turns a thrown error into a later try', async () => {
    const runner = retryingRun(() => Promise.reject(new Error('boom')));
    expect(await runner.now()).toEqual({ state: 'retry-later', message: 'Error: boom' });
    runner.stop();
  });
});
