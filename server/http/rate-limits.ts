/**
 * Rate limits every server process shares: hits are counted in the database (`rate_limit_hits`), one row
 * per bucket, by one atomic upsert, so processes behind a load balancer (or restarted ones) see the same
 * count. A bucket's window opens with its first hit and lasts `windowMs`; the first hit after it ends
 * opens the next. So `max` tries are allowed in any window that starts with a try, the count never
 * restarts at a moment of the clock, and `Retry-After` is never longer than one window.
 */
import { isIPv6 } from 'node:net';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import type { Db } from '../db/connection';
import { rateLimitHits } from '../db/schema';
import { HttpError } from './errors';

export interface Limit {
  /** Hits allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowMs: number;
}

/** An IPv6 client holds a whole /64, so it is counted as one; an IPv4 address (mapped or not) as itself. */
export function networkOf(ip: string): string {
  if (!isIPv6(ip) || ip.toLowerCase().startsWith('::ffff:')) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Counts one hit of `bucket` and answers how many its window holds and when that window ends. */
export async function countHit(db: Db, bucket: string, windowMs: number, now: number = Date.now()) {
  const at = new Date(now);
  const ended = sql`${rateLimitHits.windowStart} <= ${new Date(now - windowMs)}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart: at, hits: 1 })
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

/** Counts a hit and refuses it with 429 `rate_limited` and `Retry-After` once the bucket is over its limit. */
export async function enforceLimit(db: Db, reply: FastifyReply, bucket: string, limit: Limit): Promise<void> {
  const now = Date.now();
  const { hits, windowEnd } = await countHit(db, bucket, limit.windowMs, now);
  if (hits <= limit.max) return;
  throw refuse(reply, windowEnd, now);
}

const refuse = (reply: FastifyReply, windowEnd: number, now: number) => {
  reply.header('retry-after', String(Math.max(1, Math.ceil((windowEnd - now) / 1000))));
  return new HttpError(429, AUTH_MESSAGES.rateLimited, 'rate_limited');
};

/**
 * Refuses with 429 once the bucket's window holds `max` hits, counting nothing: for a limit on failures
 * only, whose hits are counted (`countHit`) when a try fails.
 */
export async function refuseOverLimit(db: Db, reply: FastifyReply, bucket: string, limit: Limit) {
  const now = Date.now();
  const [row] = await db
    .select({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart })
    .from(rateLimitHits)
    .where(
      and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.windowStart, new Date(now - limit.windowMs))),
    );
  if (row && row.hits >= limit.max) throw refuse(reply, row.windowStart.getTime() + limit.windowMs, now);
}

/** Housekeeping: windows that ended are of no more use (none is longer than a day). */
export async function forgetOldWindows(db: Db, now: number = Date.now()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
}
