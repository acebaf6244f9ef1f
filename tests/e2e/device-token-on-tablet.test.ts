/**
 * A headset's API token never lands on a tablet (docs/sync.md, "What a device keeps"): after a device
 * conflict settled with "Use server's" (the app reads the record again from `GET /api/device/:id`,
 * which answers the whole token) or "Keep mine", after a device write the server refused and its
 * Discard (read again too), and after a token rotation made offline, no token of any headset is
 * anywhere in the tablet's IndexedDB.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import { devices as deviceTable } from '../../server/db/schema';
import { browserFixture } from './browser-fixture';
import { devicesScreen, imeiOf } from './devices-helpers';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE, waitForServiceWorker } from './harness';
import { syncStatus } from './schools-helpers';
import { storedOnTablet } from './tablet-storage';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const devices = devicesScreen(e2e);
const POLL = { timeout: 20_000 };

let school: { _id: string; school_name: string };
beforeAll(() => {
  school = devices.schools.find((candidate) => candidate.status === 'active')!;
});

/** Every headset token the server holds now. */
async function serverTokens(): Promise<string[]> {
  const rows = await e2e.server.app.db.select({ token: deviceTable.api_token }).from(deviceTable);
  return rows.map((row) => row.token);
}

async function expectNoTokenOnTablet() {
  const stored = JSON.stringify(await storedOnTablet(e2e.page));
  expect(stored).toContain('E2E Token'); // the tablet does hold the devices of this test
  const found = (await serverTokens()).filter((token) => stored.includes(token));
  expect(found, 'headset tokens stored on the tablet').toEqual([]);
}

async function putOnServer(device: Device, changes: Partial<Device>) {
  const answer = await e2e.server.app.inject({
    method: 'PUT',
    url: `/api/device/${device._id}`,
    headers: { authorization: `Bearer ${devices.token}` },
    payload: {
      device_name: device.device_name,
      school_id: device.school_id,
      status: device.status,
      imei_number: device.imei_number,
      ...changes,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** Edits the device on the tablet with the wizard, offline; `change` fills the first step. */
async function editOffline(device: Device, change: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  const { page, context } = e2e;
  await page.goto(`/devices/${device._id}/edit`);
  const form = page.getByRole('form', { name: 'Edit VR Device' });
  await form.getByLabel('Device Name').waitFor();
  await goOffline(context);
  await change(form);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Device', exact: true }).click();
  await page.getByText(SAVED_ON_DEVICE).first().waitFor();
}

/** Back online until the change needs attention; the pending-changes panel, open. */
async function attentionPanel() {
  const { page, context } = e2e;
  await goOnline(context);
  await expect.poll(() => syncStatus(page), POLL).toBe('1 need attention');
  await page.getByTestId('sync-status').click();
  return page.getByRole('dialog', { name: 'Pending changes' });
}

const made = (name: string, token: string, imei: string | null = null) =>
  devices.create({ device_name: name, api_token: token, school_id: school._id, imei_number: imei });

describe('no headset token on the tablet', () => {
  it(
    'after a device conflict settled with "Use server\'s", then another with "Keep mine"',
    { tags: ['service-worker'] },
    async () => {
      const { page } = e2e;
      const first = await made('E2E Token Conflict 1', 'vr_e2e_conflict_token_0001');
      const second = await made('E2E Token Conflict 2', 'vr_e2e_conflict_token_0002');
      await devices.open();
      // Every screen must open offline: the app is installed (precached) before the connection drops.
      await waitForServiceWorker(page);
      await devices.rowOf('E2E Token Conflict 2').waitFor();

      await editOffline(first, (form) => form.getByLabel('Device Name').fill('E2E Token Tablet 1'));
      await putOnServer(first, { device_name: 'E2E Token Office 1' });
      let panel = await attentionPanel();
      await panel.getByText('Changed on the server meanwhile').waitFor();
      await panel.getByRole('button', { name: "Use server's" }).click();
      await expect.poll(() => syncStatus(page), POLL).toBe('All changes saved');
      await panel.getByRole('button', { name: 'Close' }).click();
      await devices.open();
      await devices.rowOf('E2E Token Office 1').waitFor();
      await expectNoTokenOnTablet();

      await editOffline(second, (form) => form.getByLabel('Device Name').fill('E2E Token Tablet 2'));
      await putOnServer(second, { device_name: 'E2E Token Office 2' });
      panel = await attentionPanel();
      await panel.getByRole('button', { name: 'Keep mine' }).click();
      await expect.poll(() => syncStatus(page), POLL).toBe('All changes saved');
      await panel.getByRole('button', { name: 'Close' }).click();
      await devices.open();
      await devices.rowOf('E2E Token Tablet 2').waitFor();
      await expectNoTokenOnTablet();
    },
  );

  it(
    'after a device write the server refused, and after it is discarded',
    { tags: ['service-worker'] },
    async () => {
      const { page } = e2e;
      const taken = imeiOf('35777700000101');
      await made('E2E Token Holder', 'vr_e2e_refused_token_0001', taken);
      const refused = await made('E2E Token Refused', 'vr_e2e_refused_token_0002');
      await devices.open();
      await waitForServiceWorker(page);
      await devices.rowOf('E2E Token Refused').waitFor();

      await editOffline(refused, (form) => form.getByLabel('IMEI Number').fill(taken));
      const panel = await attentionPanel();
      await panel.getByText('This IMEI number is already used by another device').waitFor();
      await expectNoTokenOnTablet();
      await panel.getByRole('button', { name: 'Discard' }).click();
      await expect.poll(() => syncStatus(page), POLL).toBe('All changes saved');
      await expectNoTokenOnTablet();
    },
  );

  it('after a token rotation made offline has reached the server', { tags: ['service-worker'] }, async () => {
    const { page, context } = e2e;
    const device = await made('E2E Token Rotated', 'vr_e2e_rotated_token_0001');
    await page.goto(`/devices/${device._id}`);
    await waitForServiceWorker(page);
    await page.getByRole('heading', { name: /E2E Token Rotated/ }).waitFor();
    await goOffline(context);
    await page.getByRole('button', { name: 'Rotate token', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate API token' });
    await dialog.getByRole('button', { name: 'Rotate token' }).click();
    await page.getByText(SAVED_ON_DEVICE).first().waitFor();
    const fresh = (await page.getByTestId('new-device-token').textContent())!;

    await goOnline(context);
    await expect.poll(() => syncStatus(page), POLL).toBe('All changes saved');
    expect(await serverTokens()).toContain(fresh);
    await expectNoTokenOnTablet();
  });
});
