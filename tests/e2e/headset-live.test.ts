/**
 * A real headset in the console: the reference headset (`npm run headset`, its own process) against the
 * served build. Its device goes from "Never seen" to "Updating" to "Up to date" on the VR devices list
 * and its page; a "Sync now" sent from the tablet while offline reaches the headset at its next check-in
 * once the tablet is back online; and rotating the token makes the running headset's next call a 401.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import type { CommandView, Manifest } from '../../src/domain/headsets/headset';
import { browserFixture } from './browser-fixture';
import { devicesScreen } from './devices-helpers';
import { DEMO, goOffline, goOnline } from './harness';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const devices = devicesScreen(e2e);

const NAME = 'E2E Live Quest';
const TOKEN = 'vr_e2e_live_headset_7Hq2';
/** Long enough for a check-in every second, a download and the tablet's round trips. */
const POLL = { timeout: 30_000, interval: 200 };

let headset: ChildProcess | undefined;
let output = '';
let folder = '';

afterAll(async () => {
  headset?.kill();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The reference headset, as `npm run headset` starts it, checking in every second (`rate` 0: unlimited). */
function startHeadset(rateKbPerSecond: number): Promise<number | null> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/headset/cli.ts',
      ...['--token', TOKEN, '--server', e2e.server.url, '--dir', folder],
      ...['--interval', '1', '--report-every', '1', '--rate', String(rateKbPerSecond), '--no-plays'],
    ],
    { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  headset = child;
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': by then everything it wrote has been read.
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

async function serverDevice(id: string): Promise<Device> {
  const answer = await e2e.server.app.inject({
    method: 'GET',
    url: `/api/device/${id}`,
    headers: { authorization: `Bearer ${devices.token}` },
  });
  return answer.json<{ data: Device }>().data;
}

async function serverCommands(id: string): Promise<CommandView[]> {
  const answer = await e2e.server.app.inject({
    method: 'GET',
    url: `/api/devices/${id}/commands`,
    headers: { authorization: `Bearer ${devices.token}` },
  });
  return answer.json<{ data: CommandView[] }>().data;
}

/** When the tablet last pulled the devices (the `global` scope), in its own clock. */
function devicesPulledAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const get = open.result.transaction('scopes').objectStore('scopes').get('global');
          get.onsuccess = () => resolve((get.result as { pulledAt?: number } | undefined)?.pulledAt ?? 0);
        };
      }),
  );
}

/** As if the tablet's copy of the devices were older than its freshness: the next screen pulls again. */
async function expireDevices(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const store = open.result.transaction('scopes', 'readwrite').objectStore('scopes');
          const get = store.get('global');
          get.onsuccess = () => {
            store.put({ ...(get.result as object), pulledAt: 1 });
            store.transaction.oncomplete = () => resolve();
          };
        };
      }),
  );
}

/** The device's lessons badge in the list once the tablet pulled the devices again. */
async function listedBadge(page: Page): Promise<string> {
  await expireDevices(page);
  await devices.open();
  await expect.poll(() => devicesPulledAt(page), POLL).toBeGreaterThan(1);
  await devices.search(NAME);
  const badge = devices
    .rowOf(NAME)
    .locator('.schools-badge')
    .filter({ hasText: /Never seen|Updating|Up to date|Out of date/ });
  return ((await badge.first().textContent()) ?? '').trim();
}

describe('a headset running against the served build', () => {
  it('is seen updating then up to date, obeys a Sync now sent offline, and stops at a rotated token', async () => {
    const { page, context } = e2e;
    folder = await mkdtemp(path.join(tmpdir(), 'shala-e2e-headset-'));
    const school = devices.schools.find((s) => s.status === 'active')!;
    const device = await devices.create({
      device_name: NAME,
      api_token: TOKEN,
      school_id: school._id,
      status: true,
    });
    const manifest = (
      await e2e.server.app.inject({
        url: '/api/headset/manifest',
        headers: { authorization: `Device ${TOKEN}` },
      })
    ).json<Manifest>();
    const bytes = manifest.lessons.reduce((sum, lesson) => sum + (lesson.file?.size ?? 0), 0);
    expect(bytes).toBeGreaterThan(0);

    await devices.open();
    await devices.search(NAME);
    await devices.rowOf(NAME).getByText('Never seen').waitFor();

    // On a link so slow its lessons would take minutes, the headset stays "updating" while it is looked at.
    const slow = startHeadset(Math.max(1, Math.round(bytes / 1024 / 120)));
    await expect.poll(async () => (await serverDevice(device._id)).lessons_status, POLL).toBe('updating');
    expect(await listedBadge(page)).toMatch(/^Updating, \d+ of \d+$/);
    await page.goto(`/devices/${device._id}`);
    await page.getByRole('heading', { name: 'Last check-in' }).waitFor();
    await page
      .getByText(/^Updating, \d+ of \d+$/)
      .first()
      .waitFor();
    // Switched off and on again, now on a good link: it resumes what it had and finishes.
    headset!.kill();
    await slow;
    const exited = startHeadset(0);

    await expect.poll(async () => (await serverDevice(device._id)).lessons_status, POLL).toBe('up_to_date');
    expect(await listedBadge(page)).toBe('Up to date');
    await page.goto(`/devices/${device._id}`);
    await page.getByText('Up to date').first().waitFor();
    const lessons = page.getByRole('region', { name: 'Lessons on this headset' });
    await expect.poll(() => lessons.getByText('Installed').count(), POLL).toBe(manifest.lessons.length);

    // "Sync now" from a tablet offline: kept on the tablet, sent when it is back, obeyed by the headset.
    await goOffline(context);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('list', { name: 'Saved on this device' }).getByText('Sync now').waitFor();
    expect(await serverCommands(device._id)).toEqual([]);
    await goOnline(context);
    await expect.poll(async () => (await serverCommands(device._id))[0]?.state, POLL).toBe('done');
    const [command] = await serverCommands(device._id);
    // The headset says so once the server answered its confirmation.
    await expect.poll(() => output, POLL).toContain(`command sync ${command!._id}: done`);
    await page.reload();
    await page.getByRole('list', { name: 'Commands' }).getByText('Done').waitFor();

    // A rotated token: the running headset's next call is refused, and it stops.
    const rotated = await e2e.server.app.inject({
      method: 'POST',
      url: `/api/devices/${device._id}/rotate-token`,
      headers: { authorization: `Bearer ${devices.token}` },
      payload: { api_token: 'vr_e2e_live_rotated_9Jx4' },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(await exited).toBe(2);
    expect(output).toMatch(/The server refused this headset: .*401/);
  });
});
