/**
 * The VR device wizard, detail and edit pages in a real browser against the real server: each step's
 * Next, the school search, review and create; edit returning to the detail; the token's generate,
 * copy, reveal and rotate; an unknown id.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { devicesScreen, imeiOf } from './devices-helpers';
import { DEMO } from './harness';
import { TABLET_SIZES } from './layout-checks';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const devices = devicesScreen(e2e);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const wizard = (page: Page, title: string) => page.getByRole('form', { name: title });

/** The token the server holds for a device (`GET /api/devices/:id/token`). */
async function serverToken(id: string): Promise<string> {
  const answer = await e2e.server.app.inject({
    method: 'GET',
    url: `/api/devices/${id}/token`,
    headers: { authorization: `Bearer ${devices.token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { api_token: string } }>().data.api_token;
}

describe('the VR device wizard', () => {
  it('walks the three steps and creates the device on the server with the generated token', async () => {
    const { page, context } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const school = devices.schools.find((s) => s.status === 'active')!;
    const closed = devices.schools.find((s) => s.status === 'inactive')!;
    await devices.open();
    await button(page, 'Add VR Device').click();
    const form = wizard(page, 'Create New VR Device');
    await form.getByText('Step 1: Basic Information').waitFor();
    const next = button(page, 'Next');
    expect(await next.isDisabled()).toBe(true);
    expect(await form.getByLabel('Initial Status').inputValue()).toBe('active');

    await form.getByLabel('Device Name').fill('E2E Quest Wizard');
    expect(await next.isDisabled()).toBe(true);
    await form.getByLabel('API Token').fill('short');
    await form.getByText('API token must be at least 8 characters').waitFor();
    await button(page, 'Generate').click();
    const token = await form.getByLabel('API Token').inputValue();
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    await button(page, 'Copy').click();
    await page.getByText('API token copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await form.getByLabel('IMEI Number').fill('12345');
    await form.getByText('IMEI number must be exactly 15 digits').waitFor();
    const imei = imeiOf('35888800000007');
    await form.getByLabel('IMEI Number').fill(imei);
    await next.click();

    await form.getByText('Step 2: School Allocation').waitFor();
    expect(await next.isDisabled()).toBe(true);
    const search = form.getByPlaceholder('Search schools by name, location, or principal...');
    await search.fill('no school is called this');
    await form.getByText('No schools found matching your search.').waitFor();
    // Create offers only active schools.
    await search.fill(closed.school_name);
    await form.getByText('No schools found matching your search.').waitFor();
    await search.fill(school.school_name);
    await form.getByRole('button', { name: new RegExp(school.school_name) }).click();
    await form.getByRole('region', { name: 'Selected School' }).getByText(school.school_name).waitFor();
    await next.click();

    await form.getByText('Step 3: Review & Create').waitFor();
    const review = await form.locator('dl').textContent();
    expect(review).toContain('E2E Quest Wizard');
    expect(review).toContain(`••••${token.slice(-4)}`);
    expect(review).not.toContain(token);
    expect(review).toContain(school.school_name);
    await button(page, 'Create Device').click();
    await page.getByText('Device created successfully!').waitFor();
    await devices.rowOf('E2E Quest Wizard').waitFor();

    const created = (await devices.list()).filter((device) => device.device_name === 'E2E Quest Wizard');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ school_id: school._id, status: true, imei_number: imei });
    expect(await serverToken(created[0]!._id)).toBe(token);
  });

  it('a token the server already knows: the create fails with its message and the wizard stays', async () => {
    const { page } = e2e;
    const school = devices.schools.find((s) => s.status === 'active')!;
    await devices.create({
      device_name: 'E2E Quest Holder',
      api_token: 'vr_e2e_taken_token_01',
      school_id: school._id,
    });
    await devices.open();
    await button(page, 'Add VR Device').click();
    const form = wizard(page, 'Create New VR Device');
    await form.getByLabel('Device Name').fill('E2E Quest Copycat');
    await form.getByLabel('API Token').fill('vr_e2e_taken_token_01');
    await button(page, 'Next').click();
    await form
      .getByRole('button', { name: new RegExp(school.school_name) })
      .first()
      .click();
    await button(page, 'Next').click();
    await button(page, 'Create Device').click();
    await page
      .getByText('Failed to create device: This API token is already used by another device')
      .waitFor();
    await form.getByText('This API token is already used by another device').waitFor();

    await button(page, 'Generate').click();
    await button(page, 'Next').click();
    await button(page, 'Next').click();
    await button(page, 'Create Device').click();
    await page.getByText('Device created successfully!').waitFor();
    await devices.settled();
    expect(
      (await devices.list()).filter((device) => device.device_name === 'E2E Quest Copycat'),
    ).toHaveLength(1);
  });

  it('edits a device from its detail page, keeping its token, and returns to the detail', async () => {
    const { page } = e2e;
    const [first, second] = devices.schools.filter((s) => s.status === 'active');
    const closed = devices.schools.find((s) => s.status === 'inactive')!;
    const device = await devices.create({
      device_name: 'E2E Quest Before',
      api_token: 'vr_e2e_edit_token_01',
      school_id: first!._id,
    });
    await page.goto(`/devices/${device._id}`);
    await page.getByRole('heading', { name: /E2E Quest Before/ }).waitFor();
    await page.getByRole('region', { name: 'School Allocation' }).getByText(first!.school_name).waitFor();
    await page.getByRole('link', { name: 'Edit Device' }).click();
    await page.waitForURL(`**/devices/${device._id}/edit`);

    const form = wizard(page, 'Edit VR Device');
    expect(await form.getByLabel('Device Name').inputValue()).toBe('E2E Quest Before');
    expect(await form.getByLabel('API Token').inputValue()).toBe('');
    await form.getByText('Leave empty to keep the current token').waitFor();
    await form.getByLabel('Device Name').fill('E2E Quest After');
    await button(page, 'Next').click();
    // Edit lists every school, inactive ones too.
    const search = form.getByPlaceholder('Search schools by name, location, or principal...');
    await search.fill(closed.school_name);
    await form.getByRole('button', { name: new RegExp(closed.school_name) }).waitFor();
    await search.fill(second!.school_name);
    await form.getByRole('button', { name: new RegExp(second!.school_name) }).click();
    await button(page, 'Next').click();
    await button(page, 'Edit Device').click();

    await page.waitForURL((url) => url.pathname === `/devices/${device._id}`);
    await page.getByText('Device edited successfully!').waitFor();
    await page.getByRole('region', { name: 'School Allocation' }).getByText(second!.school_name).waitFor();
    const onServer = (await devices.list()).find((d) => d._id === device._id);
    expect(onServer).toMatchObject({
      device_name: 'E2E Quest After',
      school_id: second!._id,
      version: device.version + 1,
    });
    expect(await serverToken(device._id)).toBe('vr_e2e_edit_token_01');
  });

  it('reveals the token from the server and rotates it behind a confirmation', async () => {
    const { page, context } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const school = devices.schools.find((s) => s.status === 'active')!;
    const device = await devices.create({
      device_name: 'E2E Quest Rotate',
      api_token: 'vr_e2e_rotate_old_01',
      school_id: school._id,
    });
    await page.goto(`/devices/${device._id}`);
    const shown = page.getByTestId('device-token');
    await expect.poll(() => shown.textContent()).toBe('••••d_01');
    await button(page, 'Reveal').click();
    await expect.poll(() => shown.textContent()).toBe('vr_e2e_rotate_old_01');

    await button(page, 'Rotate token').click();
    const dialog = page.getByRole('dialog', { name: 'Rotate API token' });
    await dialog.getByText(/A new API token will replace the current one of E2E Quest Rotate/).waitFor();
    await dialog.getByRole('button', { name: 'Rotate token' }).click();
    await page.getByText('API token rotated').waitFor();
    const fresh = (await page.getByTestId('new-device-token').textContent())!;
    expect(fresh).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await serverToken(device._id)).toBe(fresh);
    // The old token is no longer shown as if current; the hint follows the new one.
    await expect.poll(() => shown.textContent()).toBe(`••••${fresh.slice(-4)}`);
    await page.getByRole('region', { name: 'New API token' }).getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fresh);
  });

  it.each(TABLET_SIZES)(
    'step 2 shows the schools right under the search box, the first one on screen, at $width × $height',
    async (size) => {
      const { page } = e2e;
      await page.setViewportSize(size);
      await devices.open();
      await button(page, 'Add VR Device').click();
      const form = wizard(page, 'Create New VR Device');
      await form.getByLabel('Device Name').fill('E2E Quest Step Two');
      await button(page, 'Generate').click();
      await button(page, 'Next').click();
      await form.getByText('Step 2: School Allocation').waitFor();

      const search = (await form.getByRole('searchbox').boundingBox())!;
      const firstCard = form.getByRole('list', { name: 'Schools' }).getByRole('button').first();
      await firstCard.waitFor();
      const card = (await firstCard.boundingBox())!;
      expect(card.y - (search.y + search.height)).toBeLessThan(40);
      expect(card.y + card.height).toBeLessThanOrEqual(size.height);
    },
  );

  it.each(TABLET_SIZES)(
    'shows a rotated token below the actions, which stay on one row, at $width × $height',
    async (size) => {
      const { page } = e2e;
      await page.setViewportSize(size);
      const school = devices.schools.find((s) => s.status === 'active')!;
      const device = await devices.create({
        device_name: `E2E Quest Rotate ${size.width}`,
        api_token: `vr_e2e_rotate_row_${size.width}`,
        school_id: school._id,
      });
      await page.goto(`/devices/${device._id}`);
      await button(page, 'Rotate token').click();
      await page
        .getByRole('dialog', { name: 'Rotate API token' })
        .getByRole('button', { name: 'Rotate token' })
        .click();
      const panel = page.getByRole('region', { name: 'New API token' });
      await panel.waitFor();

      const rotate = (await button(page, 'Rotate token').boundingBox())!;
      const edit = (await page.getByRole('link', { name: 'Edit Device' }).boundingBox())!;
      expect(Math.abs(edit.y - rotate.y)).toBeLessThan(rotate.height / 2);
      expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual(edit.y + edit.height);
    },
  );

  it("says 'Invalid Device ID' for an unknown device, with a way back to the list", async () => {
    const { page } = e2e;
    const unknown = '0190a6e0-0000-7000-8000-00000000dead';
    await page.goto(`/devices/${unknown}`);
    await page.getByText('Invalid Device ID').waitFor();
    await page.goto(`/devices/${unknown}/edit`);
    await page.getByText('Invalid Device ID').waitFor();
    await button(page, 'Back to Devices').click();
    await page.waitForURL((url) => url.pathname === '/devices');
    await page.getByRole('heading', { name: 'VR Device Management' }).waitFor();
  });
});
