import type { Device } from '../../../src/domain/devices/device';
import type { devices } from '../../db/schema';
import { stamps } from '../../kit/record-view';

export type DeviceRow = typeof devices.$inferSelect;

/** A VR headset (spec §3 Device), as the API answers it and `/api/sync` sends it. */
export function toDeviceView(row: DeviceRow): Device {
  return {
    _id: row._id,
    device_name: row.device_name,
    api_token: row.api_token,
    school_id: row.school_id,
    imei_number: row.imei_number,
    status: row.status,
    ...stamps(row),
  };
}
