/**
 * The worker's tries within one Background Sync wake-up. Chromium wakes the worker the moment it
 * believes the link is back, and on a village link the first requests often still fail; a failed
 * wake-up is retried by the browser only after minutes, and given up after three. So the worker tries
 * again a few times, on the page's back-off (2 s, 4 s, 8 s), before it leaves the rest to the browser.
 */
import type { DrainResult } from '../src/data/outbox/drain-outbox';
import { nextBackoffMs } from '../src/data/sync/retrying-run';

const TRIES = 4;
/** A server asking for a longer wait than this is left to the browser's back-off. */
const LONGEST_PAUSE_MS = 30_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function drainWithRetries(
  drain: () => Promise<DrainResult>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<DrainResult> {
  let result = await drain();
  let backoffMs = 0;
  for (let tried = 1; tried < TRIES && result.state === 'retry-later'; tried += 1) {
    backoffMs = nextBackoffMs(backoffMs);
    const waitMs = Math.max(backoffMs, result.retryAfterMs ?? 0);
    if (waitMs > LONGEST_PAUSE_MS) break;
    await wait(waitMs);
    result = await drain();
  }
  return result;
}
