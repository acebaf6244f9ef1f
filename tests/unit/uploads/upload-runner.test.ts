import { describe, expect, it } from 'vitest';
import { drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { UPLOAD_LOCK, runUploads } from '../../../src/data/uploads/upload-runner';
import { UPLOAD_MESSAGES } from '../../../src/domain/uploads/upload-rules';
import { TOKEN_A, USER_B, drainDeps, fakeLocks, fakeSend, makeRow, withTestDb } from '../data/factories';
import { fakeUploadSend, makeUpload, runnerDeps } from './upload-factories';

const t = withTestDb();

describe('runUploads', () => {
  it('sends the files one at a time, oldest first, with the user’s token, and forgets each when the server has it', async () => {
    const first = makeUpload({ filename: 'first.mp4' });
    const second = makeUpload({ filename: 'second.mp4' });
    await t.db.uploads.bulkAdd([second, first]);
    const { send, sent, ids } = fakeUploadSend(() => ({ kind: 'done' }));
    const deps = runnerDeps(t.db, send);

    expect(await runUploads(deps)).toEqual({ state: 'idle' });
    expect(ids()).toEqual([first.id, second.id]);
    expect(sent.every((call) => call.token === TOKEN_A)).toBe(true);
    expect(await t.db.uploads.count()).toBe(0);
    expect(deps.onUploaded).toHaveBeenCalledWith(first.id);
    expect(deps.onUploaded).toHaveBeenCalledWith(second.id);
    expect(deps.onProgress).toHaveBeenCalledWith(first.id, first.size / 2);
  });

  it('marks the file being sent, and keeps the bytes the server confirmed', async () => {
    const row = makeUpload();
    await t.db.uploads.add(row);
    const { send } = fakeUploadSend(async () => {
      expect((await t.db.uploads.get(row.id))?.status).toBe('sending');
      return { kind: 'retry-later', message: 'Cannot reach the server' };
    });
    expect(await runUploads(runnerDeps(t.db, send))).toEqual({
      state: 'retry-later',
      message: 'Cannot reach the server',
    });
    await expect(t.db.uploads.get(row.id)).resolves.toMatchObject({
      status: 'waiting',
      sent: row.size / 2,
      lastError: 'Cannot reach the server',
    });
  });

  it('goes on with a file a reload cut off while sending', async () => {
    const row = makeUpload({ status: 'sending', sent: 400 });
    await t.db.uploads.add(row);
    const { send, ids } = fakeUploadSend(() => ({ kind: 'done' }));
    await runUploads(runnerDeps(t.db, send));
    expect(ids()).toEqual([row.id]);
  });

  it('sends only the signed-in user’s files', async () => {
    const other = makeUpload({ userId: USER_B });
    await t.db.uploads.add(other);
    const { send } = fakeUploadSend(() => ({ kind: 'done' }));
    expect(await runUploads(runnerDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(send).not.toHaveBeenCalled();
    expect(await t.db.uploads.count()).toBe(1);
  });

  it('sends nothing signed out', async () => {
    await t.db.uploads.add(makeUpload());
    const { send } = fakeUploadSend(() => ({ kind: 'done' }));
    const result = await runUploads(runnerDeps(t.db, send, { getAuth: () => Promise.resolve(null) }));
    expect(result).toEqual({ state: 'needs-sign-in' });
    expect(send).not.toHaveBeenCalled();
  });

  it('stops and asks for a sign-in when the token is refused, keeping the file', async () => {
    const row = makeUpload();
    await t.db.uploads.add(row);
    const { send } = fakeUploadSend(() => ({ kind: 'unauthorized', end: 'expired' }));
    const deps = runnerDeps(t.db, send);
    expect(await runUploads(deps)).toEqual({ state: 'needs-sign-in' });
    expect(deps.onUnauthorized).toHaveBeenCalledExactlyOnceWith('expired');
    expect((await t.db.uploads.get(row.id))?.status).toBe('waiting');
  });

  it('keeps a refused file as failed with the server’s message, fails the changes naming it, and goes on', async () => {
    const refused = makeUpload({ filename: 'setup.mp4' });
    const good = makeUpload();
    await t.db.uploads.bulkAdd([refused, good]);
    const naming = makeRow({ operation: 'create', dependsOn: [refused.id] });
    const other = makeRow({ dependsOn: [good.id] });
    await t.db.outbox.bulkAdd([naming, other]);
    const { send, ids } = fakeUploadSend((row) =>
      row.id === refused.id ? { kind: 'rejected', message: UPLOAD_MESSAGES.videoType } : { kind: 'done' },
    );

    expect(await runUploads(runnerDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(ids()).toEqual([refused.id, good.id]);
    await expect(t.db.uploads.get(refused.id)).resolves.toMatchObject({
      status: 'failed',
      lastError: UPLOAD_MESSAGES.videoType,
    });
    await expect(t.db.outbox.get(naming.id)).resolves.toMatchObject({
      status: 'failed',
      lastError: UPLOAD_MESSAGES.videoType,
    });
    expect((await t.db.outbox.get(other.id))?.status).toBe('waiting');

    // A failed file is not sent again by itself.
    send.mockClear();
    await runUploads(runnerDeps(t.db, send));
    expect(send).not.toHaveBeenCalled();
  });

  it('stops between files when told to (a discard or a logout)', async () => {
    const controller = new AbortController();
    await t.db.uploads.bulkAdd([makeUpload(), makeUpload()]);
    const { send } = fakeUploadSend(() => {
      controller.abort();
      return { kind: 'retry-later', message: 'Stopped' };
    });
    expect(await runUploads(runnerDeps(t.db, send, { signal: controller.signal }))).toEqual({
      state: 'idle',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('writes nothing more of a file once stopped (a discard deletes it meanwhile)', async () => {
    const controller = new AbortController();
    const row = makeUpload();
    await t.db.uploads.add(row);
    const { send } = fakeUploadSend(() => {
      controller.abort();
      return { kind: 'retry-later', message: 'Stopped' };
    });
    await runUploads(runnerDeps(t.db, send, { signal: controller.signal }));
    const after = await t.db.uploads.get(row.id);
    expect(after?.lastError).toBeUndefined();
  });

  it('stops the file being sent when it now has to wait (off Wi-Fi), keeps its bytes and goes on with the next', async () => {
    const video = makeUpload({ filename: 'lesson.mp4' });
    const pdf = makeUpload({ kind: 'pdf', filename: 'notes.pdf' });
    await t.db.uploads.bulkAdd([video, pdf]);
    let offWifi = false;
    const listeners = new Set<() => void>();
    const { send, ids } = fakeUploadSend(
      (_row, index) =>
        new Promise((resolve) => {
          if (index > 0) return resolve({ kind: 'done' });
          callbacksOf(index).signal.addEventListener('abort', () =>
            resolve({ kind: 'retry-later', message: 'Stopped' }),
          );
          offWifi = true;
          listeners.forEach((listener) => listener());
        }),
    );
    const callbacksOf = (index: number) => send.mock.calls[index]![2];
    const deps = runnerDeps(t.db, send, {
      waitsForWifi: (row) => offWifi && row.kind === 'video',
      onWaitingChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    expect(await runUploads(deps)).toEqual({ state: 'idle' });
    expect(ids()).toEqual([video.id, pdf.id]);
    await expect(t.db.uploads.get(video.id)).resolves.toMatchObject({
      status: 'waiting',
      sent: video.size / 2,
    });
    expect(await t.db.uploads.get(pdf.id)).toBeUndefined();
    expect(listeners.size).toBe(0);
  });

  it('has written every confirmed byte count before the file is forgotten', async () => {
    const row = makeUpload({ size: 3000 });
    await t.db.uploads.add(row);
    const seen: number[] = [];
    const deps = runnerDeps(t.db, async (_row, _token, callbacks) => {
      for (const sent of [1000, 2000, 3000]) callbacks.onConfirmed(sent);
      return { kind: 'done' };
    });
    t.db.uploads.hook('updating', (changes) => {
      seen.push((changes as { sent?: number }).sent ?? -1);
    });
    await runUploads(deps);
    expect(seen.filter((sent) => sent > 0)).toEqual([1000, 2000, 3000]);
    expect(await t.db.uploads.count()).toBe(0);
  });

  it('leaves the files to the tab that holds the lock', async () => {
    await t.db.uploads.add(makeUpload());
    const { send } = fakeUploadSend(() => ({ kind: 'done' }));
    const { locks, requests } = fakeLocks(true);
    expect(await runUploads(runnerDeps(t.db, send, { locks }))).toEqual({ state: 'busy' });
    expect(requests).toEqual([{ name: UPLOAD_LOCK, options: { ifAvailable: true } }]);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the outbox waits for files', () => {
  it('holds a change naming a file still on the device, and sends it once the file is uploaded', async () => {
    const file = makeUpload();
    await t.db.uploads.add(file);
    const content = makeRow({ operation: 'create', dependsOn: [file.id], label: 'Create content' });
    const unrelated = makeRow({ label: 'Edit school' });
    await t.db.outbox.bulkAdd([content, unrelated]);
    const { send, labels } = fakeSend(() => ({ kind: 'done', record: null }));

    await drainOutbox(drainDeps(t.db, send));
    expect(labels()).toEqual(['Edit school']);
    expect((await t.db.outbox.get(content.id))?.status).toBe('waiting');

    const upload = fakeUploadSend(() => ({ kind: 'done' }));
    await runUploads(runnerDeps(t.db, upload.send));
    await drainOutbox(drainDeps(t.db, send));
    expect(labels()).toEqual(['Edit school', 'Create content']);
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('holds nothing back for a file the server refused: the change goes, and the server says why', async () => {
    const file = makeUpload({
      status: 'failed',
      lastError: 'Only MP4, AVI, MOV, and WMV video files are allowed',
    });
    await t.db.uploads.add(file);
    await t.db.outbox.add(makeRow({ operation: 'create', dependsOn: [file.id], label: 'Create content' }));
    const { send, labels } = fakeSend(() => ({ kind: 'done', record: null }));
    await drainOutbox(drainDeps(t.db, send));
    expect(labels()).toEqual(['Create content']);
  });

  it('holds later changes of the same record behind the waiting one', async () => {
    const file = makeUpload();
    await t.db.uploads.add(file);
    const create = makeRow({ operation: 'create', dependsOn: [file.id], label: 'Create content' });
    const edit = makeRow({ targetId: create.targetId, label: 'Edit content' });
    await t.db.outbox.bulkAdd([create, edit]);
    const { send } = fakeSend(() => ({ kind: 'done', record: null }));
    await drainOutbox(drainDeps(t.db, send));
    expect(send).not.toHaveBeenCalled();
  });
});
