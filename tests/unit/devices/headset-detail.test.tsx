/**
 * A headset's detail sections: its last check-in from the record, its lessons, plays and commands read
 * from the server and kept on the device (shown offline, labelled as saved data), and commands sent
 * through the outbox, shown as saved on this device until the server has them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAnswer, saveAnswer } from '../../../src/data/answers/saved-answers';
import { db } from '../../../src/data/db/app-db';
import { completeRow } from '../../../src/data/outbox/outbox-queue';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import type { CommandView, DeviceLessons, DevicePlays } from '../../../src/domain/headsets/headset';
import { sendCommand } from '../../../src/features/devices/send-command';
import { jsonResponse, stubFetch, type FetchMock } from '../helpers/fetch';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, freshScope } from '../schools/fixtures';
import { makeDevice, SHIRUR } from './fixtures';

cleanDeviceEachTest();
afterEach(() => vi.unstubAllGlobals());

const LESSON = (overrides: Partial<DeviceLessons['lessons'][number]>) => ({
  content_id: crypto.randomUUID(),
  chapter_title: 'Plant life',
  type: 'video' as const,
  grade: 5,
  subject: 'Science',
  version: 2,
  size: 1000,
  state: 'installed' as const,
  headset_version: 2,
  bytes_done: null,
  error: null,
  reported_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

const LESSONS: DeviceLessons = {
  manifest_version: 'v1.x.1',
  lessons: [
    LESSON({ chapter_title: 'Plant life' }),
    LESSON({ chapter_title: 'The water cycle', state: 'downloading', bytes_done: 350, headset_version: 2 }),
    LESSON({ chapter_title: 'Fractions', state: 'missing', headset_version: null }),
    LESSON({ chapter_title: 'Magnets', state: 'failed', error: 'checksum mismatch' }),
    LESSON({ chapter_title: 'Our solar system', state: 'not_reported', headset_version: null }),
    LESSON({ chapter_title: 'Light', version: 3, headset_version: 2 }),
  ],
};

const PLAYS: DevicePlays = {
  days: 30,
  plays_count: 2,
  minutes: 14,
  plays: [
    {
      id: 'p1',
      content_id: LESSONS.lessons[0]!.content_id,
      chapter_title: 'Plant life',
      started_at: '2026-11-28T10:04:00.000Z',
      duration_s: 540,
      completed: true,
    },
    {
      id: 'p2',
      content_id: 'gone',
      chapter_title: null,
      started_at: '2026-11-27T10:04:00.000Z',
      duration_s: 300,
      completed: false,
    },
  ],
};

/** A new headset for each test: a read left under way by the test before never lands on this one's. */
const newHeadset = () =>
  makeDevice({
    device_name: 'Quest 3 - Shirur 01',
    last_seen_at: new Date(Date.now() - 4 * 60_000 - 1000).toISOString(),
    battery_percent: 76,
    charging: true,
    free_storage_mb: 18210,
    app_version: '1.4.0',
    os_version: 'Quest OS 71',
    lessons_status: 'updating',
    lessons_installed: 12,
    lessons_total: 40,
  });
let device = newHeadset();
beforeEach(() => {
  device = newHeadset();
});

const COMMANDS: CommandView[] = [
  {
    _id: '0190a6e0-0000-7000-8000-00000000c001',
    device_id: 'the headset',
    kind: 'sync',
    content_id: null,
    chapter_title: null,
    state: 'handed_out',
    created_at: '2026-11-28T09:00:00.000Z',
    handed_out_at: '2026-11-28T09:05:00.000Z',
    acked_at: null,
    result_message: null,
    expires_at: '2026-11-29T09:00:00.000Z',
  },
];

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The three reads answer; anything else fails as if the server were away. */
function serveReads(plays: DevicePlays = PLAYS): FetchMock {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    const answer = url.includes('/lessons')
      ? LESSONS
      : url.includes('/plays')
        ? plays
        : url.includes('/commands')
          ? COMMANDS
          : null;
    return answer
      ? Promise.resolve(jsonResponse({ success: true, data: answer }))
      : Promise.reject(new TypeError('Failed to fetch'));
  });
  return fetchMock;
}

