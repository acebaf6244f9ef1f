import { buildBookings, buildSchoolAdmin, buildSuperAdmin } from './build-accounts';
import { buildContents } from './build-contents';
import { buildDemoUploads } from './demo-media';
import { buildDevices } from './build-devices';
import { buildHeadsetHistory } from './build-headset-history';
import { buildMasters } from './build-masters';
import { buildSchool } from './build-school';
import type * as Rows from './rows';
import { SCHOOL_PLANS } from './schools-data';

export interface DemoData {
  users: Rows.UserRow[];
  schools: Rows.SchoolRow[];
  masterClasses: Rows.MasterClassRow[];
  masterSubjects: Rows.MasterSubjectRow[];
  teachers: Rows.TeacherRow[];
  classes: Rows.ClassRow[];
  subjects: Rows.SubjectRow[];
  students: Rows.StudentRow[];
  books: Rows.BookRow[];
  devices: Rows.DeviceRow[];
  contents: Rows.ContentRow[];
  bookings: Rows.BookingRow[];
  uploads: Rows.UploadRow[];
  deviceLessons: Rows.DeviceLessonRow[];
  plays: Rows.PlayRow[];
  deviceCommands: Rows.DeviceCommandRow[];
}

/** Schools open two weeks apart in alphabetical order, so the first by name is also the oldest. */
const FIRST_OPENING = -210;
const DAYS_BETWEEN_OPENINGS = 14;

/**
 * Every demo row, built in memory: the same names and numbers on every run, fresh ids each time. The
 * headsets' recent history is relative to `now`, the seeding moment.
 */
export function buildDemoData(passwordHash: string, now: Date = new Date()): DemoData {
  const superAdmin = buildSuperAdmin(passwordHash);
  const masters = buildMasters();
  const phones = new Set<string>();
  const built = SCHOOL_PLANS.map((plan, index) =>
    buildSchool(plan, FIRST_OPENING + index * DAYS_BETWEEN_OPENINGS, superAdmin._id, phones),
  );
  const first = built[0]!;
  const byCode = new Map(SCHOOL_PLANS.map((plan, index) => [plan.code, built[index]!.school]));
  const classes = built.flatMap((b) => b.classes);
  const contents = buildContents(masters);
  const uploads = buildDemoUploads(superAdmin._id);
  const headsets = buildHeadsetHistory(
    buildDevices(byCode),
    { classes, masterClasses: masters.classes, contents, uploads },
    superAdmin._id,
    now,
  );
  return {
    users: [superAdmin, buildSchoolAdmin(passwordHash, first.school, first.teachers[0]!)],
    schools: built.map((b) => b.school),
    masterClasses: masters.classes,
    masterSubjects: masters.subjects,
    teachers: built.flatMap((b) => b.teachers),
    classes,
    subjects: built.flatMap((b) => b.subjects),
    students: built.flatMap((b) => b.students),
    books: built.flatMap((b) => b.books),
    devices: headsets.devices,
    contents,
    bookings: buildBookings(superAdmin._id),
    uploads,
    deviceLessons: headsets.deviceLessons,
    plays: headsets.plays,
    deviceCommands: headsets.deviceCommands,
  };
}
