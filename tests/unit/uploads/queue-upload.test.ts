import { describe, expect, it } from 'vitest';
import {
  formatSize,
  noRoomMessage,
  queueUpload,
  UploadRefused,
} from '../../../src/data/uploads/queue-upload';
import { fileLinkOf, UPLOAD_MESSAGES } from '../../../src/domain/uploads/upload-rules';
import { USER_A, withTestDb } from '../data/factories';

const t = withTestDb();
const MB = 1024 * 1024;

const plenty = () => Promise.resolve({ quota: 2000 * MB, usage: 100 * MB });

function fileOf(name: string, size: number, type = 'video/mp4'): File {
  const file = new File(['0123456789'], name, { type });
  // A real 300 MB file is not needed to test the size rules.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (problem: unknown) => problem,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return (error as Error).message;
}

describe('queueUpload', () => {
  it('keeps the file on the device, waiting, under a new id, and answers its link', async () => {
    const file = new File(['fake mp4 bytes'], 'lesson.mp4', { type: 'video/mp4' });
    const { id, link } = await queueUpload(file, 'video', { db: t.db, userId: USER_A, estimate: plenty });
    expect(link).toBe(fileLinkOf(id));
    const row = await t.db.uploads.get(id);
    expect(row).toMatchObject({
      id,
      userId: USER_A,
      kind: 'video',
      filename: 'lesson.mp4',
      type: 'video/mp4',
      size: file.size,
      status: 'waiting',
      sent: 0,
    });
    // The bytes themselves: a File does not survive fake-indexeddb's cloning; the browser test reads them back.
    expect(row!.blob).toBeDefined();
  });

  it('gives later files later ids, so they are sent in the order chosen', async () => {
    const deps = { db: t.db, userId: USER_A, estimate: plenty, now: Date.UTC(2026, 0, 1) };
    const first = await queueUpload(fileOf('a.mp4', 10), 'video', deps);
    const second = await queueUpload(fileOf('b.mp4', 10), 'video', { ...deps, now: deps.now - 60_000 });
    expect(second.id > first.id).toBe(true);
  });

  it('refuses by name and size before keeping anything', async () => {
    const deps = { db: t.db, userId: USER_A, estimate: plenty };
    expect(await refusalOf(queueUpload(fileOf('lesson.exe', 10), 'video', deps))).toBe(
      UPLOAD_MESSAGES.videoType,
    );
    expect(await refusalOf(queueUpload(fileOf('big.mp4', 301 * MB), 'video', deps))).toBe(
      UPLOAD_MESSAGES.videoTooLarge,
    );
    expect(await refusalOf(queueUpload(fileOf('notes.pdf', 101 * MB, 'application/pdf'), 'pdf', deps))).toBe(
      UPLOAD_MESSAGES.fileTooLarge,
    );
    expect(await t.db.uploads.count()).toBe(0);
  });

  it('refuses a file that will not fit, naming the free space, and keeps nothing', async () => {
    const estimate = () => Promise.resolve({ quota: 500 * MB, usage: 380 * MB });
    const message = await refusalOf(
      queueUpload(fileOf('lesson.mp4', 250 * MB), 'video', { db: t.db, userId: USER_A, estimate }),
    );
    expect(message).toBe(noRoomMessage(250 * MB, 120 * MB));
    expect(message).toContain('only 120 MB is free');
    expect(message).toContain('it needs 250 MB');
    expect(await t.db.uploads.count()).toBe(0);
  });

  it('keeps the file when the browser cannot estimate its storage', async () => {
    const estimate = () => Promise.resolve(undefined);
    await queueUpload(fileOf('lesson.mp4', 10), 'video', { db: t.db, userId: USER_A, estimate });
    expect(await t.db.uploads.count()).toBe(1);
  });

  it('needs a signed-in user, whose token will send it', async () => {
    expect(await refusalOf(queueUpload(fileOf('lesson.mp4', 10), 'video', { db: t.db, userId: null }))).toBe(
      'Sign in again to upload files',
    );
  });
});

describe('formatSize', () => {
  it('writes sizes as people read them', () => {
    expect(formatSize(300 * MB)).toBe('300 MB');
    expect(formatSize(1.5 * MB)).toBe('1.5 MB');
    expect(formatSize(2.5 * 1024 * MB)).toBe('2.5 GB');
  });
});
