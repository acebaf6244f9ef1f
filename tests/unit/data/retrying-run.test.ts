import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrainResult } from '../../../src/data/outbox/drain-outbox';
import { retryingRun } from '../../../src/data/sync/retrying-run';

afterEach(() => {
  vi.useRealTimers();
});

describe('retryingRun', () => {
  it('runs one at a time, and once more when called meanwhile', async () => {
    let release: (result: DrainResult) => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<DrainResult>((resolve) => {
          release = resolve;
        }),
    );
    const runner = retryingRun(run);
    const first = runner.now();
    const joined = runner.now();
    void runner.now();
    expect(run).toHaveBeenCalledTimes(1);
    release({ state: 'idle' });
    expect(await first).toEqual({ state: 'idle' });
    expect(await joined).toEqual({ state: 'idle' });
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    release({ state: 'idle' });
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
