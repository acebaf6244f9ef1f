/**
 * A headset's lessons badge, one rule for the server (at each check-in) and the screens: up to date
 * when every lesson of its manifest is installed at its current version; updating while any of them is
 * downloading; otherwise out of date. A headset never seen has no status.
 */
import { defineMessages } from '../i18n/languages';
import type { LessonState } from './headset-schema';

export const LESSONS_STATUSES = ['up_to_date', 'updating', 'out_of_date'] as const;
export type LessonsStatus = (typeof LESSONS_STATUSES)[number];
/** The badge and the filter: the three statuses and a headset that never checked in. */
export type FleetStatus = LessonsStatus | 'never_seen';

export const FLEET_STATUS_TEXTS = defineMessages({
  up_to_date: 'Up to date',
  updating: 'Updating',
  out_of_date: 'Out of date',
  never_seen: 'Never seen',
});

export interface LessonsTally {
  status: LessonsStatus;
  installed: number;
  total: number;
}

/** `wanted`: content id → current version; `held`: what the headset reported, by content id. */
export function tallyLessons(
  wanted: ReadonlyMap<string, number>,
  held: ReadonlyMap<string, { status: LessonState; version: number }>,
): LessonsTally {
  let installed = 0;
  let downloading = false;
  for (const [id, version] of wanted) {
    const report = held.get(id);
    if (report?.status === 'installed' && report.version >= version) installed += 1;
    else if (report?.status === 'downloading') downloading = true;
  }
  const total = wanted.size;
  const status: LessonsStatus = installed === total ? 'up_to_date' : downloading ? 'updating' : 'out_of_date';
  return { status, installed, total };
}

/** The fleet status of a device record: its last check-in's, or never seen. */
export function fleetStatusOf(device: {
  last_seen_at?: string | null;
  lessons_status?: string | null;
}): FleetStatus {
  if (!device.last_seen_at) return 'never_seen';
  const status = device.lessons_status;
  return status === 'up_to_date' || status === 'updating' || status === 'out_of_date'
    ? status
    : 'out_of_date';
}
