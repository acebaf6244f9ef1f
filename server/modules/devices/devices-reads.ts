/** The fleet as a super administrator reads it: lists, one device (with its token), its token, its statistics. */
import type { Device } from '../../../src/domain/devices/device';
import { DEVICE_MESSAGES as M } from '../../../src/domain/devices/device-schema';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import { listAnswer, type ListAnswer } from '../../kit/list-query';
import { deviceView, deviceViews, deviceWithToken, type DeviceRow } from './device-view';
import {
  countAtSchool,
  countDevices,
  deviceRows,
  findDevices,
  type DeviceFilter,
} from './devices-repository';

export interface DeviceListRequest extends DeviceFilter {
  page?: number;
  limit?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One page of the devices matching the filter; every match unless a limit is given. */
export async function listDevices(db: Db, request: DeviceListRequest): Promise<ListAnswer<Device>> {
  const { page: asked, limit: askedLimit, ...filter } = request;
  const total = await countDevices(db, filter);
  const page = { page: asked ?? 1, limit: askedLimit ?? Math.max(total, 1) };
  const rows = await findDevices(db, filter, { offset: (page.page - 1) * page.limit, limit: page.limit });
  return listAnswer(await deviceViews(db, rows), total, page, {
    search: filter.search,
    status: filter.status,
    school_id: filter.schoolId,
  });
}

async function liveDevice(db: Db, id: string): Promise<DeviceRow> {
  const row = await deviceRows.find(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

export const getDevice = async (db: Db, id: string) => deviceWithToken(db, await liveDevice(db, id));

export const deviceToken = async (db: Db, id: string) => ({
  api_token: (await liveDevice(db, id)).api_token,
});

/** `GET /devices/:id/statistics`: what the server knows of a device's life (a shape of its own). */
export async function deviceStatistics(db: Db, id: string, now = new Date()) {
  const row = await liveDevice(db, id);
  const view = await deviceView(db, row);
  return {
    device_id: row._id,
    device_name: row.device_name,
    status: row.status,
    school_id: row.school_id,
    school_name: view.school_name,
    /** Live devices linked to the same school, this one included; 0 when unlinked. */
    devices_at_school: row.school_id ? await countAtSchool(db, row.school_id) : 0,
    imei_present: row.imei_number !== null,
    created_at: view.createdAt,
    days_in_service: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS)),
    last_changed_at: view.updatedAt,
    /** Writes since creation (edits, status changes, token rotations). */
    changes: row.version - 1,
    version: row.version,
  };
}
