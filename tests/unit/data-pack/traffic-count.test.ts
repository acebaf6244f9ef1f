import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindOfRequest } from '../../../src/data/data-pack/traffic-kinds';
import { REQUEST_HEADER_BYTES, createTrafficMeter } from '../../../src/data/data-pack/traffic-meter';
import { noteRequest, noteSent, takeSentBodies } from '../../../src/data/data-pack/traffic-notes';
import {
  addTraffic,
  monthUsage,
  usageTotal,
  type TrafficCount,
} from '../../../src/data/data-pack/traffic-store';
import { monthBefore, monthOf } from '../../../src/data/data-pack/traffic-days';
import { wipeDevice } from '../../../src/data/db/app-db';
import { withTestDb } from '../data/factories';

const t = withTestDb();
const ORIGIN = 'https://shala.test';
const NOV_29 = new Date(2026, 10, 29, 10).getTime();
const entry = (path: string, transferSize: number, initiatorType = 'fetch') => ({
  name: `${ORIGIN}${path}`,
  initiatorType,
  transferSize,
  responseEnd: 1,
});

afterEach(() => {
  takeSentBodies();
  vi.useRealTimers();
});

describe('the kind of a request', () => {
  it.each([
    ['/api/sync?scope=global&since=0&limit=2000', 'fetch', 'sync'],
    ['/api/outbox/batch', 'fetch', 'outbox'],
    ['/api/files', 'xmlhttprequest', 'uploads'],
    ['/api/files/0192-abc', 'xmlhttprequest', 'uploads'],
    ['/api/files/0192-abc', 'video', 'other'],
    ['/api/auth/settings', 'fetch', 'other'],
    ['/assets/index-abc.js', 'script', 'app'],
    ['/sw.js', 'other', 'app'],
  ])('%s by %s is %s', (path, initiator, kind) => {
    expect(kindOfRequest(`${ORIGIN}${path}`, initiator)).toBe(kind);
  });
});

describe('the traffic meter', () => {
  function meter() {
    const saved: TrafficCount[] = [];
    const counter = createTrafficMeter({
      save: (counts) => Promise.resolve(void saved.push(...counts)),
      origin: ORIGIN,
      now: () => NOV_29,
    });
    return { counter, saved };
  }

  it("counts the API's requests by kind when the API is on another host, and other hosts' as other", async () => {
    const saved: TrafficCount[] = [];
    const counter = createTrafficMeter({
      save: (counts) => Promise.resolve(void saved.push(...counts)),
      origin: ORIGIN,
      apiOrigin: 'https://api.shala.example',
      now: () => NOV_29,
    });
    counter.observe([
      {
        name: 'https://api.shala.example/api/sync?scope=global',
        initiatorType: 'fetch',
        transferSize: 9_000,
        responseEnd: 1,
      },
      { name: 'https://fonts.example/font.woff2', initiatorType: 'css', transferSize: 3_000, responseEnd: 2 },
    ]);
    await counter.flush();
    expect(saved.map(({ kind, received }) => ({ kind, received }))).toEqual([
      { kind: 'sync', received: 9_000 },
      { kind: 'other', received: 3_000 },
    ]);
  });

  it('counts what the browser received and an estimate of each request’s headers, by kind', async () => {
    const { counter, saved } = meter();
    counter.observe([entry('/api/sync?scope=global', 40_000), entry('/assets/app.js', 120_000, 'script')]);
    await counter.flush();
    expect(saved).toEqual([
      { kind: 'sync', sent: REQUEST_HEADER_BYTES.sync, received: 40_000, at: NOV_29 },
      { kind: 'app', sent: REQUEST_HEADER_BYTES.app, received: 120_000, at: NOV_29 },
    ]);
    counter.stop();
  });

  it('counts nothing for an answer a cache or the service worker gave', async () => {
    const { counter, saved } = meter();
    counter.observe([entry('/assets/app.js', 0, 'script')]);
    await counter.flush();
    expect(saved).toEqual([]);
    counter.stop();
  });

  it('takes the kind the app noted for a URL that does not say it, and the body it sent', async () => {
    const { counter, saved } = meter();
    noteRequest('outbox', `${ORIGIN}/api/students/s1`, 321);
    counter.observe([entry('/api/students/s1', 900), entry('/api/students/s1', 800)]);
    await counter.flush();
    expect(saved).toEqual([
      { kind: 'outbox', sent: REQUEST_HEADER_BYTES.outbox, received: 900, at: NOV_29 },
      // The second request to that URL was not the outbox's: a record read again.
      { kind: 'other', sent: REQUEST_HEADER_BYTES.other, received: 800, at: NOV_29 },
      { kind: 'outbox', sent: 321, received: 0, at: expect.any(Number) as number },
    ]);
    counter.stop();
  });

  it('counts another origin’s requests as other', async () => {
    const { counter, saved } = meter();
    counter.observe([{ ...entry('/assets/x.js', 10), name: 'https://cdn.example/x.js' }]);
    await counter.flush();
    expect(saved.map((count) => count.kind)).toEqual(['other']);
    counter.stop();
  });

  it('writes a moment after the last request, without being asked', async () => {
    vi.useFakeTimers();
    const saves: TrafficCount[][] = [];
    const counter = createTrafficMeter({
      save: (counts) => Promise.resolve(void saves.push(counts)),
      origin: ORIGIN,
      flushDelayMs: 1000,
    });
    noteSent('uploads', 8 * 1024 * 1024);
    noteSent('uploads', 1024);
    expect(saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.reduce((sum, count) => sum + count.sent, 0)).toBe(8 * 1024 * 1024 + 1024);
    counter.stop();
  });
});

