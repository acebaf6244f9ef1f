/**
 * Reading the mirror's devices: the status badge, the linked school as the
 * device knows it now, and where the API takes a device's writes.
 */
import type { Mirrored } from '../../data/db/app-db';
import type { RecordEndpoint } from '../../data/records/record-writes';
import { textField as text } from '../../domain/people/record-status';
import type { BadgeTone } from '../../ui/status-badge';
import { defineMessages } from '../../domain/i18n/languages';

const BADGES = defineMessages({ inactive: 'Inactive', notLinked: 'Not Linked', active: 'Active' });

export type DeviceRecord = Mirrored<'devices'>;

/** `POST /device`, `PUT|DELETE /device/:id`. */
export const DEVICES_ENDPOINT: RecordEndpoint = { entity: 'devices', path: '/device', noun: 'device' };

/** The badge: 'Inactive' (red) when off; 'Not Linked' (yellow) with no IMEI; else 'Active' (green). `label`: a catalog id. */
export function deviceBadge(device: DeviceRecord): { tone: BadgeTone; label: string } {
  if (device.status !== true) return { tone: 'inactive', label: BADGES.inactive };
  if (!text(device.imei_number).trim()) return { tone: 'warning', label: BADGES.notLinked };
  return { tone: 'active', label: BADGES.active };
}
