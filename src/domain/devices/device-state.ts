/**
 * A headset's state, the one definition behind its badge, the Devices page's cards and the dashboard's
 * chart (the server counts the same rule in SQL, and a test holds the two together): switched off is
 * Inactive; switched on with no IMEI (no headset paired with the record yet) is Not Linked; else Active.
 */
import { defineMessages } from '../i18n/languages';

export type DeviceState = 'active' | 'notLinked' | 'inactive';

/** The states in the order every screen shows them, with their names (catalog ids). */
export const DEVICE_STATES = defineMessages({
  active: 'Active',
  notLinked: 'Not Linked',
  inactive: 'Inactive',
});

interface DeviceFields {
  status?: unknown;
  imei_number?: unknown;
}

export function deviceState(device: DeviceFields): DeviceState {
  if (device.status !== true) return 'inactive';
  const imei = typeof device.imei_number === 'string' ? device.imei_number.trim() : '';
  return imei ? 'active' : 'notLinked';
}

export function countDeviceStates(devices: readonly DeviceFields[]): Record<DeviceState, number> {
  const counts: Record<DeviceState, number> = { active: 0, notLinked: 0, inactive: 0 };
  for (const device of devices) counts[deviceState(device)] += 1;
  return counts;
}
