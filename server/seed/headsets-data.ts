/**
 * What each demo headset (build-devices.ts, in its order) did lately: when it last checked in, in what
 * state, how its lessons stand, and the commands sent to it. Minutes before the seeding moment.
 */
export type LessonsPlan = 'all_installed' | 'one_downloading' | 'some_failed';

export interface HeadsetPlan {
  /** Minutes between its last check-in and the seeding; undefined: never checked in. */
  seenMinutesAgo?: number;
  lessons?: LessonsPlan;
  battery?: number;
  charging?: boolean;
  freeStorageMb?: number;
  appVersion?: string;
  osVersion?: string;
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const HEADSET_PLANS: readonly HeadsetPlan[] = [
  { seenMinutesAgo: 3, lessons: 'all_installed', battery: 76, charging: false, freeStorageMb: 18_210 },
  { seenMinutesAgo: 2 * HOUR + 10, lessons: 'one_downloading', battery: 41, charging: false },
  // Switched off in the console since it stopped checking in.
  {
    seenMinutesAgo: 12 * DAY + 4 * HOUR,
    lessons: 'some_failed',
    battery: 9,
    appVersion: '1.3.2',
    osVersion: 'Quest OS 69',
  },
  { seenMinutesAgo: 25, lessons: 'all_installed', battery: 100, charging: true, freeStorageMb: 21_004 },
  { seenMinutesAgo: 5 * HOUR + 40, lessons: 'some_failed', battery: 63, freeStorageMb: 640 },
  { seenMinutesAgo: DAY + 2 * HOUR, lessons: 'all_installed', battery: 88, charging: true },
  { seenMinutesAgo: 9, lessons: 'one_downloading', battery: 55, charging: true },
  // The only headset of its school, not heard of for over a week: a visit is due.
  {
    seenMinutesAgo: 9 * DAY + 3 * HOUR,
    lessons: 'some_failed',
    battery: 17,
    appVersion: '1.3.2',
    osVersion: 'Quest OS 69',
  },
  {},
  {},
];

export interface CommandPlan {
  /** The headset's index in HEADSET_PLANS. */
  headset: number;
  kind: 'sync' | 'launch_lesson' | 'restart';
  sentMinutesAgo: number;
  /** Minutes after it was sent that a check-in handed it out. */
  handedOutAfter?: number;
  /** The headset's confirmation, minutes after it was handed out. */
  acked?: { result: 'done' | 'failed'; after: number; message?: string };
}

export const COMMAND_PLANS: readonly CommandPlan[] = [
  {
    headset: 0,
    kind: 'sync',
    sentMinutesAgo: 2 * DAY,
    handedOutAfter: 4,
    acked: { result: 'done', after: 1 },
  },
  { headset: 0, kind: 'launch_lesson', sentMinutesAgo: 1 },
  { headset: 1, kind: 'restart', sentMinutesAgo: 3 * HOUR, handedOutAfter: 50 },
  {
    headset: 4,
    kind: 'launch_lesson',
    sentMinutesAgo: 6 * HOUR,
    handedOutAfter: 15,
    acked: { result: 'failed', after: 2, message: 'The lesson is not installed yet' },
  },
  {
    headset: 3,
    kind: 'sync',
    sentMinutesAgo: 4 * HOUR,
    handedOutAfter: 3,
    acked: { result: 'done', after: 1 },
  },
  { headset: 7, kind: 'sync', sentMinutesAgo: 3 * DAY },
];
