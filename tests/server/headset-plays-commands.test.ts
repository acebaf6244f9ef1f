/**
 * `POST /api/headset/plays` (each play once by its id) and `POST /api/headset/commands/:id/ack` (once;
 * the same result again is harmless, another is a 409; a command confirmed too late has expired).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceCommands, plays } from '../../server/db/schema';
import { HEADSET_MESSAGES as M } from '../../src/domain/headsets/headset-schema';
import { asHeadset, insertCommand, newHeadset, school, setupHeadsetsApp, t } from './helpers/headsets-app';

setupHeadsetsApp();

const play = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  content_id: randomUUID(),
  started_at: '2026-11-28T10:04:00Z',
  duration_s: 540,
  completed: true,
  ...overrides,
});

describe('plays', () => {
  it('records each play once, however often it is sent, under the headset and its school', async () => {
    const headset = await newHeadset();
    const batch = [play(), play({ completed: false, duration_s: 0 })];
    const first = await asHeadset(headset.token).post('/api/headset/plays', { plays: batch });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 2, new: 2 });
    const again = await asHeadset(headset.token).post('/api/headset/plays', { plays: [...batch, play()] });
    expect(again.json()).toEqual({ received: 3, new: 1 });
    const doubled = play();
    const inOneBatch = await asHeadset(headset.token).post('/api/headset/plays', {
      plays: [doubled, doubled],
    });
    expect(inOneBatch.json()).toEqual({ received: 2, new: 1 });
    const rows = await t.app.db
      .select()
      .from(plays)
      .where(
        inArray(
          plays.id,
          batch.map((p) => p.id),
        ),
      );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ deviceId: headset.id, schoolId: school._id });
  });

  const bad: Array<[string, unknown, string]> = [
    ['plays', [], M.playsInvalid],
    ['plays.0.id', [play({ id: 'one' })], M.playIdInvalid],
    ['plays.0.content_id', [play({ content_id: 5 })], M.lessonIdInvalid],
    [
      'plays.0.started_at',
      [play({ started_at: new Date(Date.now() + 3_600_000).toISOString() })],
      M.playStartInvalid,
    ],
    ['plays.0.duration_s', [play({ duration_s: 86_401 })], M.playDurationInvalid],
    ['plays.0.completed', [play({ completed: 'yes' })], M.playCompletedInvalid],
  ];
  it.each(bad)('refuses a bad %s with 400, storing nothing of the batch', async (field, list, message) => {
    const headset = await newHeadset();
    const good = play();
    const response = await asHeadset(headset.token).post('/api/headset/plays', {
      plays: Array.isArray(list) && list.length > 0 ? [...(list as unknown[]), good] : list,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    expect(await t.app.db.select().from(plays).where(eq(plays.deviceId, headset.id))).toEqual([]);
  });
});

describe('a command confirmation', () => {
  const ack = (token: string, id: string, body: unknown) =>
    asHeadset(token).post(`/api/headset/commands/${id}/ack`, body);

  it('is stored once; the same result again answers the same; another result is a 409', async () => {
    const headset = await newHeadset();
    const id = await insertCommand(headset.id, { kind: 'launch_lesson', contentId: randomUUID() });
    const done = await ack(headset.token, id, { result: 'done', message: 'Launched' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ id, state: 'done' });
    const [row] = await t.app.db.select().from(deviceCommands).where(eq(deviceCommands._id, id));
    expect(row).toMatchObject({ result: 'done', resultMessage: 'Launched' });
    expect(row!.ackedAt).not.toBeNull();
    expect(row!.handedOutAt).not.toBeNull();
    const repeated = await ack(headset.token, id, { result: 'done' });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({ id, state: 'done' });
    const otherResult = await ack(headset.token, id, { result: 'failed', message: 'No' });
    expect(otherResult.statusCode).toBe(409);
    expect(otherResult.json()).toMatchObject({
      errorType: 'command_confirmed',
      message: M.commandAlreadyConfirmed,
    });
    const [kept] = await t.app.db.select().from(deviceCommands).where(eq(deviceCommands._id, id));
    expect(kept).toEqual(row);
  });

  it('stores a failure with its message', async () => {
    const headset = await newHeadset();
    const id = await insertCommand(headset.id, { kind: 'restart' });
    const failed = await ack(headset.token, id, { result: 'failed', message: 'Battery too low' });
    expect(failed.json()).toEqual({ id, state: 'failed' });
    const [row] = await t.app.db.select().from(deviceCommands).where(eq(deviceCommands._id, id));
    expect(row).toMatchObject({ result: 'failed', resultMessage: 'Battery too low' });
  });

  it('is a 409 once the command expired unconfirmed, and a confirmed one stays answerable', async () => {
    const headset = await newHeadset();
    const id = await insertCommand(headset.id);
    const confirmed = await insertCommand(headset.id);
    expect((await ack(headset.token, confirmed, { result: 'done' })).statusCode).toBe(200);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await t.app.db
      .update(deviceCommands)
      .set({ createdAt: dayAgo })
      .where(inArray(deviceCommands._id, [id, confirmed]));
    const late = await ack(headset.token, id, { result: 'done' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorType: 'command_expired', message: M.commandExpired });
    const [row] = await t.app.db.select().from(deviceCommands).where(eq(deviceCommands._id, id));
    expect(row!.ackedAt).toBeNull();
    expect((await ack(headset.token, confirmed, { result: 'done' })).statusCode).toBe(200);
  });

  it('is a 404 for another headset’s command or an unknown one, and a 400 for a bad body or id', async () => {
    const headset = await newHeadset();
    const other = await newHeadset();
    const theirs = await insertCommand(other.id);
    for (const id of [theirs, randomUUID()]) {
      const response = await ack(headset.token, id, { result: 'done' });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(M.commandNotFound);
    }
    const mine = await insertCommand(headset.id);
    const badResult = await ack(headset.token, mine, { result: 'maybe' });
    expect(badResult.statusCode).toBe(400);
    expect(badResult.json<{ errors: Record<string, string> }>().errors.result).toBe(M.ackResultInvalid);
    const longMessage = await ack(headset.token, mine, { result: 'done', message: 'm'.repeat(501) });
    expect(longMessage.json<{ errors: Record<string, string> }>().errors.message).toBe(M.ackMessageTooLong);
    expect((await ack(headset.token, 'not-an-id', { result: 'done' })).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(deviceCommands).where(eq(deviceCommands._id, mine));
    expect(row!.ackedAt).toBeNull();
  });
});
