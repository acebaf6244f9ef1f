import { describe, expect, it } from 'vitest';
import { shouldWarn } from '../../../src/data/data-pack/budget-warning';
import { LARGE_FILE_BYTES, isUnmetered, waitsForWifi } from '../../../src/data/data-pack/waiting-rule';
import { runUploads } from '../../../src/data/uploads/upload-runner';
import type { UploadRow } from '../../../src/data/uploads/upload-types';
import { withTestDb } from '../data/factories';
import { fakeUploadSend, makeUpload, runnerDeps } from '../uploads/upload-factories';

const MB = 1024 * 1024;
const METERED = { dataSaver: true, unmetered: false };
const file = (kind: 'video' | 'pdf' | 'asset', size: number, more = {}) =>
  ({ kind, size, status: 'waiting', ...more }) as const;

describe('which files wait for Wi-Fi', () => {
  it('holds lesson videos and files over 5 MB on a metered connection with Data saver on', () => {
    expect(waitsForWifi(file('video', 1 * MB), METERED)).toBe(true);
    expect(waitsForWifi(file('pdf', LARGE_FILE_BYTES + 1), METERED)).toBe(true);
    expect(waitsForWifi(file('pdf', LARGE_FILE_BYTES), METERED)).toBe(false);
    expect(waitsForWifi(file('asset', 2 * MB), METERED)).toBe(false);
  });

  it('lets them go on Wi-Fi or Ethernet, with Data saver off, or once a person chose Send now', () => {
    const video = file('video', 10 * MB);
    expect(waitsForWifi(video, { dataSaver: true, unmetered: true })).toBe(false);
    expect(waitsForWifi(video, { dataSaver: false, unmetered: false })).toBe(false);
    expect(waitsForWifi(file('video', 10 * MB, { sendAnyway: true }), METERED)).toBe(false);
  });

  it('never says a refused file waits for Wi-Fi', () => {
    expect(waitsForWifi(file('video', 10 * MB, { status: 'failed' }), METERED)).toBe(false);
  });

  it('calls only wifi and ethernet unmetered; an unknown type is not', () => {
    expect(isUnmetered('wifi')).toBe(true);
    expect(isUnmetered('ethernet')).toBe(true);
    expect(isUnmetered('cellular')).toBe(false);
    expect(isUnmetered(undefined)).toBe(false);
  });
});

describe('the budget warning', () => {
  const budget = 1000 * MB;
  it('warns from 80 % of the budget, once a month', () => {
    expect(shouldWarn({ used: 799 * MB, budget, month: '2026-11', warnedMonth: null })).toBe(false);
    expect(shouldWarn({ used: 800 * MB, budget, month: '2026-11', warnedMonth: null })).toBe(true);
    expect(shouldWarn({ used: 900 * MB, budget, month: '2026-11', warnedMonth: '2026-11' })).toBe(false);
    expect(shouldWarn({ used: 900 * MB, budget, month: '2026-12', warnedMonth: '2026-11' })).toBe(true);
  });

  it('says nothing without a budget', () => {
    expect(shouldWarn({ used: 5000 * MB, budget: null, month: '2026-11', warnedMonth: null })).toBe(false);
  });
});

describe('the uploader and files waiting for Wi-Fi', () => {
  const t = withTestDb();

  it('passes over a waiting file, sends the others, and sends it once a person chose Send now', async () => {
    const video = makeUpload({ filename: 'lesson.mp4', size: 10 * MB });
    const pdf = makeUpload({ kind: 'pdf', filename: 'notes.pdf', size: MB });
    await t.db.uploads.bulkAdd([video, pdf]);
    const { send, ids } = fakeUploadSend(() => ({ kind: 'done' }));
    const waits = (row: UploadRow) => waitsForWifi(row, METERED);

    expect(await runUploads({ ...runnerDeps(t.db, send), waitsForWifi: waits })).toEqual({ state: 'idle' });
    expect(ids()).toEqual([pdf.id]);
    expect(await t.db.uploads.get(video.id)).toMatchObject({ status: 'waiting' });

    await t.db.uploads.update(video.id, { sendAnyway: true });
    await runUploads({ ...runnerDeps(t.db, send), waitsForWifi: (row) => waits(row) });
    expect(ids()).toEqual([pdf.id, video.id]);
    expect(await t.db.uploads.count()).toBe(0);
  });
});
