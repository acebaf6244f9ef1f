/**
 * One device as this device has it, for its detail and edit pages: from the mirror, so it opens
 * offline; a device the mirror lacks while online is looked for once more before it is called unknown.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { TTL_MS } from '../../data/db/entities';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { useLookedAgain } from '../../data/sync/use-looked-again';
import { useScope } from '../../data/sync/use-scope';
import type { DeviceSchool } from '../../domain/devices/device';
import type { DeviceRecord } from './device-record';
import { schoolCopy } from './device-school';

export type DeviceLookup =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'found'; device: DeviceRecord; school: DeviceSchool | null };

async function readDevice(deviceId: string): Promise<DeviceLookup> {
  const device = deviceId ? await db.devices.get(deviceId) : undefined;
  if (!device) return { state: 'missing' };
  // The mirror's school is fresher than the copy the device record carries.
  const mirrored = device.school_id ? await db.schools.get(device.school_id) : undefined;
  return { state: 'found', device, school: mirrored ? schoolCopy(mirrored) : device.school };
}

export function useDevice(deviceId: string) {
  const scope = useScope('global', TTL_MS.devices);
  const read = useLiveQuery(() => readDevice(deviceId), [deviceId]);
  const pending = usePendingMarks('devices').get(deviceId);
  const settled = useLookedAgain(scope, read?.state === 'missing');
  const lookup: DeviceLookup = !read || (read.state === 'missing' && !settled) ? { state: 'loading' } : read;
  return { scope, lookup, pending };
}
