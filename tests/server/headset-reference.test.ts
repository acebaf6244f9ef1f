/**
 * The reference headset (`npm run headset`) against the real server on a link that cuts three requests in
 * ten part-way (before they are sent, or after the server answered): whatever the cuts, its lessons end up
 * installed byte for byte, the server sees it up to date, and each play and each command counts once.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCommands, plays } from '../../server/db/schema';
import { Headset } from '../../tools/headset/headset';
import { Link, RefusedError } from '../../tools/headset/link';
import { seededRandom } from '../support/random';
import {
  asAdmin,
  asHeadset,
  insertCommand,
  newHeadset,
  setupHeadsetsApp,
  storedDevice,
  t,
} from './helpers/headsets-app';

setupHeadsetsApp();

let origin: string;
let folder: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  folder = await mkdtemp(path.join(tmpdir(), 'shala-headset-'));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

function referenceHeadset(token: string, name: string, drop: number) {
  const random = seededRandom(name);
  const link = new Link({ server: origin, token, drop, random, log: () => undefined, retryBaseMs: 5 });
  return new Headset(link, { dir: path.join(folder, name), rate: 0, reportEveryMs: 60_000, play: true });
}

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

describe('the reference headset on a link that drops', () => {
  it('installs every lesson byte for byte, is up to date, and counts each play and command once', async () => {
    const device = await newHeadset();
    const manifest = await asHeadset(device.token).manifest();
    const withFile = manifest.lessons.filter((lesson) => lesson.file !== null);
    expect(withFile.length).toBeGreaterThan(1);
    const sync = await insertCommand(device.id, { kind: 'sync' });
    const launch = await insertCommand(device.id, {
      kind: 'launch_lesson',
      contentId: withFile[0]!.content_id,
    });

    const headset = referenceHeadset(device.token, 'dropping', 0.3);
    const rounds = 3;
    for (let round = 0; round < rounds; round++) await headset.round();

    for (const lesson of withFile) {
      const file = path.join(folder, 'dropping', 'lessons', `${lesson.content_id}-v${lesson.version}`);
      expect(await sha256(file), lesson.chapter_title).toBe(lesson.file!.sha256);
    }
    expect(await storedDevice(device.id)).toMatchObject({
      lessons_status: 'up_to_date',
      lessons_installed: manifest.lessons.length,
      lessons_total: manifest.lessons.length,
      app_version: 'shala-headset 1.0.0',
    });
    // One play a round, and one for the lesson the command launched.
    const recorded = await t.app.db.select().from(plays).where(eq(plays.deviceId, device.id));
    expect(recorded).toHaveLength(rounds + 1);
    expect(recorded.filter((play) => play.contentId === withFile[0]!.content_id).length).toBeGreaterThan(0);
    const commands = await t.app.db
      .select()
      .from(deviceCommands)
      .where(eq(deviceCommands.deviceId, device.id));
    expect(Object.fromEntries(commands.map((command) => [command._id, command.result]))).toEqual({
      [sync]: 'done',
      [launch]: 'done',
    });
  });

  it('stops at its next call once its token is rotated', async () => {
    const device = await newHeadset();
    const headset = referenceHeadset(device.token, 'rotated', 0);
    await headset.round();
    const rotated = await asAdmin.post(`/api/devices/${device.id}/rotate-token`, {
      api_token: `vr-rotated-${device.id}`,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const refused = await headset.round().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RefusedError);
    expect(refused).toMatchObject({ status: 401, errorType: 'device_token' });
  });
});
