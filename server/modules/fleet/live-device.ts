import { and, eq, isNull } from 'drizzle-orm';
import { DEVICE_MESSAGES as M } from '../../../src/domain/devices/device-schema';
import type { Db } from '../../db/connection';
import { devices } from '../../db/schema';
import { notFound } from '../../http/errors';

/** The device's id and school, when it exists and is not deleted; else the devices' 404. */
export async function liveDevice(db: Db, id: string): Promise<{ id: string; schoolId: string | null }> {
  const [row] = await db
    .select({ id: devices._id, schoolId: devices.school_id })
    .from(devices)
    .where(and(eq(devices._id, id), isNull(devices.deletedAt)));
  if (!row) throw notFound(M.notFound);
  return row;
}
