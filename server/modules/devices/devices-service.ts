/**
 * The fleet's writes, global like the schools': client-chosen ids, versions, soft
 * deletes, and the devices' own rules: the linked school must be live, a token and an IMEI belong to
 * one live device each. Every write touches the device for `/api/sync`.
 */
import type { PgColumn } from 'drizzle-orm/pg-core';
import { newId } from '../../../src/domain/ids';
import {
  DEVICE_MESSAGES as M,
  type DeviceCreate,
  type DeviceUpdate,
} from '../../../src/domain/devices/device-schema';
import { BULK_MESSAGES } from '../../../src/domain/csv/bulk-request';
import type { Db } from '../../db/connection';
import { devices } from '../../db/schema';
import { badRequest, duplicate, notFound, versionConflict, type HttpError } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import { orClash } from '../../kit/record-write';
import { deviceView, type DeviceRow, type NewDeviceRow } from './device-view';
import { deviceRows, holderOf, liveSchools } from './devices-repository';

const tokenTaken = () => duplicate(M.tokenTaken, 'api_token');
const imeiTaken = () => duplicate(M.imeiTaken, 'imei_number');

/** The answer to a unique violation of a write that raced past the checks below. */
function clashOf(violation: unknown): HttpError {
  const { constraint, cause } = violation as { constraint?: string; cause?: { constraint?: string } };
  const name = constraint ?? cause?.constraint;
  if (name === 'devices_imei_key') return imeiTaken();
  if (name === 'devices_token_key') return tokenTaken();
  return duplicate(BULK_MESSAGES.idTaken, '_id');
}

async function assertLiveSchool(db: Db, schoolId: string): Promise<void> {
  if (!(await liveSchools(db, [schoolId])).has(schoolId)) {
    throw badRequest(M.validationFailed, { school_id: M.schoolInvalid });
  }
}

/** A token or an IMEI another live device holds is a 409 naming the field. */
async function assertFree(
  db: Db,
  values: { api_token?: string; imei_number?: string | null },
  self?: string,
) {
  const checks: Array<[PgColumn, string | null | undefined, () => HttpError]> = [
    [devices.api_token, values.api_token, tokenTaken],
    [devices.imei_number, values.imei_number, imeiTaken],
  ];
  for (const [column, value, taken] of checks) {
    if (value && (await holderOf(db, column, value, self))) throw taken();
  }
}

/** A create whose id is stored answers the stored device (a replay); a deleted one's id is taken. */
export async function createDevice({ tx, touch }: WriteContext, input: DeviceCreate) {
  const { _id: chosenId, ...fields } = input;
  const id = chosenId ?? newId();
  const stored = async () => {
    const existing = await deviceRows.find(tx, id, { withDeleted: true });
    if (!existing || existing.deletedAt) throw duplicate(BULK_MESSAGES.idTaken, '_id');
    return deviceView(tx, existing);
  };
  if (await deviceRows.find(tx, id, { withDeleted: true })) return stored();
  await assertLiveSchool(tx, fields.school_id);
  await assertFree(tx, fields);
  const row = await orClash(deviceRows.insert(tx, { ...fields, _id: id }), clashOf);
  if (!row) return stored();
  touch(devices, id);
  return deviceView(tx, row);
}

async function assertVersion(db: Db, row: DeviceRow, baseVersion: number | undefined) {
  if (!row.deletedAt && baseVersion !== undefined && row.version !== baseVersion) {
    throw versionConflict(await deviceView(db, row));
  }
}

/** The live device, locked for the write: 404 when unknown or deleted (unless allowed), 409 when stale. */
async function locked(db: Db, id: string, baseVersion: number | undefined, allowDeleted = false) {
  const row = await deviceRows.find(db, id, { withDeleted: true, forUpdate: true });
  if (!row || (row.deletedAt && !allowDeleted)) throw notFound(M.notFound);
  await assertVersion(db, row, baseVersion);
  return row;
}

async function changed({ tx, touch }: WriteContext, id: string, values: Partial<NewDeviceRow>) {
  const row = (await orClash(deviceRows.update(tx, id, values), clashOf))!;
  touch(devices, id);
  return deviceView(tx, row);
}

/** `PUT /device/:id`: every field; a token left out is kept. */
export async function updateDevice(
  context: WriteContext,
  id: string,
  input: DeviceUpdate,
  baseVersion: number | undefined,
) {
  const { tx } = context;
  const current = await locked(tx, id, baseVersion);
  if (input.school_id !== current.school_id) await assertLiveSchool(tx, input.school_id);
  await assertFree(tx, input, id);
  const { api_token, ...fields } = input;
  return changed(context, id, api_token === undefined ? fields : { ...fields, api_token });
}

export async function setDeviceStatus(
  context: WriteContext,
  id: string,
  status: boolean,
  baseVersion: number | undefined,
) {
  await locked(context.tx, id, baseVersion);
  return changed(context, id, { status });
}

/** A new token; the device's own token again (a resent rotation) changes nothing. */
export async function rotateDeviceToken(
  context: WriteContext,
  id: string,
  token: string,
  baseVersion: number | undefined,
) {
  const { tx } = context;
  const current = await locked(tx, id, undefined);
  if (current.api_token === token) return deviceView(tx, current);
  await assertVersion(tx, current, baseVersion);
  await assertFree(tx, { api_token: token }, id);
  return changed(context, id, { api_token: token });
}

/** Soft delete; deleting a deleted device succeeds. */
export async function deleteDevice({ tx, touch }: WriteContext, id: string, baseVersion: number | undefined) {
  const current = await locked(tx, id, baseVersion, true);
  if (current.deletedAt) return deviceView(tx, current);
  const row = (await deviceRows.softDelete(tx, id))!;
  touch(devices, id);
  return deviceView(tx, row);
}
