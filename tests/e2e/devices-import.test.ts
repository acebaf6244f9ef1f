/**
 * The VR devices CSV import in a real browser: the preview names the bad rows by number with their
 * messages, the good rows reach the server once, and the same bulk request sent again adds none.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv/csv-parse';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { devicesScreen, imeiOf } from './devices-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const devices = devicesScreen(e2e);

/** The rows of the CSV file a button downloads. */
async function download(button: string): Promise<string[][]> {
  const started = e2e.page.waitForEvent('download');
  await e2e.page.getByRole('button', { name: button }).click();
  const file = await started;
  const parsed = parseCsv(new TextDecoder().decode(await readFile(await file.path())));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.records.map((record) => record.cells);
}

describe('importing VR devices from a CSV file', () => {
  it('previews the bad rows with their numbers and messages, imports the good ones once, and a replay adds none', async () => {
    const { page } = e2e;
    const [first, second] = devices.schools;
    const before = await devices.list();
    const taken = before.find((device) => device.imei_number)!;
    const newImei = imeiOf('35888800000002');
    await devices.open();
    const bulkPosts: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/devices/bulk')
        bulkPosts.push(request.postDataJSON() as Record<string, unknown>);
    });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const panel = page.getByRole('region', { name: 'Import VR devices from CSV' });
    const text = [
      'device_name,api_token,school,status,imei_number',
      `E2E Import 01,vr_e2e_import_0001,${first!.school_name.toLowerCase()},,`,
      `E2E Import 02,short,${first!.school_name},active,`,
      `E2E Import 03,vr_e2e_import_0003,${second!._id},inactive,${newImei}`,
      `E2E Import 04,vr_e2e_import_0001,${first!.school_name},active,`,
      `E2E Import 05,vr_e2e_import_0005,${first!.school_name},active,${taken.imei_number}`,
      'E2E Import 06,vr_e2e_import_0006,Nowhere School,active,',
    ].join('\r\n');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await panel.getByText('2 rows ready, 4 with problems').waitFor();
    const rows = panel.getByRole('table', { name: 'Rows of the file' }).locator('tbody tr');
    const expected: Array<[string, string]> = [
      ['3', 'API token must be at least 8 characters'],
      ['5', 'This API token appears more than once in the file (first on row 2)'],
      ['6', 'This IMEI number is already used by another device'],
      ['7', 'No school named "Nowhere School" is on this device'],
    ];
    expect(await rows.count()).toBe(expected.length);
    for (const [index, [row, problem]] of expected.entries()) {
      const line = rows.nth(index);
      expect(await line.getByRole('rowheader').textContent()).toBe(row);
      expect(await line.locator('td').first().textContent()).toContain(problem);
    }

    const [header, ...bad] = await download('Download error report');
    expect(header).toEqual(['device_name', 'api_token', 'school', 'status', 'imei_number', 'error']);
    expect(bad.map((cells) => cells[0])).toEqual([
      'E2E Import 02',
      'E2E Import 04',
      'E2E Import 05',
      'E2E Import 06',
    ]);

    await panel.getByRole('button', { name: 'Import 2 VR devices' }).click();
    await panel.getByText('2 VR devices imported').waitFor();
    await devices.savedOnServer(async () => (await devices.list()).length, before.length + 2);
    expect(bulkPosts).toHaveLength(1);
    const body = bulkPosts[0] as { devices: Array<{ _id: string }> };
    const imported = (await devices.list())
      .filter((device) => device.device_name.startsWith('E2E Import'))
      .sort((a, b) => a.device_name.localeCompare(b.device_name));
    expect(imported).toMatchObject([
      { device_name: 'E2E Import 01', school_id: first!._id, status: true, imei_number: null },
      { device_name: 'E2E Import 03', school_id: second!._id, status: false, imei_number: newImei },
    ]);
    expect(imported.map((device) => device._id).sort()).toEqual(body.devices.map((row) => row._id).sort());

    await devices.search('e2e import');
    await expect.poll(devices.listed).toEqual(['E2E Import 01', 'E2E Import 03']);
    // The export lists what is shown, in the import's columns but the token, which the device never holds.
    expect(await download('Export CSV')).toEqual([
      ['device_name', 'school', 'status', 'imei_number'],
      ['E2E Import 01', first!.school_name, 'active', ''],
      ['E2E Import 03', second!.school_name, 'inactive', newImei],
    ]);

    const replay = await devices.bulk(body);
    expect(replay.statusCode).toBe(201);
    expect((await devices.list()).length).toBe(before.length + 2);
  });
});
