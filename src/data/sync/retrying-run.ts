/**
 * How the page runs the outbox's drainer, the upload runner and the settings' sends: one run at a time (a
 * call while running makes one more run afterwards, and waits for that one), and after a run that could
 * not reach the server, another on a growing back-off.
 */
import type { DrainResult } from '../outbox/drain-outbox';

const FIRST_BACKOFF_MS = 2000;
const MAX_BACKOFF_MS = 5 * 60_000;

/** The wait after a failed run, given the last wait (0 after a success): 2 s, doubling, at most 5 minutes. */
export const nextBackoffMs = (lastMs: number) => Math.min(MAX_BACKOFF_MS, lastMs ? lastMs * 2 : FIRST_BACKOFF_MS);

/** A wait give or take a quarter, so that devices cut off together do not all come back at once. */
export const jittered = (ms: number) => ms * (0.75 + Math.random() * 0.5);

export interface RetryingRun {
  /** Runs now, or once more after the run under way (resolving with that run's result). */
  now(): Promise<DrainResult>;
  /** The connection is back: the next wait starts short again. */
  resetBackoff(): void;
  stop(): void;
}

/** `onRetry`: when the next try is due (ms since epoch) and why, or nulls once a run got through. */
export function retryingRun(
  run: () => Promise<DrainResult>,
  onRetry: (retryAt: number | null, problem: string | null) => void = () => undefined,
): RetryingRun {
  let current: Promise<DrainResult> | null = null;
  // The one more run asked for while a run is under way; its promise is what those callers wait for.
  let queued: Promise<DrainResult> | null = null;
  let backoffMs = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (result: DrainResult) => {
    clearTimeout(timer);
    if (result.state !== 'retry-later') {
      backoffMs = 0;
      onRetry(null, null);
      return;
    }
    backoffMs = nextBackoffMs(backoffMs);
    const wait = Math.max(result.retryAfterMs ?? 0, jittered(backoffMs));
    onRetry(Date.now() + wait, result.message);
    timer = setTimeout(() => void now(), wait);
  };

  const start = (): Promise<DrainResult> => {
    current = run()
      .catch((error: unknown): DrainResult => ({ state: 'retry-later', message: String(error) }))
      .then((result) => {
        schedule(result);
        return result;
      })
      .finally(() => {
        current = null;
      });
    return current;
  };

  const now = (): Promise<DrainResult> => {
    if (!current) return start();
    queued ??= current.then(() => {
      queued = null;
      return start();
    });
    return queued;
  };

  return {
    now,
    resetBackoff: () => {
      backoffMs = 0;
    },
    stop: () => clearTimeout(timer),
  };
}
