/**
 * Rate limits every server process shares: `@fastify/rate-limit`, with its hits counted in the database
 * (`rate_limit_hits`), one row per key, by one atomic upsert, so processes behind a load balancer (or
 * restarted ones) see the same count. A key's window opens with its first hit and lasts the limit's
 * window; the first hit after it ends opens the next. So `max` tries are allowed in any window that
 * starts with a try, the count never restarts at a moment of the clock, and `Retry-After` is never
 * longer than one window. Over a limit: 429 `rate_limited` with `Retry-After`, and no other header.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import type { Db } from '../db/connection';
import { rateLimitHits } from '../db/schema';
import { HttpError } from './errors';

export interface Limit {
  /** Hits allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowMs: number;
}

/** A client's address as the limits count it: an IPv6 client holds a whole /64, so it is counted as one. */
export const addressOf = (request: FastifyRequest) => normalizeIP(request.ip, 64);

/** Counts one hit of `key` and answers how many its window holds and when that window ends. */
export async function countHit(db: Db, key: string, windowMs: number, now: number = Date.now()) {
  const at = new Date(now);
  const ended = sql`${rateLimitHits.windowStart} <= ${new Date(now - windowMs)}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket: key, windowStart: at, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.bucket,
      set: {
        windowStart: sql`case when ${ended} then ${at} else ${rateLimitHits.windowStart} end`,
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
  return { hits: row?.hits ?? 1, windowEnd: (row?.windowStart.getTime() ?? now) + windowMs };
}

/** The hits of `key`'s open window and when it ends, counting nothing; none when no window is open. */
async function readHits(db: Db, key: string, windowMs: number, now: number) {
  const [row] = await db
    .select({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, key), gt(rateLimitHits.windowStart, new Date(now - windowMs))));
  return row ? { hits: row.hits, windowEnd: row.windowStart.getTime() + windowMs } : undefined;
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The plugin's store, on the database: every limit's keys in one table, each key named by its limit. */
function databaseStore(db: Db) {
  const answer = (
    counting: Promise<{ hits: number; windowEnd: number } | undefined>,
    now: number,
    done: Counted,
  ) =>
    counting.then(
      (counted) =>
        done(
          null,
          counted ? { current: counted.hits, ttl: counted.windowEnd - now } : { current: 0, ttl: 0 },
        ),
      (error: Error) => done(error),
    );
  return class DatabaseStore {
    incr(key: string, done: Counted, windowMs: number) {
      const now = Date.now();
      void answer(countHit(db, key, windowMs, now), now, done);
    }
    read(key: string, done: Counted, windowMs: number) {
      const now = Date.now();
      void answer(readHits(db, key, windowMs, now), now, done);
    }
    child() {
      return this;
    }
  };
}

const rateLimited = () => new HttpError(429, AUTH_MESSAGES.rateLimited, 'rate_limited');

/** The plugin's options: limits only where a route asks for one, counted in the database. */
export const rateLimitOptions = (db: Db): RateLimitPluginOptions => ({
  global: false,
  store: databaseStore(db),
  // `Retry-After` on a refusal, and nothing that tells a guesser how many tries are left.
  addHeaders: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
    'retry-after': true,
  },
  addHeadersOnExceeding: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  },
  errorResponseBuilder: rateLimited,
});

/** A route's limit as the plugin takes it (`config.rateLimit`): counted and refused before the body is read. */
export const routeLimit = ({ max, windowMs }: Limit, key: (request: FastifyRequest) => string) => ({
  max,
  timeWindow: windowMs,
  hook: 'onRequest' as const,
  keyGenerator: key,
});

export interface SharedLimit {
  /** Counts one hit and refuses the request once its window holds more than `max`. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Refuses while the window holds `max` hits, counting nothing: for a limit on failures, each one a `hit`. */
  refuseWhileFull(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * A limit checked from a route's own code, where the plugin's hook cannot serve: a second limit on one
 * request (it runs one per request), or one that counts failures only.
 */
export function sharedLimit(
  app: FastifyInstance,
  { max, windowMs }: Limit,
  key: (request: FastifyRequest) => string,
): SharedLimit {
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(Math.max(1, seconds)));
    return rateLimited();
  };
  return {
    async hit(request, reply) {
      const counted = await check(request);
      if (!counted.isAllowed && counted.isExceeded) throw refuse(reply, counted.ttlInSeconds);
    },
    async refuseWhileFull(request, reply) {
      const counted = await check(request, { increment: false });
      if (!counted.isAllowed && counted.remaining === 0) throw refuse(reply, counted.ttlInSeconds);
    },
  };
}

/** Housekeeping: windows that ended are of no more use (none is longer than a day). */
export async function forgetOldWindows(db: Db, now: number = Date.now()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
}
