/**
 * A limit holds over a sliding window: the previous fixed window's hits count in proportion to the part
 * of it still within the last `windowMs`, so the wall clock crossing a window's boundary in the middle of
 * a burst neither resets the count nor lets twice the limit through.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { allowedAgainAt, countHit, slidingHits, type Hits } from '../../server/http/rate-limits';
import { createTestApp, type TestApp } from './helpers/test-app';

const TEN_MINUTES = 10 * 60 * 1000;
const BOUNDARY = Date.UTC(2026, 10, 27, 17, 50);

describe('the sliding count', () => {
  const hits = (current: number, previous: number): Hits => ({
    current,
    previous,
    windowStart: BOUNDARY,
    windowMs: TEN_MINUTES,
  });

  it('counts the previous window whole at its end, half at the middle of this one, nothing at its end', () => {
    expect(slidingHits(hits(1, 30), BOUNDARY)).toBe(31);
    expect(slidingHits(hits(1, 30), BOUNDARY + TEN_MINUTES / 2)).toBe(16);
    expect(slidingHits(hits(1, 30), BOUNDARY + TEN_MINUTES)).toBe(1);
  });

  it('refuses the 31st of a burst whose first 30 came just before the boundary', () => {
    expect(slidingHits(hits(1, 30), BOUNDARY + 3_000)).toBeGreaterThan(30);
  });

  it('says when enough hits have aged out', () => {
    // 20 now and 20 before: 30 are allowed once half of the previous window is out of the last 10 minutes.
    expect(allowedAgainAt(hits(20, 20), 30)).toBe(BOUNDARY + TEN_MINUTES / 2);
    // Over the limit within this window alone: into the next window, until this one counts for 30 of 40.
    expect(allowedAgainAt(hits(40, 0), 30)).toBe(BOUNDARY + TEN_MINUTES + TEN_MINUTES / 4);
  });
});

describe('counting hits in the database', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('keeps one count per window and reads the previous one', async () => {
    t = await createTestApp();
    const { db } = t.app;
    for (let i = 0; i < 3; i++) await countHit(db, 'test:boundary', TEN_MINUTES, BOUNDARY - 1_000 + i);
    const first = await countHit(db, 'test:boundary', TEN_MINUTES, BOUNDARY + 1_000);
    expect(first).toEqual({ current: 1, previous: 3, windowStart: BOUNDARY, windowMs: TEN_MINUTES });
    const second = await countHit(db, 'test:boundary', TEN_MINUTES, BOUNDARY + 2_000);
    expect(second.current).toBe(2);
    expect(await countHit(db, 'test:other', TEN_MINUTES, BOUNDARY + 2_000)).toMatchObject({
      current: 1,
      previous: 0,
    });
  });
});