describe('the days and months kept', () => {
  it('adds counts to their day and kind, and sums a month by kind', async () => {
    const oct31 = new Date(2026, 9, 31, 23).getTime();
    const nov1 = new Date(2026, 10, 1, 0, 30).getTime();
    await addTraffic(t.db, [
      { kind: 'sync', sent: 900, received: 50_000, at: nov1 },
      { kind: 'sync', sent: 900, received: 10_000, at: NOV_29 },
      { kind: 'uploads', sent: 10 * 1024 * 1024, received: 2_000, at: NOV_29 },
      { kind: 'app', sent: 0, received: 700_000, at: oct31 },
    ]);
    // A second writer (the service worker) adds to the same day's row.
    await addTraffic(t.db, [{ kind: 'sync', sent: 100, received: 1_000, at: NOV_29 }]);

    expect(await t.db.traffic.get('2026-11-29|sync')).toMatchObject({ sent: 1000, received: 11_000 });
    const november = await monthUsage(t.db, monthOf(NOV_29));
    expect(november.sync).toEqual({ sent: 1900, received: 61_000 });
    expect(november.uploads).toEqual({ sent: 10 * 1024 * 1024, received: 2_000 });
    expect(november.app).toEqual({ sent: 0, received: 0 });
    expect(usageTotal(november)).toBe(1900 + 61_000 + 10 * 1024 * 1024 + 2_000);
    const october = await monthUsage(t.db, monthBefore(monthOf(NOV_29)));
    expect(october.app).toEqual({ sent: 0, received: 700_000 });
    expect(usageTotal(october)).toBe(700_000);
  });

  it('keeps the tablet’s counts when the person signs out', async () => {
    await addTraffic(t.db, [{ kind: 'sync', sent: 1, received: 2, at: NOV_29 }]);
    await wipeDevice(t.db);
    expect(await t.db.traffic.count()).toBe(1);
  });

  it('names the month before, across a year', () => {
    expect(monthBefore('2026-01')).toBe('2025-12');
    expect(monthBefore('2026-11')).toBe('2026-10');
  });
});
