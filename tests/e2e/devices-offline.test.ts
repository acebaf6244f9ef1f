/**
 * The device list opens offline with its saved data; a VR device created offline shows in the list with a
 * pending mark, survives a reload and reaches the server exactly once; its detail page opens from the
 * mirror without the token, which reaches the server as made on the device.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE, waitForServiceWorker } from './harness';
import { devicesScreen, imeiOf } from './devices-helpers';
import { syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const devices = devicesScreen(e2e);

describe('VR devices offline', () => {
  it(
    'keeps a device created offline, marked as waiting, and sends it exactly once when back online',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      const school = devices.schools.find((s) => s.status === 'active')!;
      const before = await devices.list();
      await devices.open();
      await waitForServiceWorker(page);
      await expect.poll(devices.counts).toBe(devices.expectedCounts(before));

      await goOffline(context);
      // The screen opens offline from the device, and says how old its data is.
      await page.reload();
      await page.getByText(/^Saved data from .* · offline$/).waitFor();
      await devices.rowOf(before[0]!.device_name).waitFor();
      await page.getByRole('button', { name: 'Add VR Device' }).click();
      await page.getByLabel('Device Name', { exact: true }).fill('E2E Quest Offline 01');
      await page.getByLabel('API Token', { exact: true }).fill('vr_e2e_offline_0001');
      await page.getByLabel('IMEI Number', { exact: true }).fill(imeiOf('35777700000003'));
      await page.getByRole('button', { name: 'Next' }).click();
      await page
        .getByPlaceholder('Search schools by name, location, or principal...')
        .fill(school.school_name);
      await page
        .getByRole('button', { name: new RegExp(school.school_name) })
        .first()
        .click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Create Device' }).click();
      await page.getByText(SAVED_ON_DEVICE).first().waitFor();

      const row = devices.rowOf('E2E Quest Offline 01');
      await row.getByText('Waiting to sync').waitFor();
      await page.reload();
      await row.getByText('Waiting to sync').waitFor();
      expect(await row.textContent()).toContain('••••0001');
      expect(await row.textContent()).toContain(school.school_name);
      await expect.poll(() => syncStatus(page)).toBe('Offline · 1 change waiting');
      const total = Number(/Total VR Devices(\d+)/.exec((await devices.counts()) ?? '')?.[1]);
      expect(total).toBe(before.length + 1);

      await goOnline(context);
      await devices.settled();
      const named = (await devices.list()).filter((device) => device.device_name === 'E2E Quest Offline 01');
      expect(named).toHaveLength(1);
      expect(named[0]).toMatchObject({ school_id: school._id, status: true });
      expect((await devices.list()).length).toBe(before.length + 1);
      await page.reload();
      await row.waitFor();
      await expect.poll(() => row.getByText('Waiting to sync').count()).toBe(0);
    },
  );

  it(
    'opens a device created offline on its detail page, without its token, and sends the token made here',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      const school = devices.schools.find((s) => s.status === 'active')!;
      const before = await devices.list();
      await devices.open();
      await waitForServiceWorker(page);

      await goOffline(context);
      await page.getByRole('button', { name: 'Add VR Device' }).click();
      const form = page.getByRole('form', { name: 'Create New VR Device' });
      await form.getByLabel('Device Name').fill('E2E Quest Detail Offline');
      await form.getByRole('button', { name: 'Generate' }).click();
      const token = await form.getByLabel('API Token').inputValue();
      await form.getByRole('button', { name: 'Next' }).click();
      await form
        .getByPlaceholder('Search schools by name, location, or principal...')
        .fill(school.school_name);
      await form.getByRole('button', { name: new RegExp(school.school_name) }).click();
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByRole('button', { name: 'Create Device' }).click();
      await page.getByText(SAVED_ON_DEVICE).first().waitFor();
      await devices.rowOf('E2E Quest Detail Offline').getByText('Waiting to sync').waitFor();
      await expect.poll(() => syncStatus(page)).toBe('Offline · 1 change waiting');

      // Its detail page opens from the mirror; the token is not on this device.
      await devices.rowOf('E2E Quest Detail Offline').locator('td').nth(1).click();
      await page.getByRole('heading', { name: /E2E Quest Detail Offline/ }).waitFor();
      await page.getByText(/Saved data from .* · offline/).waitFor();
      await page.getByText('Waiting to sync').waitFor();
      await page.getByRole('region', { name: 'School Allocation' }).getByText(school.school_name).waitFor();
      expect(await page.getByTestId('device-token').textContent()).toBe(`••••${token.slice(-4)}`);
      await page.getByRole('button', { name: 'Reveal' }).click();
      await page.getByText('Connect to the internet to see the API token').waitFor();

      await goOnline(context);
      await devices.settled();
      await expect.poll(() => page.getByText('Waiting to sync').count()).toBe(0);
      const after = await devices.list();
      expect(after).toHaveLength(before.length + 1);
      const sent = after.filter((device) => device.device_name === 'E2E Quest Detail Offline');
      expect(sent).toMatchObject([{ school_id: school._id, status: true, imei_number: null, version: 1 }]);
      const answer = await e2e.server.app.inject({
        method: 'GET',
        url: `/api/devices/${sent[0]!._id}/token`,
        headers: { authorization: `Bearer ${devices.token}` },
      });
      expect(answer.json<{ data: { api_token: string } }>().data.api_token).toBe(token);
    },
  );
});
