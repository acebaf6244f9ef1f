/**
 * Reading the mirror's devices: the status badge, the linked school as the
 * device knows it now, and where the API takes a device's writes.
 */
import type { Mirrored } from '../../data/db/app-db';
import type { RecordEndpoint } from '../../data/records/record-writes';
import { DEVICE_STATES, deviceState, type DeviceState } from '../../domain/devices/device-state';
import type { BadgeTone } from '../../ui/status-badge';

const TONES: Record<DeviceState, BadgeTone> = {
  active: 'active',
  notLinked: 'warning',
  inactive: 'inactive',
};

export type DeviceRecord = Mirrored<'devices'>;

/** `POST /device`, `PUT|DELETE /device/:id`. */
export const DEVICES_ENDPOINT: RecordEndpoint<'devices'> = { entity: 'devices', path: '/device' };

/** The badge of the device's state: Inactive red, Not Linked yellow, Active green. `label`: a catalog id. */
export function deviceBadge(device: DeviceRecord): { tone: BadgeTone; label: string } {
  const state = deviceState(device);
  return { tone: TONES[state], label: DEVICE_STATES[state] };
}
