import { devices } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { toDeviceView, type DeviceRow } from './device-view';

/** Devices in `/api/sync`: each school's own headsets. */
export const devicesSync = syncSource<'devices', DeviceRow>(devices, toDeviceView, devices.school_id);
