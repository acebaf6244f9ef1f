/**
 * The three reads of a headset that only the server can answer (docs/headsets.md, "What the console
 * shows"): its lessons, its plays of the last 30 days and the commands sent to it, each kept on the
 * device so the page shows the last answer offline.
 */
import { isRecord } from '../../data/api/envelope';
import { useSavedRead } from '../../data/answers/use-saved-read';
import type { CommandView, DeviceLessons, DevicePlays } from '../../domain/headsets/headset';
import { defineMessages } from '../../domain/i18n/languages';

export const PLAYS_DAYS = 30;

export const HEADSET_READ_FAILURES = defineMessages({
  lessons: "Could not load this headset's lessons",
  plays: "Could not load this headset's plays",
  commands: "Could not load this headset's commands",
});

const devicePath = (deviceId: string, what: string) => `/devices/${encodeURIComponent(deviceId)}/${what}`;

const withList =
  <T>(key: string) =>
  (payload: unknown) =>
    isRecord(payload) && Array.isArray(payload[key]) ? (payload as T) : undefined;

export const useHeadsetLessons = (deviceId: string) =>
  useSavedRead<DeviceLessons>({
    name: `device-lessons:${deviceId}`,
    path: devicePath(deviceId, 'lessons'),
    accept: withList<DeviceLessons>('lessons'),
    failed: HEADSET_READ_FAILURES.lessons,
  });

export const useHeadsetPlays = (deviceId: string) =>
  useSavedRead<DevicePlays>({
    name: `device-plays:${deviceId}`,
    path: devicePath(deviceId, 'plays'),
    query: { days: PLAYS_DAYS },
    accept: withList<DevicePlays>('plays'),
    failed: HEADSET_READ_FAILURES.plays,
  });

/** Read again once a command sent from here is accepted, so it shows with the server's state. */
export const useHeadsetCommands = (deviceId: string) =>
  useSavedRead<CommandView[]>({
    name: `device-commands:${deviceId}`,
    path: devicePath(deviceId, 'commands'),
    accept: (payload) => (Array.isArray(payload) ? (payload as CommandView[]) : undefined),
    failed: HEADSET_READ_FAILURES.commands,
    afterChanges: true,
  });

export const commandsPath = (deviceId: string) => devicePath(deviceId, 'commands');
