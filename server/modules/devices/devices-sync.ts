import { devices } from '../../db/schema';
import type { SyncSource } from '../../kit/sync-source';
import { deviceViews, type DeviceRow } from './device-view';

/** Devices in `/api/sync` (global scope): the token's hint only, never the token, with the school. */
export const devicesSync: SyncSource<'devices'> = {
  table: devices,
  views: (db, rows) => deviceViews(db, rows as DeviceRow[]),
};
