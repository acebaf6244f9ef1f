/** What the headset API and the console's fleet reads answer (docs/headsets.md). */
import type { CommandKind, LessonState } from './headset-schema';

/** A lesson's file, served to the headset with byte ranges at `url` (relative to the server). */
export interface LessonFile {
  url: string;
  size: number;
  /** Hex SHA-256 of the file; null while the server has not computed it yet. */
  sha256: string | null;
  content_type: string;
}

export interface ManifestLesson {
  content_id: string;
  type: 'video' | 'vr';
  chapter_number: number;
  chapter_title: string;
  grade: number;
  subject: string;
  /** The lesson record's version: a higher one means the headset should fetch it again. */
  version: number;
  /** The lesson's file when it is stored on this server; null for a lesson given by an outside link. */
  file: LessonFile | null;
  /** An outside link (e.g. a video on another site) when the lesson has no stored file. */
  link: string | null;
  /** A VR lesson's scene, built into the headset app, and its theme; null for a video. */
  scene: { id: string | null; name: string | null; theme: string | null } | null;
}

export interface Manifest {
  manifest_version: string;
  school_id: string | null;
  /** True: `lessons` is everything the headset should hold (drop what it is not). False: a delta. */
  full: boolean;
  lessons: ManifestLesson[];
  /** With `since`: lessons to drop (unpublished, deleted, or of a grade the school no longer teaches). */
  removed: string[];
  /** Why the manifest is empty, when it is because of the headset's link. */
  reason?: string;
}

export interface HandedCommand {
  id: string;
  kind: CommandKind;
  content_id: string | null;
  created_at: string;
  expires_at: string;
}

export interface CheckInAnswer {
  server_time: string;
  manifest_version: string;
  commands: HandedCommand[];
}

export type CommandState = 'waiting' | 'handed_out' | 'done' | 'failed' | 'expired';

/** A command as the console lists it. */
export interface CommandView {
  _id: string;
  device_id: string;
  kind: CommandKind;
  content_id: string | null;
  chapter_title: string | null;
  state: CommandState;
  created_at: string;
  handed_out_at: string | null;
  acked_at: string | null;
  result_message: string | null;
  expires_at: string;
}

/** A lesson of a headset's manifest with its state on the headset (`not_reported`: never reported). */
export interface DeviceLessonView {
  content_id: string;
  chapter_title: string;
  type: 'video' | 'vr';
  grade: number;
  subject: string;
  version: number;
  size: number | null;
  state: LessonState | 'not_reported';
  /** The version the headset holds or fetches; below `version`, the lesson is out of date. */
  headset_version: number | null;
  bytes_done: number | null;
  error: string | null;
  reported_at: string | null;
}

export interface DevicePlayView {
  id: string;
  content_id: string;
  chapter_title: string | null;
  started_at: string;
  duration_s: number;
  completed: boolean;
}

/** `GET /api/devices/:id/lessons`: the headset's manifest, each lesson with its state on the headset. */
export interface DeviceLessons {
  manifest_version: string;
  /** Why the manifest is empty (no school, no active class). */
  reason?: string;
  lessons: DeviceLessonView[];
}

/** `GET /api/devices/:id/plays?days=30`: the plays of the last `days` days, the latest 100 listed. */
export interface DevicePlays {
  days: number;
  plays_count: number;
  minutes: number;
  plays: DevicePlayView[];
}

/** The fleet's part of `GET /api/dashboard`. */
export interface FleetSummary {
  /** Live headsets, and those that checked in within the last 7 days. */
  headsets: number;
  seen_7d: number;
  out_of_date: number;
  never_seen: number;
  /** Minutes of lessons played in the last 7 days, per school, most first. */
  minutes_by_school: Array<{ school_id: string; school_name: string; minutes: number }>;
  /** Schools with headsets none of which checked in within 7 days: a field officer's visit list. */
  unseen_schools: Array<{
    school_id: string;
    school_name: string;
    headsets: number;
    last_seen_at: string | null;
  }>;
}
