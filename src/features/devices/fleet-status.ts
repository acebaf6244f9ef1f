/**
 * What the device list shows of each headset's last check-in, from the mirror: when it was last seen,
 * its lessons badge, its battery, the lessons filter and the two fleet cards.
 */
import { FLEET_STATUS_TEXTS, fleetStatusOf, type FleetStatus } from '../../domain/headsets/lessons-status';
import { formatNumber, formatTimeAgo } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import type { BadgeTone } from '../../ui/status-badge';
import type { DeviceRecord } from './device-record';

/** A headset seen within this many days counts as seen on the cards and the dashboard. */
export const SEEN_DAYS = 7;
const SEEN_MS = SEEN_DAYS * 24 * 60 * 60 * 1000;

export type FleetFilter = 'all' | FleetStatus;
export const FLEET_FILTERS: readonly FleetFilter[] = [
  'all',
  'up_to_date',
  'updating',
  'out_of_date',
  'never_seen',
];
export const isFleetFilter = (value: string): value is FleetFilter =>
  FLEET_FILTERS.some((each) => each === value);

/** The filter's choices, in the language shown when read. */
export const fleetFilterLabel = (filter: FleetFilter): string =>
  filter === 'all' ? t('All lessons statuses') : t(FLEET_STATUS_TEXTS[filter]);

const seenTime = (device: DeviceRecord): number | null => {
  const time = device.last_seen_at ? Date.parse(device.last_seen_at) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/** "4 min ago", "3 days ago", "Just now", or "Never" for a headset that never checked in. */
export function lastSeenText(device: DeviceRecord, now: number): string {
  const seen = seenTime(device);
  if (seen === null) return t('Never');
  return formatTimeAgo(seen, now) ?? t('Just now');
}

const TONES: Record<FleetStatus, BadgeTone> = {
  up_to_date: 'active',
  updating: 'warning',
  out_of_date: 'inactive',
  never_seen: 'neutral',
};

/** "Up to date", "Updating, 12 of 40", "Out of date" or "Never seen", with its colour. */
export function lessonsBadge(device: DeviceRecord): { tone: BadgeTone; text: string } {
  const status = fleetStatusOf(device);
  const text =
    status === 'updating' && typeof device.lessons_total === 'number'
      ? t('Updating, {done} of {total}', { done: device.lessons_installed ?? 0, total: device.lessons_total })
      : t(FLEET_STATUS_TEXTS[status]);
  return { tone: TONES[status], text };
}

/** "76%" and whether it is charging; null when the headset has not said. */
export function batteryOf(
  device: DeviceRecord,
): { percent: string; charging: boolean; spoken: string } | null {
  if (typeof device.battery_percent !== 'number') return null;
  const percent = formatNumber(device.battery_percent / 100, { style: 'percent' });
  const charging = device.charging === true;
  const spoken = charging
    ? t('Battery {percent}, charging', { percent })
    : t('Battery {percent}, not charging', { percent });
  return { percent, charging, spoken };
}

export const matchesFleetFilter = (device: DeviceRecord, filter: FleetFilter): boolean =>
  filter === 'all' || fleetStatusOf(device) === filter;

/** Headsets seen in the last 7 days, of all; and those out of date. */
export function fleetCards(devices: readonly DeviceRecord[], now: number) {
  let seen = 0;
  let outOfDate = 0;
  for (const device of devices) {
    const time = seenTime(device);
    if (time !== null && now - time <= SEEN_MS) seen += 1;
    if (fleetStatusOf(device) === 'out_of_date') outOfDate += 1;
  }
  return [
    {
      label: t('Seen in the last {days} days, of {total}', { days: SEEN_DAYS, total: devices.length }),
      value: seen,
    },
    { label: t('Lessons out of date'), value: outOfDate },
  ];
}
