/**
 * The headset API's bodies (docs/headsets.md), checked by the server and by the reference headset
 * (`npm run headset`), and the console's command form: one schema each, with the messages.
 */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';

export const HEADSET_MESSAGES = defineMessages({
  tokenMissing: 'A device API token is required (Authorization: Device <api_token>)',
  tokenUnknown: 'This device API token is not valid',
  deviceInactive: 'This headset is switched off in the console. Ask your administrator to activate it.',
  batteryInvalid: 'Battery must be a whole number from 0 to 100',
  chargingInvalid: 'Charging must be true or false',
  storageInvalid: 'Free storage must be a whole number of megabytes',
  appVersionInvalid: 'App version is required and must be less than 100 characters',
  osVersionInvalid: 'OS version is required and must be less than 100 characters',
  lessonsInvalid: 'Lessons must be a list of at most 10000 lessons',
  lessonsFullInvalid: 'lessons_full must be true or false',
  lessonIdInvalid: 'Each lesson needs a valid content id',
  lessonStatusInvalid: 'Lesson status must be installed, downloading, missing or failed',
  lessonVersionInvalid: 'Lesson version must be a whole number of at least 1',
  bytesInvalid: 'Bytes done must be a whole number of at least 0',
  errorTooLong: 'A lesson error must be less than 500 characters',
  sinceInvalid: 'since must be a manifest version this server gave',
  playsInvalid: 'Plays must be a list of 1 to 1000 plays',
  playIdInvalid: 'Each play needs an id (a UUID)',
  playStartInvalid: 'A play needs started_at, a date and time that is not in the future',
  playDurationInvalid: 'A play duration must be a whole number of seconds from 0 to 86400',
  playCompletedInvalid: 'completed must be true or false',
  commandKindInvalid: 'Command must be sync, launch_lesson or restart',
  commandLessonRequired: 'Choose the lesson to launch',
  commandLessonUnknown: 'This lesson does not exist',
  commandIdInvalid: 'Invalid command id',
  commandSent: 'Command sent. The headset receives it at its next check-in.',
  commandNotFound: 'Command not found',
  commandExpired: 'This command expired before the headset confirmed it',
  commandAlreadyConfirmed: 'This command was already confirmed with another result',
  ackResultInvalid: 'Result must be done or failed',
  ackMessageTooLong: 'The message must be less than 500 characters',
  fileNotInManifest: "This file is not among this headset's lessons",
  noSchool: 'This headset is not linked to a school',
  noClasses: "This headset's school has no active classes",
} as const);

const M = HEADSET_MESSAGES;

export const LESSON_STATES = ['installed', 'downloading', 'missing', 'failed'] as const;
export type LessonState = (typeof LESSON_STATES)[number];

export const COMMAND_KINDS = ['sync', 'launch_lesson', 'restart'] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];

/** Most lessons a check-in may report, plays a batch may carry. */
export const MAX_REPORTED_LESSONS = 10_000;
export const MAX_PLAYS_PER_BATCH = 1000;
/** A play longer than a day is no play. */
export const MAX_PLAY_SECONDS = 24 * 60 * 60;
/** An unconfirmed command expires this long after it was sent. */
export const COMMAND_LIFETIME_MS = 24 * 60 * 60 * 1000;

const uuid = (message: string) => v.pipe(v.string(message), v.trim(), v.uuid(message), v.toLowerCase());
const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const versionText = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(100, message));

export const LessonReportSchema = v.object({
  content_id: uuid(M.lessonIdInvalid),
  status: v.picklist(LESSON_STATES, M.lessonStatusInvalid),
  version: wholeNumber(M.lessonVersionInvalid, 1, 2 ** 31 - 1),
  bytes_done: v.optional(wholeNumber(M.bytesInvalid, 0, Number.MAX_SAFE_INTEGER)),
  error: v.optional(v.pipe(v.string(M.errorTooLong), v.maxLength(500, M.errorTooLong))),
});
export type LessonReport = v.InferOutput<typeof LessonReportSchema>;

/** `POST /api/headset/check-in`. */
export const CheckInSchema = v.object({
  battery_percent: wholeNumber(M.batteryInvalid, 0, 100),
  charging: v.boolean(M.chargingInvalid),
  free_storage_mb: wholeNumber(M.storageInvalid, 0, 2 ** 31 - 1),
  app_version: versionText(M.appVersionInvalid),
  os_version: versionText(M.osVersionInvalid),
  /**
   * Only the lessons whose state changed since the last check-in the server answered (a check-in costs
   * next to nothing on a data pack); every lesson the headset holds with `lessons_full` (its first
   * check-in, or after losing track), and the server then forgets the lessons not listed.
   */
  lessons: v.optional(
    v.pipe(
      v.array(LessonReportSchema, M.lessonsInvalid),
      v.maxLength(MAX_REPORTED_LESSONS, M.lessonsInvalid),
    ),
    [],
  ),
  lessons_full: v.optional(v.boolean(M.lessonsFullInvalid), false),
});
export type CheckIn = v.InferOutput<typeof CheckInSchema>;
/** A check-in as a headset sends it (`lessons` and `lessons_full` may be left out). */
export type CheckInBody = v.InferInput<typeof CheckInSchema>;

const notInFuture = (now: () => number) =>
  v.pipe(
    v.string(M.playStartInvalid),
    v.isoTimestamp(M.playStartInvalid),
    // A headset's clock may run a little ahead of the server's.
    v.check((value) => Date.parse(value) <= now() + 5 * 60 * 1000, M.playStartInvalid),
  );

export const PlaySchema = v.object({
  id: uuid(M.playIdInvalid),
  content_id: uuid(M.lessonIdInvalid),
  started_at: notInFuture(Date.now),
  duration_s: wholeNumber(M.playDurationInvalid, 0, MAX_PLAY_SECONDS),
  completed: v.boolean(M.playCompletedInvalid),
});
export type Play = v.InferOutput<typeof PlaySchema>;

/** `POST /api/headset/plays`. */
export const PlaysSchema = v.object({
  plays: v.pipe(
    v.array(PlaySchema, M.playsInvalid),
    v.minLength(1, M.playsInvalid),
    v.maxLength(MAX_PLAYS_PER_BATCH, M.playsInvalid),
  ),
});

/** `POST /api/devices/:id/commands`: the id is chosen by the tablet, so the command can wait offline. */
export const CommandSchema = v.pipe(
  v.object({
    _id: v.optional(uuid(M.commandIdInvalid)),
    kind: v.picklist(COMMAND_KINDS, M.commandKindInvalid),
    content_id: v.optional(v.nullable(uuid(M.commandLessonUnknown)), null),
  }),
  v.forward(
    v.check(
      (command) => command.kind !== 'launch_lesson' || command.content_id !== null,
      M.commandLessonRequired,
    ),
    ['content_id'],
  ),
);
export type CommandInput = v.InferOutput<typeof CommandSchema>;

/** `POST /api/headset/commands/:commandId/ack`. */
export const CommandAckSchema = v.object({
  result: v.picklist(['done', 'failed'], M.ackResultInvalid),
  message: v.optional(
    v.nullable(v.pipe(v.string(M.ackMessageTooLong), v.maxLength(500, M.ackMessageTooLong))),
    null,
  ),
});
