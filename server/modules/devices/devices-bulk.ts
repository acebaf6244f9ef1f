/**
 * `POST /devices/bulk`: all rows or none, in one transaction, as the kit's imports (bulk-plan.ts): a row
 * whose id is stored answers as stored (a replay creates none); schools must be live; tokens and IMEIs
 * unique within the file and against live devices.
 */
import { DEVICE_BULK_MESSAGES as DB, type DeviceBulkRequest } from '../../../src/domain/devices/device-bulk';
import { DEVICE_MESSAGES as M } from '../../../src/domain/devices/device-schema';
import { newId } from '../../../src/domain/ids';
import { BULK_MESSAGES as B } from '../../../src/domain/csv/bulk-request';
import { devices } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import { orClash } from '../../kit/record-write';
import { assertNoClashes, markClashes, planBulk, rowsInvalid } from '../../kit/bulk-plan';
import { deviceViews, type DeviceRow } from './device-view';
import { deviceRows, heldValues, liveSchools } from './devices-repository';

export async function bulkCreateDevices(context: WriteContext, input: DeviceBulkRequest) {
  const { tx, touch } = context;
  const rows = input.rows.map((row) => ({ ...row, _id: row._id ?? newId() }));
  const stored = await deviceRows.findByIds(
    tx,
    rows.map((row) => row._id),
  );
  const plan = planBulk(rows, stored);

  const schools = await liveSchools(tx, [...new Set(plan.fresh.map(({ row }) => row.school_id))]);
  const unknown = plan.fresh.filter(({ row }) => !schools.has(row.school_id)).map(({ index }) => index);
  if (unknown.length > 0) throw rowsInvalid(unknown, 'school_id', M.schoolInvalid);

  const freshValues = (pick: (row: (typeof rows)[number]) => string | null) =>
    plan.fresh.flatMap(({ row }) => pick(row) ?? []);
  markClashes(
    plan,
    'api_token',
    (row) => row.api_token,
    await heldValues(
      tx,
      devices.api_token,
      freshValues((row) => row.api_token),
    ),
    {
      repeated: DB.tokenRepeated,
      taken: M.tokenTaken,
    },
  );
  markClashes(
    plan,
    'imei_number',
    (row) => row.imei_number ?? undefined,
    await heldValues(
      tx,
      devices.imei_number,
      freshValues((row) => row.imei_number),
    ),
    { repeated: DB.imeiRepeated, taken: M.imeiTaken },
  );
  assertNoClashes(plan);

  const inserted = new Map<string, DeviceRow>();
  const insert = deviceRows.insertMany(
    tx,
    plan.fresh.map(({ row }) => row),
  );
  // Another writer took a token or an IMEI since the checks above.
  for (const row of await orClash(insert, () => new HttpError(409, B.duplicates, 'duplicate'))) {
    inserted.set(row._id, row);
    touch(devices, row._id);
  }
  const answered = rows.map((row, index) => plan.kept.get(index) ?? inserted.get(row._id)!);
  return { success: true as const, created: inserted.size, data: await deviceViews(tx, answered) };
}