async function openDetail() {
  await db.entity('schools').put(SHIRUR);
  await db.entity('devices').put(device);
  await freshScope('global');
  signInAs('super_admin');
  const view = renderApp(`/devices/${device._id}`);
  await screen.findByRole('heading', { name: 'VR Device Details' });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

describe("a headset's detail sections", { timeout: 30_000 }, () => {
  it('shows the last check-in from the record, offline too', async () => {
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    useSyncStatus.setState({ online: false });
    await openDetail();
    const checkIn = await screen.findByRole('region', { name: 'Last check-in' });
    const facts = Object.fromEntries(
      within(checkIn)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts['Last seen']).toMatch(/^4 min ago · /);
    expect(facts).toMatchObject({
      Lessons: 'Updating, 12 of 40',
      Battery: '76%Battery 76%, charging',
      'Free storage': '17.8 GB',
      'App version': '1.4.0',
      'OS version': 'Quest OS 71',
    });
  });

  it("reads the headset's lessons, plays and commands, and keeps them on the device", async () => {
    const fetchMock = serveReads();
    await openDetail();
    const lessons = await screen.findByRole('list', { name: 'Lessons on this headset' });
    expect(
      within(lessons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Plant life · Grade 5 · ScienceInstalled',
      'The water cycle · Grade 5 · ScienceDownloading, 35%',
      'Fractions · Grade 5 · ScienceMissing',
      'Magnets · Grade 5 · ScienceFailed: checksum mismatch',
      'Our solar system · Grade 5 · ScienceNot reported',
      'Light · Grade 5 · ScienceInstalledVersion 2 on the headset, 3 is current',
    ]);
    const plays = region('Plays in the last 30 days');
    expect((await within(plays).findByRole('group', { name: 'Plays in the last 30 days' })).textContent).toBe(
      'Plays2Minutes played14',
    );
    expect(within(plays).getAllByRole('listitem')[1]!.textContent).toMatch(
      /^A lesson no longer listed.* · 5 min · Not completed$/,
    );
    const commands = await within(region('Commands')).findByRole('list', { name: 'Commands' });
    expect(commands.textContent).toContain('Sync now');
    expect(commands.textContent).toContain('Handed out to the headset');
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toEqual(
      expect.arrayContaining([expect.stringContaining(`/api/devices/${device._id}/plays?days=30`)]),
    );
    expect((await readAnswer<DeviceLessons>(`device-lessons:${device._id}`))?.value).toEqual(LESSONS);
    expect((await readAnswer<DevicePlays>(`device-plays:${device._id}`))?.value).toEqual(PLAYS);
    // Nothing is labelled as saved data while the answers are fresh.
    expect(screen.queryByText(/Saved data from/)).toBeNull();
  });

  it('lists the latest ten plays, and the rest on request', async () => {
    const plays = Array.from({ length: 12 }, (_, i) => ({
      ...PLAYS.plays[0]!,
      id: `p${i}`,
      chapter_title: `Lesson ${i + 1}`,
    }));
    serveReads({ ...PLAYS, plays_count: 12, plays });
    const { user } = await openDetail();
    const list = await screen.findByRole('list', { name: 'Plays in the last 30 days' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show the latest 12 plays' }));
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.headset-list__name')?.textContent);
    expect(names).toEqual(plays.map((play) => play.chapter_title));
    expect(screen.queryByRole('button', { name: 'Show the latest 12 plays' })).toBeNull();
  });

  it('shows the last answers offline, labelled as saved data, and asks nothing', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await saveAnswer(`device-lessons:${device._id}`, LESSONS);
    await saveAnswer(`device-plays:${device._id}`, PLAYS);
    useSyncStatus.setState({ online: false });
    await openDetail();
    const lessons = await screen.findByRole('list', { name: 'Lessons on this headset' });
    expect(within(lessons).getAllByRole('listitem')).toHaveLength(6);
    // Each section reads its saved answer from the device on its own: wait for both.
    for (const name of ['Lessons on this headset', 'Plays in the last 30 days'])
      await waitFor(() =>
        expect(within(region(name)).getByRole('status').textContent).toMatch(
          /^Saved data from .+ · offline$/,
        ),
      );
    // Commands were never read on this device: it says so, rather than a blank or an error.
    expect(
      within(region('Commands')).getByText('Not read yet on this device: it shows once you are online.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('/devices/'))).toEqual([]);
  });

  it('labels the saved answer and offers to try again when a read fails online', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'The server is busy' }, 503));
    await saveAnswer(`device-plays:${device._id}`, PLAYS);
    await openDetail();
    const plays = await screen.findByRole('region', { name: 'Plays in the last 30 days' });
    await within(plays).findByRole('alert');
    await waitFor(() => expect(within(plays).getByRole('status').textContent).toMatch(/^Saved data from /));
    expect(within(plays).getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(within(plays).getAllByRole('listitem')).toHaveLength(2);
  });

  it('queues "Sync now" through the outbox offline and shows it as saved on this device', async () => {
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    await saveAnswer(`device-commands:${device._id}`, COMMANDS);
    useSyncStatus.setState({ online: false });
    const { user } = await openDetail();
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    const saved = await within(region('Commands')).findByRole('list', { name: 'Saved on this device' });
    expect(within(saved).getByRole('listitem').textContent).toMatch(/^Sync now · .+Saved on this device$/);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      entity: 'devices',
      operation: 'update',
      targetId: device._id,
      request: {
        method: 'POST',
        path: `/devices/${device._id}/commands`,
        body: { kind: 'sync', content_id: null },
      },
      label: 'Send “Sync now” to headset Quest 3 - Shirur 01',
    });
    expect(row?.request.body?._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The record itself is as it was; the server's list still shows below.
    expect(await db.devices.get(device._id)).toEqual(device);
    expect((await within(region('Commands')).findByRole('list', { name: 'Commands' })).textContent).toContain(
      'Handed out to the headset',
    );
  });

  it('launches a lesson chosen among the lessons last read', async () => {
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    await saveAnswer(`device-lessons:${device._id}`, LESSONS);
    useSyncStatus.setState({ online: false });
    const { user } = await openDetail();
    await screen.findByRole('list', { name: 'Lessons on this headset' });
    await user.click(screen.getByRole('button', { name: 'Launch lesson…' }));
    const dialog = screen.getByRole('dialog', { name: 'Launch lesson…' });
    const launch = within(dialog).getByRole('button', { name: 'Launch' });
    expect(launch).toHaveProperty('disabled', true);
    await user.selectOptions(within(dialog).getByLabelText('Choose the lesson to launch'), 'Magnets');
    await user.click(launch);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [row] = await db.outbox.toArray();
    expect(row?.request.body).toMatchObject({
      kind: 'launch_lesson',
      content_id: LESSONS.lessons[3]!.content_id,
    });
    expect(
      within(region('Commands')).getByRole('list', { name: 'Saved on this device' }).textContent,
    ).toMatch(/^Launch lesson: Magnets/);
  });

  it('keeps the device record when the server answers a command with the command', async () => {
    await db.entity('devices').put(device);
    const id = await sendCommand('user-1', device, 'sync');
    const [row] = await db.outbox.toArray();
    await completeRow(db, row!, { _id: id, device_id: device._id, kind: 'sync', state: 'waiting' });
    expect(await db.devices.toArray()).toEqual([device]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('never folds a command into a refused edit of the device', async () => {
    await db.entity('devices').put(device);
    await db.outbox.put({
      id: '0190a6e0-0000-7000-8000-0000000000e1',
      key: 'k',
      userId: 'user-1',
      entity: 'devices',
      operation: 'update',
      targetId: device._id,
      request: { method: 'PUT', path: `/device/${device._id}`, body: { device_name: 'X' } },
      patch: { device_name: 'X' },
      dependsOn: [],
      status: 'failed',
      attempts: 1,
      previous: device,
      label: 'Edit device X',
      createdAt: Date.now(),
    });
    await sendCommand('user-1', device, 'sync');
    const rows = await db.outbox.orderBy('id').toArray();
    expect(rows.map((row) => [row.status, row.request.method, row.request.path])).toEqual([
      ['failed', 'PUT', `/device/${device._id}`],
      ['waiting', 'POST', `/devices/${device._id}/commands`],
    ]);
    expect(rows[0]!.request.body).toEqual({ device_name: 'X' });
  });
});
