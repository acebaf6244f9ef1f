/** The device list's side of the CSV import: check a file against the device's schools and devices, then save the good rows. */
import { db } from '../../data/db/app-db';
import { saveBatchLocally } from '../../data/outbox/save-batch-locally';
import { readCsvTable } from '../../ui/csv-import/csv-table';
import { tokenHint } from '../../domain/devices/device-schema';
import { newId } from '../../domain/ids';
import { textField as text } from '../../domain/people/record-status';
import { MAX_DEVICE_BULK_ROWS } from '../../domain/devices/device-bulk';
import { importLabel } from '../../ui/csv-import/counted';
import type { PrepareResult } from '../../ui/csv-import/use-csv-import';
import { checkDeviceRows, DEVICE_CSV_SPEC, DEVICE_NOUN, type DeviceImportRow } from './device-csv';

export const DEVICES_BULK_PATH = '/devices/bulk';

export async function prepareDeviceImport(text: string): Promise<PrepareResult<DeviceImportRow>> {
  const read = readCsvTable(text, DEVICE_CSV_SPEC, MAX_DEVICE_BULK_ROWS);
  if (!read.ok) return read;
  const [schools, devices] = await Promise.all([db.schools.toArray(), db.devices.toArray()]);
  return { ok: true, report: checkDeviceRows(read.table, schools, devices) };
}

/**
 * One outbox row for the whole file (`POST /devices/bulk`, all or nothing on the server), each row with
 * its own id; it waits for the rows' schools. The devices shown meanwhile carry the token's hint, not the token.
 */
export async function importDevices(userId: string, rows: readonly DeviceImportRow[]): Promise<void> {
  const devices = rows.map((row) => ({ _id: newId(), ...row }));
  const schoolIds = [...new Set(devices.map((device) => device.school_id))];
  const schools = new Map((await db.schools.bulkGet(schoolIds)).flatMap((s) => (s ? [[s._id, s]] : [])));
  const records = devices.map(({ api_token, ...device }) => {
    const school = schools.get(device.school_id);
    return {
      ...device,
      api_token_hint: tokenHint(api_token),
      school_name: school ? text(school.school_name) : null,
      school: school
        ? {
            school_name: text(school.school_name),
            city: text(school.city),
            state: text(school.state),
            principal_name: text(school.principal_name),
            phone_number: text(school.phone_number),
          }
        : null,
    };
  });
  await saveBatchLocally(userId, {
    entity: 'devices',
    records,
    request: { method: 'POST', path: DEVICES_BULK_PATH, body: { devices } },
    label: importLabel(devices.length, DEVICE_NOUN),
    dependsOn: schoolIds,
  });
}
