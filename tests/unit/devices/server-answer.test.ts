/** What the server said to a change sent at once: accepted, refused with its message, or still waiting. */
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import type { DrainResult } from '../../../src/data/outbox/drain-outbox';
import { rotateDeviceToken } from '../../../src/features/devices/save-device';
import { discardRow } from '../../../src/data/outbox/pending-actions';
import { serverAnswer, whenAnswered } from '../../../src/data/outbox/server-answer';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeDevice } from './fixtures';

cleanDeviceEachTest();

const device = makeDevice();

async function queued() {
  await db.entity('devices').put(device);
  await rotateDeviceToken('user-1', device, 'Tk7pQz2mWx9rLs4v');
}

describe('serverAnswer', () => {
  it('accepted once the drain sent the row', async () => {
    await queued();
    const drain = vi.fn(async (): Promise<DrainResult> => {
      await db.outbox.clear();
      return { state: 'idle' };
    });
    expect(await serverAnswer(device._id, drain)).toEqual({ kind: 'accepted' });
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it("refused with the server's message and field messages", async () => {
    await queued();
    const drain = async (): Promise<DrainResult> => {
      await db.outbox.toCollection().modify({
        status: 'failed',
        lastError: 'This API token is already used by another device',
        fieldErrors: { api_token: 'This API token is already used by another device' },
      });
      return { state: 'idle' };
    };
    expect(await serverAnswer(device._id, drain)).toEqual({
      kind: 'refused',
      message: 'This API token is already used by another device',
      fieldErrors: { api_token: 'This API token is already used by another device' },
    });
  });

  it('waiting when the server cannot be reached', async () => {
    await queued();
    const drain = vi.fn(async (): Promise<DrainResult> => ({
      state: 'retry-later',
      message: 'Cannot reach the server',
    }));
    expect(await serverAnswer(device._id, drain)).toEqual({ kind: 'waiting' });
    expect(drain).toHaveBeenCalledTimes(1);
  });
});

describe('whenAnswered', () => {
  it('resolves once the row is gone (accepted), however many tries the drainer needed', async () => {
    await queued();
    const answer = whenAnswered(device._id, new AbortController().signal);
    await db.outbox.toCollection().modify({ attempts: 1 });
    await db.outbox.clear();
    expect(await answer).toEqual({ kind: 'accepted' });
  });

  it("resolves with the server's message once the row is refused", async () => {
    await queued();
    const answer = whenAnswered(device._id, new AbortController().signal);
    await db.outbox.toCollection().modify({ status: 'failed', lastError: 'Taken', fieldErrors: {} });
    expect(await answer).toEqual({ kind: 'refused', message: 'Taken', fieldErrors: {} });
  });

  it('says waiting when its time is up before an answer', async () => {
    await queued();
    const until = new AbortController();
    const answer = whenAnswered(device._id, until.signal);
    until.abort();
    expect(await answer).toEqual({ kind: 'waiting' });
    expect(await db.outbox.count()).toBe(1);
  });

  it("is not answered by a conflict the record already had: this save's own row is followed", async () => {
    await queued();
    await db.outbox.toCollection().modify({ status: 'conflict', lastError: 'Changed by someone else' });
    await rotateDeviceToken('user-1', device, 'Mn3bVc8xZa5sDf1g');
    const rows = await db.outbox.orderBy('id').toArray();
    expect(rows.map((row) => row.status)).toEqual(['conflict', 'waiting']);
    const answer = whenAnswered(device._id, new AbortController().signal);
    await db.outbox.delete(rows[1]!.id);
    expect(await answer).toEqual({ kind: 'accepted' });
  });

  it("follows the refused row a save fixed: its answer is the fix's", async () => {
    await queued();
    await db.outbox.toCollection().modify({ status: 'failed', lastError: 'Taken' });
    await rotateDeviceToken('user-1', device, 'Mn3bVc8xZa5sDf1g');
    expect((await db.outbox.toArray()).map((row) => row.status)).toEqual(['waiting']);
    const answer = whenAnswered(device._id, new AbortController().signal);
    await db.outbox.toCollection().modify({ status: 'failed', lastError: 'Still taken' });
    expect(await answer).toMatchObject({ kind: 'refused', message: 'Still taken' });
  });

  it('says dropped, not accepted, when the person discarded the change meanwhile', async () => {
    await queued();
    const [row] = await db.outbox.toArray();
    const answer = whenAnswered(device._id, new AbortController().signal);
    await discardRow(row!.id);
    expect(await answer).toEqual({ kind: 'dropped' });
  });
});
