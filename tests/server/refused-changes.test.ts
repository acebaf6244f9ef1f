import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetOldRecords } from '../../server/jobs/housekeeping';
import { refusedChanges } from '../../server/db/schema';
import { mailWaitingChanges } from '../../server/jobs/waiting-changes';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';
import { latestMailTo } from './helpers/mail';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: { token: string; user: { _id: string } };
let school: { token: string; user: { _id: string } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.superAdmin);
  school = await signIn(t.app, DEMO.schoolAdmin);
});
afterAll(() => t.close());

let n = 0;
const key = () => `refused-${++n}`;
const putSettings = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/settings',
    headers: { ...bearer(token), ...headers },
    payload,
  });
const rowOf = async (userId: string, k: string) =>
  (
    await t.app.db
      .select()
      .from(refusedChanges)
      .where(and(eq(refusedChanges.userId, userId), eq(refusedChanges.key, k)))
  )[0];
const mailsTo = async (email: string) => latestMailTo(t, email).catch(() => null);

describe('refused changes waiting for a person', () => {
  it('notes a conflict sent with an Idempotency-Key, outside the rolled-back write', async () => {
    const k = key();
    const response = await putSettings(
      admin.token,
      { theme: 'dark' },
      { 'idempotency-key': k, 'if-match': '99' },
    );
    expect(response.statusCode).toBe(409);
    expect(await rowOf(admin.user._id, k)).toMatchObject({
      method: 'PUT',
      path: '/api/auth/settings',
      status: 409,
      message: 'This record was changed by someone else.',
      resolvedAt: null,
      mailedAt: null,
    });
  });

  it('notes a refusal by a rule (400) of any area, and not a write without a key', async () => {
    const k = key();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/schools/initiate-school',
      headers: { ...bearer(admin.token), 'idempotency-key': k },
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await rowOf(admin.user._id, k)).toMatchObject({
      method: 'POST',
      path: '/api/schools/initiate-school',
      status: 400,
    });
    const before = await t.app.db.select().from(refusedChanges);
    await putSettings(admin.token, { theme: 'purple' });
    expect(await t.app.db.select().from(refusedChanges)).toHaveLength(before.length);
  });

  it("resolves a refused change by the same person's later successful write to the same path", async () => {
    const k = key();
    await putSettings(school.token, { theme: 'purple' }, { 'idempotency-key': k });
    const otherPerson = await putSettings(admin.token, { compactView: true });
    expect(otherPerson.statusCode).toBe(200);
    expect((await rowOf(school.user._id, k))?.resolvedAt).toBeNull();
    const fixed = await putSettings(school.token, { theme: 'dark' }, { 'idempotency-key': key() });
    expect(fixed.statusCode).toBe(200);
    expect((await rowOf(school.user._id, k))?.resolvedAt).toBeInstanceOf(Date);
  });

  it("resolves one when the device discards it, only the caller's own", async () => {
    const k = key();
    await putSettings(school.token, { theme: 'purple' }, { 'idempotency-key': k });
    const url = `/api/auth/refused-changes/${k}`;
    const byOther = await t.app.inject({ method: 'DELETE', url, headers: bearer(admin.token) });
    expect(byOther.json()).toMatchObject({ success: true, data: { resolved: false } });
    expect((await rowOf(school.user._id, k))?.resolvedAt).toBeNull();
    const own = await t.app.inject({ method: 'DELETE', url, headers: bearer(school.token) });
    expect(own.json()).toMatchObject({ success: true, data: { resolved: true } });
    expect((await rowOf(school.user._id, k))?.resolvedAt).toBeInstanceOf(Date);
    const tooLong = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/refused-changes/${'k'.repeat(300)}`,
      headers: bearer(school.token),
    });
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });

  it('mails each person with notifications on once, after a day, then marks the changes mailed', async () => {
    const waiting = key();
    await putSettings(admin.token, { theme: 'purple' }, { 'idempotency-key': waiting });
    // The school administrator turns notifications off, then has a change refused.
    expect((await putSettings(school.token, { emailNotifications: false })).statusCode).toBe(200);
    const quiet = key();
    await putSettings(school.token, { theme: 'purple' }, { 'idempotency-key': quiet });

    expect(await mailWaitingChanges(t.app.db, t.app.mailer, Date.now())).toBe(0);
    const later = Date.now() + 2 * DAY;
    expect(await mailWaitingChanges(t.app.db, t.app.mailer, later)).toBe(1);
    const mail = await mailsTo(DEMO.superAdmin);
    expect(mail).toContain('waiting in Shala Admin');
    expect(mail).toContain('PUT /api/auth/settings: Theme must be system, light or dark');
    expect(mail).not.toContain('This record was changed by someone else.\n- ');
    expect((await rowOf(admin.user._id, waiting))?.mailedAt).toBeInstanceOf(Date);
    expect((await rowOf(school.user._id, quiet))?.mailedAt).toBeNull();
    expect(await mailsTo(DEMO.schoolAdmin)).toBeNull();
    // Once: the next day's run has nothing new to say.
    expect(await mailWaitingChanges(t.app.db, t.app.mailer, later + DAY)).toBe(0);
  });

  it('forgets resolved refused changes after 30 days', async () => {
    const k = key();
    await putSettings(school.token, { theme: 'purple' }, { 'idempotency-key': k });
    await putSettings(school.token, { theme: 'light' });
    expect(await rowOf(school.user._id, k)).toBeDefined();
    await forgetOldRecords(t.app.db, Date.now() + 31 * DAY);
    expect(await rowOf(school.user._id, k)).toBeUndefined();
  });
});
