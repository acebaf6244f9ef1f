import { inArray } from 'drizzle-orm';
import type { Device, DeviceSchool } from '../../../src/domain/devices/device';
import { tokenHint } from '../../../src/domain/devices/device-schema';
import { LESSONS_STATUSES, type LessonsStatus } from '../../../src/domain/headsets/lessons-status';
import type { Db } from '../../db/connection';
import { schools, type devices } from '../../db/schema';
import { stamps } from '../../kit/record-view';

export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;

/** A device with its whole token: only `GET /device/:id` answers it. */
export type DeviceWithToken = Device & { api_token: string };

const lessonsStatusOf = (stored: string | null): LessonsStatus | null =>
  LESSONS_STATUSES.find((status) => status === stored) ?? null;

/**
 * A VR headset as lists, write answers and `/api/sync` carry it: the token's hint,
 * never the token, and the linked school as it is stored now.
 */
export function toDeviceView(row: DeviceRow, school: DeviceSchool | null): Device {
  return {
    _id: row._id,
    device_name: row.device_name,
    api_token_hint: tokenHint(row.api_token),
    school_id: row.school_id,
    school,
    school_name: school?.school_name ?? null,
    imei_number: row.imei_number,
    status: row.status,
    last_seen_at: row.last_seen_at?.toISOString() ?? null,
    battery_percent: row.battery_percent,
    charging: row.charging,
    free_storage_mb: row.free_storage_mb,
    app_version: row.app_version,
    os_version: row.os_version,
    lessons_status: lessonsStatusOf(row.lessons_status),
    lessons_installed: row.lessons_installed,
    lessons_total: row.lessons_total,
    ...stamps(row),
  };
}

/**
 * The schools these devices are linked to, one query for the whole batch. A deleted school is still
 * named: the headset is still where it was until someone links it elsewhere.
 */
async function schoolsOf(db: Db, rows: readonly DeviceRow[]): Promise<Map<string, DeviceSchool>> {
  const ids = [...new Set(rows.flatMap((row) => (row.school_id ? [row.school_id] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      _id: schools._id,
      school_name: schools.school_name,
      city: schools.city,
      state: schools.state,
      principal_name: schools.principal_name,
      phone_number: schools.phone_number,
    })
    .from(schools)
    .where(inArray(schools._id, ids));
  return new Map(found.map(({ _id, ...school }) => [_id, school]));
}

/** Views of the rows, in their order, with their schools. */
export async function deviceViews(db: Db, rows: readonly DeviceRow[]): Promise<Device[]> {
  const linked = await schoolsOf(db, rows);
  return rows.map((row) => toDeviceView(row, (row.school_id && linked.get(row.school_id)) || null));
}

export async function deviceView(db: Db, row: DeviceRow): Promise<Device> {
  const [view] = await deviceViews(db, [row]);
  return view!;
}

/** The whole device, token included (`GET /device/:id`). */
export async function deviceWithToken(db: Db, row: DeviceRow): Promise<DeviceWithToken> {
  return { ...(await deviceView(db, row)), api_token: row.api_token };
}
