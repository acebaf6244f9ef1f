/**
 * Counts the bytes that cross the wire, in the page and in the service worker (each for its own
 * requests). Received: each request's `transferSize` as the browser reports it (the answer's headers and
 * its body as sent, compressed; 0 when a cache or the service worker answered). Sent: the bodies the app
 * notes (`traffic-notes.ts`) plus an estimate of each request's headers, which no browser reports.
 * Counts are written to the device's database a moment after the last request, and when the page hides.
 */
import { kindOfRequest, type TrafficKind } from './traffic-kinds';
import { onNote, takeExpectedKind, takeSentBodies } from './traffic-notes';
import type { TrafficCount } from './traffic-store';

/**
 * A request's line and headers as Chromium sends them (host, user agent, client hints, fetch metadata,
 * accept headers, referer), measured for this app's requests of each kind: the API's carry the bearer
 * token too, the outbox's an idempotency key and a content type, tus its own headers.
 */
export const REQUEST_HEADER_BYTES: Record<TrafficKind, number> = {
  app: 520,
  sync: 790,
  other: 780,
  outbox: 890,
  uploads: 930,
};

/** What the meter reads of a PerformanceResourceTiming entry. */
export interface ResourceEntry {
  name: string;
  initiatorType: string;
  transferSize: number;
  responseEnd: number;
}

export interface MeterDeps {
  save: (counts: TrafficCount[]) => Promise<void>;
  /** This context's origin: other origins' requests are `other`, but the API's. */
  origin: string;
  /** The API's origin when it is another (the app's API root on another host). */
  apiOrigin?: string;
  now?: () => number;
  flushDelayMs?: number;
}

export interface TrafficMeter {
  observe(entries: readonly ResourceEntry[]): void;
  /** Writes what was counted and not yet written. */
  flush(): Promise<void>;
  stop(): void;
}

export function createTrafficMeter({
  save,
  origin,
  apiOrigin = origin,
  now = Date.now,
  flushDelayMs = 1000,
}: MeterDeps): TrafficMeter {
  let counted: TrafficCount[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const counts = [...counted, ...takeSentBodies().map((body) => ({ ...body, sent: body.bytes, received: 0 }))];
    counted = [];
    const toWrite = counts.map(({ kind, sent, received, at }) => ({ kind, sent, received, at }));
    // One write after another: a day's row is read and added to in each.
    writing = writing.then(() => (toWrite.length ? save(toWrite).catch(() => undefined) : undefined));
    return writing;
  };
  const later = () => {
    if (timer === undefined) timer = setTimeout(() => void flush(), flushDelayMs);
  };

  const kindOf = (entry: ResourceEntry): TrafficKind => {
    const url = new URL(entry.name, origin);
    if (url.origin !== origin && url.origin !== apiOrigin) return 'other';
    return takeExpectedKind(entry.name) ?? kindOfRequest(entry.name, entry.initiatorType);
  };

  const stopNotes = onNote(later);
  return {
    observe(entries) {
      for (const entry of entries) {
        const kind = kindOf(entry);
        // Nothing crossed the wire: a cache or the service worker answered.
        if (entry.transferSize <= 0) continue;
        counted.push({ kind, sent: REQUEST_HEADER_BYTES[kind], received: entry.transferSize, at: now() });
      }
      if (entries.length) later();
    },
    flush,
    stop() {
      stopNotes();
      void flush();
    },
  };
}

/**
 * Feeds a meter every request this context makes from now on, and those it already made: the page's
 * own document (`navigation`, where there is one) and every other request (`resource`).
 */
export function observeResources(meter: TrafficMeter): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const observers = (['navigation', 'resource'] as const).flatMap((type) => {
    const observer = new PerformanceObserver((list) =>
      meter.observe(list.getEntries() as PerformanceResourceTiming[]),
    );
    try {
      observer.observe({ type, buffered: true });
      return [observer];
    } catch {
      return []; // a worker has no navigation entries
    }
  });
  return () => observers.forEach((observer) => observer.disconnect());
}
