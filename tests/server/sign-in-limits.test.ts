import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../../server/app';
import { rateLimitHits } from '../../server/db/schema';
import { forgetOldRecords } from '../../server/jobs/housekeeping';
import { addressOf, countHit } from '../../server/http/rate-limits';
import { createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

const RATE_LIMITED = {
  message: 'Too many attempts. Please wait a few minutes and try again.',
  errorType: 'rate_limited',
};

let t: TestApp | undefined;
const others: FastifyInstance[] = [];
afterEach(async () => {
  for (const other of others.splice(0)) await other.close();
  await t?.close();
  t = undefined;
});

async function start(): Promise<TestApp> {
  t = await createTestApp();
  return t;
}

const guess = (app: FastifyInstance, email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password: 'wrong-password' },
  });

function expectRetryAfter(answer: { headers: Record<string, unknown> }) {
  const seconds = Number(answer.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(600);
  // Nothing else: a guesser is not told how many tries are left.
  expect(Object.keys(answer.headers).filter((name) => name.includes('ratelimit'))).toEqual([]);
}

// Each try checks a password, up to 41 of them (scrypt, cheaper in tests but still memory-hard): under
// load that takes its time, so these tests give up later than the project's 30 s.
describe('sign-in limits per address', { timeout: 120_000 }, () => {
  it('stops one address spraying 40 accounts after 30 tries, before reading the body', async () => {
    const { app } = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await guess(app, `person-${i}@example.org`, '192.0.2.10')).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    const allowed = await guess(app, 'someone@example.org', '192.0.2.12');
    expect(Object.keys(allowed.headers).filter((name) => name.includes('ratelimit'))).toEqual([]);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));

    const refused = await guess(app, DEMO.superAdmin, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(RATE_LIMITED);
    expectRetryAfter(refused);
    // Refused before the body is parsed: even a broken one gets the 429, not a 400.
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      remoteAddress: '192.0.2.10',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(429);

    // Another address is not affected.
    expect((await guess(app, DEMO.superAdmin, '192.0.2.11')).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64', () => {
    const counted = (ip: string) => addressOf({ ip } as FastifyRequest);
    expect(counted('2001:db8:1:2:aaaa::1')).toBe(counted('2001:db8:1:2:ffff:1:2:3'));
    expect(counted('2001:db8:1:2::1')).not.toBe(counted('2001:db8:1:3::1'));
    expect(counted('2001:db8::1')).toBe(counted('2001:0db8:0000:0000:ffff::'));
    // An IPv4 client is counted as its own address, written either way.
    expect(counted('::ffff:192.0.2.1')).toBe(counted('192.0.2.1'));
    expect(counted('192.0.2.1')).not.toBe(counted('192.0.2.2'));
  });
});

describe('sign-in limits per account', { timeout: 120_000 }, () => {
  it('gives five addresses together no more than 10 guesses at one account', async () => {
    const { app } = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await guess(app, DEMO.schoolAdmin, `198.51.100.${i % 5}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));

    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.99',
      payload: { email: ' School@Shala.Demo ', password: DEMO.password },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(RATE_LIMITED);
    expectRetryAfter(refused);
    // The same addresses may still sign in to another account.
    expect((await signIn(app, DEMO.superAdmin)).role).toBe('super_admin');
  });

  it('limits codes asked for one account to 5 in 10 minutes', async () => {
    const { app } = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        remoteAddress: `198.51.100.${i}`,
        payload: { email: 'nobody@example.org' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('sign-in limits across processes', () => {
  it('two app instances on one database share the count', async () => {
    const { app, config } = await start();
    // On PostgreSQL the second instance opens its own connections; the embedded database has one.
    const second = await buildApp(config, config.databaseUrl ? {} : { database: app.database });
    others.push(second);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await guess(i % 2 ? second : app, DEMO.superAdmin, `198.51.100.${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('housekeeping forgets windows that ended more than a day ago', async () => {
    const { app } = await start();
    await guess(app, DEMO.superAdmin, '192.0.2.20');
    expect((await app.db.select().from(rateLimitHits)).length).toBeGreaterThan(0);
    await forgetOldRecords(app.db, Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect(await app.db.select().from(rateLimitHits)).toEqual([]);
  });
});

describe('a limit window', () => {
  const WINDOW = 10 * 60 * 1000;

  it('opens with its first hit, keeps counting across a moment of the clock, and ends one window later', async () => {
    const { app } = await start();
    // Ten seconds before a ten-minute mark of the clock: the count must not restart at the mark.
    const first = Math.floor(Date.now() / WINDOW) * WINDOW - 10_000;
    expect(await countHit(app.db, 'test:bucket', WINDOW, first)).toEqual({
      hits: 1,
      windowEnd: first + WINDOW,
    });
    expect(await countHit(app.db, 'test:bucket', WINDOW, first + 20_000)).toEqual({
      hits: 2,
      windowEnd: first + WINDOW,
    });
    expect((await countHit(app.db, 'test:bucket', WINDOW, first + WINDOW - 1)).hits).toBe(3);
    expect(await countHit(app.db, 'test:bucket', WINDOW, first + WINDOW)).toEqual({
      hits: 1,
      windowEnd: first + 2 * WINDOW,
    });
    expect((await countHit(app.db, 'other:bucket', WINDOW, first + WINDOW)).hits).toBe(1);
  });
});
