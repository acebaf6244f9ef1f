/** The dashboard's words: spec §2 Dashboard's counter titles, and the headings of the real figures. */
import type { ActivityAction } from '../../domain/dashboard/dashboard';

export const COUNTER_TITLES = {
  schools: 'Total Schools',
  activeStudents: 'Active Students',
  devices: 'VR Devices',
  courses: 'Courses',
} as const;

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  counters: 'Programme at a glance',
  devices: 'VR device status',
  content: 'Content by type',
  quietSchools: 'Schools with no activity in the last 30 days',
  noQuietSchools: 'Every school had a change in the last 30 days.',
  recentActivity: 'Recent activity',
  noActivity: 'No changes recorded yet.',
  pupilsPerSchool: 'Pupils per school',
  pupilsPerSchoolAbout: 'The schools with the most pupils.',
  contentPerClass: 'Content per class',
  contentPerClassAbout: 'Content items filed under each class.',
  noFigures: 'Nothing to show yet.',
  loading: 'Loading dashboard...',
  refreshing: 'Refreshing...',
  loadFailed: 'Could not load the dashboard',
  refreshFailed: 'Could not refresh the dashboard',
  someone: 'Someone',
} as const;

export const DEVICE_STATE_LABELS = {
  active: 'Active',
  inactive: 'Inactive',
  notLinked: 'Not Linked',
} as const;
export const CONTENT_TYPE_LABELS = { video: 'Video', vr: 'VR' } as const;

const ENTITY_NOUNS: Record<string, string> = {
  schools: 'school',
  students: 'student',
  teachers: 'teacher',
  classes: 'class',
  subjects: 'subject',
  books: 'book',
  devices: 'VR device',
  contents: 'content',
  master_classes: 'class master',
  master_subjects: 'subject master',
  users: 'user',
  bookings: 'booking',
};

const ACTION_VERBS: Record<ActivityAction, string> = {
  created: 'added',
  updated: 'updated',
  deleted: 'deleted',
};

export const entityNoun = (entity: string) => ENTITY_NOUNS[entity] ?? entity.replace(/_/g, ' ');
export const actionVerb = (action: ActivityAction) => ACTION_VERBS[action] ?? action;
