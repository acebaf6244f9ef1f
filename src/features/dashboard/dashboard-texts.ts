/** The dashboard's words: the four counters' titles, and the headings of the real figures. */
import { classTitleOfLabel } from '../../ui/class-title';
import { QUIET_DAYS } from '../../domain/dashboard/dashboard';
import { DEVICE_STATES } from '../../domain/devices/device-state';
import type { ActivityAction } from '../../domain/dashboard/dashboard';
import { defineMessages } from '../../domain/i18n/languages';
import { ENTITY_NAMES, tableOf, wordsOf } from '../../domain/sync/entity-registry';
import { t, texts } from '../../i18n/i18n';

export const COUNTER_TITLES = texts({
  schools: 'Total Schools',
  activeStudents: 'Active Students',
  devices: 'VR Devices',
  courses: 'Courses',
} as const);

export const DASHBOARD_TEXTS = texts({
  title: 'Dashboard',
  counters: 'Programme at a glance',
  devices: 'VR device status',
  content: 'Content by type',
  quietSchools: () => t('Schools with no activity in the last {days} days', { days: QUIET_DAYS }),
  noQuietSchools: () => t('Every school had a change in the last {days} days.', { days: QUIET_DAYS }),
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
  school: 'School',
  pupils: 'Pupils',
  class: 'Class',
  contentItems: 'Content items',
  more: (count: string) => t('and {count} more', { count }),
} as const);

export const DEVICE_STATE_LABELS = texts(DEVICE_STATES);
export const CONTENT_TYPE_LABELS = texts({ video: 'Video', vr: 'VR' } as const);

/** Tables the change history names that hold no synced entity. */
const OTHER_NOUNS = defineMessages({ bookings: 'booking' });

/** The record each table holds, as an activity sentence names it: the registry's words, by table. */
const NOUNS = new Map<string, string>([
  ...ENTITY_NAMES.map((name): [string, string] => {
    const words = wordsOf(name);
    return [tableOf(name), words.historyNoun ?? words.noun];
  }),
  ...Object.entries(OTHER_NOUNS),
]);

const entityNoun = (table: string) => {
  const noun = NOUNS.get(table);
  return noun === undefined ? table.replace(/_/g, ' ') : t(noun);
};

/** "Anita Deshmukh added the student “Asha Pawar”": one sentence per action, the words in each language's order. */
export function activitySentence(action: ActivityAction, who: string, entity: string, stored: string | null) {
  const label = stored && entity === 'classes' ? classTitleOfLabel(stored) : stored;
  const values = { who, noun: entityNoun(entity), label };
  if (label) {
    if (action === 'created') return t('{who} added the {noun} “{label}”', values);
    if (action === 'deleted') return t('{who} deleted the {noun} “{label}”', values);
    return t('{who} updated the {noun} “{label}”', values);
  }
  if (action === 'created') return t('{who} added the {noun}', values);
  if (action === 'deleted') return t('{who} deleted the {noun}', values);
  return t('{who} updated the {noun}', values);
}
