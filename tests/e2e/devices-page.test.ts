/**
 * The VR Device Management screen in a real browser against the real server: the cards, the search over
 * name, school, IMEI and token, the three badges, a row opening its device, and a real delete.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { devicesScreen, imeiOf } from './devices-helpers';
import { TABLET_SIZES } from './layout-checks';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const devices = devicesScreen(e2e);

describe('the VR Device Management screen', () => {
  it('counts, searches all four fields and badges devices by status', async () => {
    const { page } = e2e;
    const school = devices.schools.find((s) => s.status === 'active')!;
    // The seed has Active and Inactive devices, none switched on without an IMEI.
    const notLinked = await devices.create({
      device_name: 'E2E Quest Unpaired',
      api_token: 'vr_e2e_unpaired_Q7wZ',
      school_id: school._id,
      status: true,
    });
    const all = await devices.list();
    const active = all.find((device) => device.status && device.imei_number)!;
    const inactive = all.find((device) => !device.status)!;

    await devices.open();
    await expect.poll(devices.counts).toBe(devices.expectedCounts(all));
    const badge = async (name: string) =>
      // The first badge of a row is its status (the lessons badge comes after it).
      (await devices.rowOf(name).locator('.schools-badge').first().textContent())?.trim();
    expect(await badge(notLinked.device_name)).toBe('Not Linked');
    expect(await badge(active.device_name)).toBe('Active');
    expect(await badge(inactive.device_name)).toBe('Inactive');
    expect(await devices.rowOf(notLinked.device_name).textContent()).toContain('••••Q7wZ');

    const sortedNames = (list: typeof all) =>
      list
        .map((device) => device.device_name)
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    await devices.search('e2e quest');
    await expect.poll(devices.listed).toEqual([notLinked.device_name]);
    await devices.search(school.school_name.toUpperCase());
    await expect
      .poll(async () =>
        (await devices.listed()).sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
      )
      .toEqual(sortedNames(all.filter((device) => device.school_id === school._id)));
    await devices.search(active.imei_number!);
    await expect.poll(devices.listed).toEqual([active.device_name]);
    await devices.search('vr_e2e_unpaired_Q7wZ');
    await expect.poll(devices.listed).toEqual([notLinked.device_name]);
    await devices.search('q7wz');
    await expect.poll(devices.listed).toEqual([notLinked.device_name]);
    await devices.search('no-device-like-this');
    await page.getByText('No VR devices found').waitFor();

    await devices.search(inactive.device_name);
    await devices.rowOf(inactive.device_name).locator('td').nth(1).click();
    await page.waitForURL(`**/devices/${inactive._id}`);
  });

  it('asks before deleting with its fixed words, deletes on the server, and the cards follow', async () => {
    const { page } = e2e;
    const school = devices.schools[0]!;
    const doomed = await devices.create({
      device_name: 'E2E Quest To Retire',
      api_token: 'vr_e2e_retire_0001',
      school_id: school._id,
      status: true,
      imei_number: imeiOf('35999900000001'),
    });
    const before = await devices.list();
    await devices.open();
    await expect.poll(devices.counts).toBe(devices.expectedCounts(before));

    await devices.search('retire');
    await page.getByRole('button', { name: `Delete ${doomed.device_name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete VR Device' });
    await dialog
      .getByText(`Are you sure you want to delete ${doomed.device_name}? This action cannot be undone.`, {
        exact: true,
      })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(devices.listed).toEqual([doomed.device_name]);

    await page.getByRole('button', { name: `Delete ${doomed.device_name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Device deleted successfully!').first().waitFor();
    await page.getByText('No VR devices found').waitFor();
    await devices.savedOnServer(() => devices.status(doomed._id), 404);
    const after = before.filter((device) => device._id !== doomed._id);
    expect(await devices.counts()).toBe(devices.expectedCounts(after));
    expect((await devices.list()).length).toBe(after.length);
  });
});

describe("a device's detail page opened directly (a reload, a link, offline)", () => {
  it.each(TABLET_SIZES)(
    'shows its status as the same coloured badge as the list, at $width × $height',
    async (size) => {
      const { page } = e2e;
      await page.setViewportSize(size);
      const [device] = await devices.list();
      const colours = (where: Locator) =>
        where.evaluate((badge) => {
          const style = getComputedStyle(badge);
          return { background: style.backgroundColor, radius: style.borderRadius };
        });
      // The first screen this profile loads is the detail page.
      await page.goto(`/devices/${device!._id}`);
      const onDetail = await colours(
        page.getByRole('heading', { name: device!.device_name }).locator('.schools-badge'),
      );
      expect(onDetail.background).not.toBe('rgba(0, 0, 0, 0)');
      await devices.open();
      expect(await colours(devices.rowOf(device!.device_name).locator('.schools-badge').first())).toEqual(
        onDetail,
      );
    },
  );
});
