/**
 * Commands sent to a headset from the console: stored once per id and per Idempotency-Key, through the
 * outbox's batch too; listed newest first with their state; refused with the field's message, storing
 * nothing; a super administrator's only.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../../src/domain/devices/device-schema';
import type { CommandView } from '../../src/domain/headsets/headset';
import { COMMAND_LIFETIME_MS, HEADSET_MESSAGES as M } from '../../src/domain/headsets/headset-schema';
import { newId } from '../../src/domain/ids';
import { contents, deviceCommands } from '../../server/db/schema';
import { admin, call, other, schoolAdmin, setupAccessApp, t } from './helpers/access-app';
import { api } from './helpers/api-app';
import { newDevice } from './helpers/dashboard-app';

setupAccessApp();

let device: { _id: string };
let lesson: { _id: string; chapter_title: string };
let draft: { _id: string };

const commandsUrl = (id = device._id) => `/api/devices/${id}/commands`;
const send = (body: object, key?: string, id = device._id) =>
  api.as(admin).post(commandsUrl(id), body, key === undefined ? {} : { key });
const listed = async (id = device._id) => {
  const response = await call(admin, 'GET', commandsUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: boolean; data: CommandView[] }>();
};
const storedCount = async () =>
  (await t.app.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, device._id))).length;

beforeAll(async () => {
  device = await newDevice({ school_id: other._id });
  const [published] = await t.app.db
    .select({ _id: contents._id, chapter_title: contents.chapter_title, status: contents.status })
    .from(contents)
    .where(eq(contents.status, 'published'))
    .limit(1);
  const [unpublished] = await t.app.db
    .select({ _id: contents._id })
    .from(contents)
    .where(eq(contents.status, 'draft'))
    .limit(1);
  lesson = published!;
  draft = unpublished!;
});

describe('POST /api/devices/:id/commands', () => {
  it('stores a command, waiting, and answers it with 201 and the message', async () => {
    const id = newId();
    const before = Date.now();
    const response = await send({ _id: id, kind: 'sync' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ success: boolean; message: string; data: CommandView }>();
    expect(body).toMatchObject({ success: true, message: M.commandSent });
    expect(body.data).toMatchObject({
      _id: id,
      device_id: device._id,
      kind: 'sync',
      content_id: null,
      chapter_title: null,
      state: 'waiting',
      handed_out_at: null,
      acked_at: null,
      result_message: null,
    });
    const created = Date.parse(body.data.created_at);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.data.expires_at) - created).toBe(COMMAND_LIFETIME_MS);
  });

  it('launches a published lesson, named by its title', async () => {
    const response = await send({ kind: 'launch_lesson', content_id: lesson._id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: CommandView }>().data).toMatchObject({
      kind: 'launch_lesson',
      content_id: lesson._id,
      chapter_title: lesson.chapter_title,
      state: 'waiting',
    });
  });

  it('answers the first answer to a repeat of its Idempotency-Key, storing one command', async () => {
    const before = await storedCount();
    const key = `command-${newId()}`;
    const first = await send({ kind: 'restart' }, key);
    const again = await send({ kind: 'restart' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedCount()).toBe(before + 1);
  });

  it('answers the stored command to a repeat of its id, even without a key; another headset may not take it', async () => {
    const id = newId();
    const first = await send({ _id: id, kind: 'restart' });
    const again = await send({ _id: id, kind: 'sync' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ data: CommandView }>().data).toEqual(first.json<{ data: CommandView }>().data);
    const elsewhere = await newDevice({ school_id: other._id });
    const taken = await send({ _id: id, kind: 'sync' }, undefined, elsewhere._id);
    expect(taken.statusCode, taken.body).toBe(409);
    expect((await listed(elsewhere._id)).data).toEqual([]);
  });

  it('goes through the outbox batch like any write, once however often the batch is sent', async () => {
    const id = newId();
    const batch = {
      changes: [
        {
          method: 'POST',
          path: `/devices/${device._id}/commands`,
          idempotencyKey: `b-${id}`,
          body: { _id: id, kind: 'sync' },
        },
      ],
    };
    for (let round = 0; round < 2; round += 1) {
      const response = await call(admin, 'POST', '/api/outbox/batch', batch);
      expect(response.statusCode, response.body).toBe(200);
      const [answer] = response.json<{ data: { status: number; body: { data: CommandView } }[] }>().data;
      expect(answer).toMatchObject({ status: 201, body: { data: { _id: id, state: 'waiting' } } });
    }
    expect((await listed()).data.filter((command) => command._id === id)).toHaveLength(1);
  });

  it.each([
    [{ kind: 'reboot' }, 'kind', M.commandKindInvalid],
    [{}, 'kind', M.commandKindInvalid],
    [{ kind: 'launch_lesson' }, 'content_id', M.commandLessonRequired],
    [{ kind: 'launch_lesson', content_id: 'not-an-id' }, 'content_id', M.commandLessonUnknown],
    [{ kind: 'launch_lesson', content_id: newId() }, 'content_id', M.commandLessonUnknown],
    [{ kind: 'sync', _id: 'x' }, '_id', M.commandIdInvalid],
  ])('refuses %j with 400 and the message, storing nothing', async (body, field, message) => {
    const before = await storedCount();
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a lesson that is not published, storing nothing', async () => {
    const before = await storedCount();
    const response = await send({ kind: 'launch_lesson', content_id: draft._id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: M.commandLessonUnknown });
    expect(await storedCount()).toBe(before);
  });

  it('answers 404 for an unknown or deleted headset', async () => {
    const doomed = await newDevice({ school_id: other._id });
    expect((await call(admin, 'DELETE', `/api/device/${doomed._id}`)).statusCode).toBe(200);
    for (const id of [newId(), doomed._id]) {
      const sent = await send({ kind: 'sync' }, undefined, id);
      expect(sent.statusCode).toBe(404);
      expect(sent.json()).toMatchObject({ message: DEVICE_MESSAGES.notFound });
      expect((await call(admin, 'GET', commandsUrl(id))).statusCode).toBe(404);
    }
    expect(
      await t.app.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, doomed._id)),
    ).toEqual([]);
  });

  it('is for super administrators: a school administrator gets 403 and stores nothing', async () => {
    const before = await storedCount();
    const response = await api.as(schoolAdmin).post(commandsUrl(), { kind: 'sync' });
    expect(response.statusCode).toBe(403);
    expect((await api.as(schoolAdmin).get(commandsUrl())).statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});

describe('GET /api/devices/:id/commands', () => {
  let headset: { _id: string };
  const at = (id: string, values: Partial<typeof deviceCommands.$inferInsert>) =>
    t.app.db.update(deviceCommands).set(values).where(eq(deviceCommands._id, id));

  beforeAll(async () => {
    headset = await newDevice({ school_id: other._id });
  });

  it('lists each command with its state, newest first', async () => {
    const hour = 60 * 60 * 1000;
    const ids = {
      waiting: newId(),
      handed: newId(),
      done: newId(),
      failed: newId(),
      expired: newId(),
      late: newId(),
    };
    for (const id of Object.values(ids)) {
      expect((await send({ _id: id, kind: 'sync' }, undefined, headset._id)).statusCode).toBe(201);
    }
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    await at(ids.waiting, { createdAt: ago(1 * hour) });
    await at(ids.handed, { createdAt: ago(2 * hour), handedOutAt: ago(1.5 * hour) });
    await at(ids.done, {
      createdAt: ago(3 * hour),
      handedOutAt: ago(2.9 * hour),
      ackedAt: ago(2.8 * hour),
      result: 'done',
    });
    await at(ids.failed, {
      createdAt: ago(30 * hour),
      handedOutAt: ago(29 * hour),
      ackedAt: ago(29 * hour),
      result: 'failed',
      resultMessage: 'no such lesson',
    });
    await at(ids.expired, { createdAt: ago(COMMAND_LIFETIME_MS + hour) });
    await at(ids.late, {
      createdAt: ago(COMMAND_LIFETIME_MS + 2 * hour),
      handedOutAt: ago(COMMAND_LIFETIME_MS),
    });

    const { success, data } = await listed(headset._id);
    expect(success).toBe(true);
    expect(data.map((command) => [command._id, command.state])).toEqual([
      [ids.waiting, 'waiting'],
      [ids.handed, 'handed_out'],
      [ids.done, 'done'],
      [ids.expired, 'expired'],
      [ids.late, 'expired'],
      [ids.failed, 'failed'],
    ]);
    expect(data.find((command) => command._id === ids.failed)).toMatchObject({
      result_message: 'no such lesson',
    });
    const handed = data.find((command) => command._id === ids.handed)!;
    expect(handed.handed_out_at).toBe(ago(1.5 * hour).toISOString());
    expect(Date.parse(handed.expires_at)).toBe(now - 2 * hour + COMMAND_LIFETIME_MS);
  });

  it('answers at most 50, the newest', async () => {
    const many = await newDevice({ school_id: other._id });
    const base = Date.now() - 60 * 60 * 1000;
    const rows = Array.from({ length: 55 }, (_, i) => ({
      _id: newId(),
      deviceId: many._id,
      kind: 'sync',
      createdAt: new Date(base + i * 1000),
    }));
    await t.app.db.insert(deviceCommands).values(rows);
    const { data } = await listed(many._id);
    expect(data.map((command) => command._id)).toEqual(
      rows
        .slice(5)
        .reverse()
        .map((row) => row._id),
    );
  });
});
