import type { FleetSummary } from '../headsets/headset';

/** What `GET /api/dashboard` answers under `data`: the programme's figures, counted by the server. */
export interface Dashboard {
  /** The dashboard's four counters. */
  counters: { schools: number; activeStudents: number; devices: number; courses: number };
  /** Devices in each state (src/domain/devices/device-state.ts). */
  devices: { active: number; inactive: number; notLinked: number };
  contentByType: { video: number; vr: number };
  /** Live schools with no recorded change in the last 30 days, by name (the first 50). */
  quietSchools: { total: number; schools: { _id: string; school_name: string }[] };
  /** The latest changes, newest first. */
  recentActivity: ActivityEntry[];
  /** The schools with the most pupils, most first. */
  pupilsPerSchool: { _id: string; school_name: string; pupils: number }[];
  /** Content items per master class, by grade. */
  contentPerClass: { _id: string; class_name: string; grade: number; contents: number }[];
  /** When the server counted (ISO time). */
  countedAt: string;
  /**
   * The VR headsets: last check-ins, lessons badges, minutes played, schools to visit. Absent from an
   * answer saved on the tablet before the server counted it.
   */
  fleet?: FleetSummary;
}

export type ActivityAction = 'created' | 'updated' | 'deleted';

export interface ActivityEntry {
  id: string;
  at: string;
  /** Who made the change: their name, else e-mail; null when the account is gone or was not signed in. */
  who: string | null;
  /** The table, e.g. `students`. */
  entity: string;
  recordId: string;
  action: ActivityAction;
  /** The record's name when it changed. */
  label: string | null;
  schoolId: string | null;
}

export const QUIET_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 10;
export const TOP_SCHOOLS_LIMIT = 8;
export const QUIET_SCHOOLS_LISTED = 50;
