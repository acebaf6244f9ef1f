/** The words of a headset's check-in, lessons, plays and commands on its detail page. */
import type { CommandState } from '../../domain/headsets/headset';
import type { DeviceLessonView } from '../../domain/headsets/headset';
import { t, texts } from '../../i18n/i18n';

export const HEADSET_TEXTS = texts({
  checkIn: 'Last check-in',
  lastSeen: 'Last seen',
  battery: 'Battery',
  freeStorage: 'Free storage',
  appVersion: 'App version',
  osVersion: 'OS version',
  lessonsBadge: 'Lessons',
  neverCheckedIn: 'This headset has not checked in yet.',
  notReported: 'Not reported',
  lessons: 'Lessons on this headset',
  noLessons: 'This headset has no lessons to hold.',
  plays: 'Plays in the last 30 days',
  noPlays: 'No lesson was played on this headset in the last 30 days.',
  playsCount: 'Plays',
  minutes: 'Minutes played',
  completed: 'Completed',
  notCompleted: 'Not completed',
  unknownLesson: 'A lesson no longer listed',
  commands: 'Commands',
  noCommands: 'No command was sent to this headset yet.',
  syncNow: 'Sync now',
  launchLesson: 'Launch lesson…',
  chooseLesson: 'Choose the lesson to launch',
  launch: 'Launch',
  cancel: 'Cancel',
  needLessons: 'The lessons of this headset are needed to choose one: open this page online once.',
  savedOnDevice: 'Saved on this device',
  sending: 'Sending…',
  refused: 'Not accepted by the server',
  sendFailed: 'The command could not be saved',
  notRead: 'Not read yet on this device: it shows once you are online.',
  loading: 'Loading...',
} as const);

export const minutesText = (minutes: number) => t('{minutes} min', { minutes });
export const storageText = (megabytes: number) =>
  megabytes >= 1024
    ? t('{size} GB', { size: Math.round((megabytes / 1024) * 10) / 10 })
    : t('{size} MB', { size: megabytes });

export const COMMAND_STATES: Record<CommandState, string> = texts({
  waiting: 'Waiting for the headset',
  handed_out: 'Handed out to the headset',
  done: 'Done',
  failed: 'Failed',
  expired: 'Expired',
});

/** A lesson's state on the headset, in words: "Downloading, 35%", "Failed: checksum mismatch". */
export function lessonStateText(lesson: DeviceLessonView, percent: (share: number) => string): string {
  switch (lesson.state) {
    case 'installed':
      return t('Installed');
    case 'downloading':
      return lesson.size && lesson.bytes_done !== null
        ? t('Downloading, {percent}', { percent: percent(Math.min(1, lesson.bytes_done / lesson.size)) })
        : t('Downloading');
    case 'missing':
      return t('Missing');
    case 'failed':
      return lesson.error ? t('Failed: {error}', { error: lesson.error }) : t('Failed');
    case 'not_reported':
      return t('Not reported');
  }
}

/** The headset holds an older version of the lesson than its manifest's. */
export const isOutdated = (lesson: DeviceLessonView) =>
  lesson.headset_version !== null && lesson.headset_version < lesson.version;

export const outdatedText = (lesson: DeviceLessonView) =>
  t('Version {held} on the headset, {current} is current', {
    held: lesson.headset_version ?? 0,
    current: lesson.version,
  });
