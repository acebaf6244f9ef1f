/**
 * The device list's rules: the school a device shows, the search over
 * name, school, IMEI and token, the order, and the four cards, all from the mirror.
 */
import { countDeviceStates, DEVICE_STATES, type DeviceState } from '../../domain/devices/device-state';
import type { Mirrored } from '../../data/db/app-db';
import { API_TOKEN_MIN } from '../../domain/devices/device-schema';
import { textField as text } from '../../domain/people/record-status';
import { t } from '../../i18n/i18n';
import type { DeviceRecord } from './device-record';

export type SchoolRecord = Mirrored<'schools'>;

/** What the School column shows. */
export interface ShownSchool {
  name: string;
  city: string;
}

/** The mirror's school when the device has it (fresher than the copy the device carries), else that copy. */
export function schoolOf(
  device: DeviceRecord,
  schools: ReadonlyMap<string, SchoolRecord>,
): ShownSchool | null {
  const school = device.school_id ? schools.get(device.school_id) : undefined;
  if (school) return { name: text(school.school_name), city: text(school.city) };
  const name = text(device.school?.school_name) || text(device.school_name);
  if (!device.school_id && !name) return null;
  return { name, city: text(device.school?.city) };
}

/** The last four characters of the token, as the hint '••••abcd' holds them. */
const hintTail = (device: DeviceRecord) => text(device.api_token_hint).replace(/^•+/, '');

/**
 * The mirror holds no token, only its hint: a search finds a device by part of its last four
 * characters, or by a whole token (at least 8 characters) that ends with them. `needle` is lower-cased.
 */
function matchesToken(device: DeviceRecord, needle: string): boolean {
  const tail = hintTail(device).toLowerCase();
  if (!tail) return false;
  return tail.includes(needle) || (needle.length >= API_TOKEN_MIN && needle.endsWith(tail));
}

/** Device name, school name, IMEI number or API token; `needle` is lower-cased and trimmed. */
export function matchesDevice(device: DeviceRecord, school: ShownSchool | null, needle: string): boolean {
  return (
    [device.device_name, school?.name, device.imei_number].some((field) =>
      text(field).toLowerCase().includes(needle),
    ) || matchesToken(device, needle)
  );
}

export const sortDevices = (devices: readonly DeviceRecord[]) =>
  [...devices].sort((a, b) =>
    text(a.device_name).localeCompare(text(b.device_name), undefined, { sensitivity: 'base', numeric: true }),
  );

/** 'Total VR Devices', then the devices in each state, counted as the badges and the dashboard count. */
export function deviceCards(devices: readonly DeviceRecord[]) {
  const counts = countDeviceStates(devices);
  return [
    { label: t('Total VR Devices'), value: devices.length },
    ...(Object.keys(DEVICE_STATES) as DeviceState[]).map((state) => ({
      label: t(DEVICE_STATES[state]),
      value: counts[state],
    })),
  ];
}
