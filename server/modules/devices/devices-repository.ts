import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActiveStatus } from '../../../src/domain/people/person-fields';
import type { Db } from '../../db/connection';
import { devices, schools } from '../../db/schema';
import { containing, searchOver, syncedRepository } from '../../kit/synced-repository';

export const deviceRows = syncedRepository(devices);

export interface DeviceFilter {
  /** Over device name, IMEI, API token and the linked school's name. */
  search?: string;
  status?: ActiveStatus;
  schoolId?: string;
}

/** Devices linked to a school whose name holds the text (deleted schools too, as device-view.ts names them). */
const ofSchoolNamed = (text: string): SQL =>
  sql`${devices.school_id} in (select ${schools._id} from ${schools} where ${schools.school_name} ilike ${containing(text)})`;

function whereOf(filter: DeviceFilter): SQL | undefined {
  return and(
    filter.search
      ? or(
          searchOver([devices.device_name, devices.imei_number, devices.api_token], filter.search),
          ofSchoolNamed(filter.search),
        )
      : undefined,
    filter.status ? eq(devices.status, filter.status === 'active') : undefined,
    filter.schoolId ? eq(devices.school_id, filter.schoolId) : undefined,
  );
}

export const countDevices = (db: Db, filter: DeviceFilter) => deviceRows.count(db, whereOf(filter));

export const findDevices = (db: Db, filter: DeviceFilter, page: { offset: number; limit: number }) =>
  deviceRows.list(db, { where: whereOf(filter), orderBy: [devices.device_name], page });

/** Live devices other than `exceptId` holding this value in the column. */
export async function holderOf(
  db: Db,
  column: PgColumn,
  value: string,
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: devices._id })
    .from(devices)
    .where(deviceRows.live(and(eq(column, value), exceptId ? ne(devices._id, exceptId) : undefined)))
    .limit(1);
  return row?.id;
}

/** Of these values, those live devices hold in the column. */
export async function heldValues(db: Db, column: PgColumn, values: string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db
    .select({ value: column })
    .from(devices)
    .where(deviceRows.live(inArray(column, values)));
  return new Set(rows.map((row) => String(row.value)));
}

/** Of these school ids, the live schools'. A share lock keeps each live until the write commits. */
export async function liveSchools(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: schools._id })
    .from(schools)
    .where(and(inArray(schools._id, ids), isNull(schools.deletedAt)))
    .orderBy(schools._id)
    .for('share');
  return new Set(rows.map((row) => row.id));
}

/** Live devices linked to the school. */
export const countAtSchool = (db: Db, schoolId: string) =>
  deviceRows.count(db, eq(devices.school_id, schoolId));
