import { afterAll, beforeAll, expect, it } from 'vitest';
import { forgetOldRecords, IDEMPOTENCY_KEEP_MS } from '../../server/jobs/housekeeping';
import { idempotencyKeys, oneTimeCodes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(() => t.close());

it('forgets idempotency answers after 30 days and spent codes after a day, keeping recent ones', async () => {
  const now = Date.now();
  const key = (name: string, age: number) => ({
    userId: 'u1',
    key: name,
    method: 'PATCH',
    path: '/api/schools/x',
    statusCode: 200,
    response: {},
    createdAt: new Date(now - age),
  });
  await t.app.db
    .insert(idempotencyKeys)
    .values([key('old', IDEMPOTENCY_KEEP_MS + 60_000), key('recent', IDEMPOTENCY_KEEP_MS - 60_000)]);
  const code = (id: string, ageMs: number) => ({
    id,
    email: 'a@b.in',
    purpose: 'login',
    codeHash: 'x$y',
    expiresAt: new Date(now - ageMs + 600_000),
    createdAt: new Date(now - ageMs),
  });
  await t.app.db.insert(oneTimeCodes).values([code('old-code', 2 * 86_400_000), code('new-code', 60_000)]);

  await forgetOldRecords(t.app.db, now);

  expect((await t.app.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['recent']);
  expect((await t.app.db.select().from(oneTimeCodes)).map((row) => row.id)).toEqual(['new-code']);
});
