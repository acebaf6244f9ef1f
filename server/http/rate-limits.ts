/**
 * Rate limits every server process shares: hits are counted in the database (`rate_limit_hits`), one row
 * per bucket and fixed window, incremented by one atomic upsert, so processes behind a load balancer
 * (or restarted ones) see the same count. A limit holds over a sliding window (docs/api.md, "Rate
 * limits"): this window's hits plus the previous window's, weighted by the part of it still within the
 * last `windowMs`, so a burst across two windows' boundary does not get twice the limit.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import type { Db } from '../db/connection';
import { rateLimitHits } from '../db/schema';
import { HttpError } from './errors';

export interface Limit {
  /** Hits allowed within any `windowMs`; the next one is refused until enough of them have aged out. */
  max: number;
  windowMs: number;
}

export interface Hits {
  /** This fixed window's hits, this one included. */
  current: number;
  /** The previous fixed window's hits. */
  previous: number;
  windowStart: number;
  windowMs: number;
}

/** The hits within the last `windowMs` at `now`, the previous window's in proportion to its overlap. */
export function slidingHits({ current, previous, windowStart, windowMs }: Hits, now: number): number {
  return current + previous * (1 - (now - windowStart) / windowMs);
}

/** When the sliding count of `hits` falls to `max`, no hit coming meanwhile. */
export function allowedAgainAt({ current, previous, windowStart, windowMs }: Hits, max: number): number {
  if (current <= max) return windowStart + windowMs * (1 - (max - current) / previous);
  return windowStart + windowMs + windowMs * (1 - max / current);
}

/** Counts one hit of `bucket` in its window and reads the previous window's. */
export async function countHit(
  db: Db,
  bucket: string,
  windowMs: number,
  now: number = Date.now(),
): Promise<Hits> {
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart: new Date(windowStart), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  const [before] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(
      and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.windowStart, new Date(windowStart - windowMs))),
    );
  return { current: row?.hits ?? 1, previous: before?.hits ?? 0, windowStart, windowMs };
}

/** Counts a hit and refuses it with 429 `rate_limited` and `Retry-After` once the bucket is over its limit. */
export async function enforceLimit(db: Db, reply: FastifyReply, bucket: string, limit: Limit): Promise<void> {
  const now = Date.now();
  const hits = await countHit(db, bucket, limit.windowMs, now);
  if (slidingHits(hits, now) <= limit.max) return;
  const wait = allowedAgainAt(hits, limit.max) - now;
  reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
  throw new HttpError(429, AUTH_MESSAGES.rateLimited, 'rate_limited');
}

/** Housekeeping: windows that ended are of no more use (none is longer than a day). */
export async function forgetOldWindows(db: Db, now: number = Date.now()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
}
