/** The change history's sentences name each table's record by the registry's words, in the chosen language. */
import { afterEach, describe, expect, it } from 'vitest';
import { activitySentence } from '../../../src/features/dashboard/dashboard-texts';
import { showLanguage } from '../../../src/i18n/language';

const nounOf = (table: string) =>
  /^Anita added the (.+)$/.exec(activitySentence('created', 'Anita', table, null))![1];

describe('an activity sentence', () => {
  afterEach(() => showLanguage('en'));

  it("names the record of every synced table, and of the history's other tables", () => {
    const tables = [
      'schools',
      'classes',
      'subjects',
      'students',
      'teachers',
      'books',
      'devices',
      'contents',
      'master_classes',
      'master_subjects',
      'users',
      'bookings',
    ];
    expect(Object.fromEntries(tables.map((table) => [table, nounOf(table)]))).toEqual({
      schools: 'school',
      classes: 'class',
      subjects: 'subject',
      students: 'student',
      teachers: 'teacher',
      books: 'book',
      devices: 'VR device',
      contents: 'content',
      master_classes: 'class master',
      master_subjects: 'subject master',
      users: 'user',
      bookings: 'booking',
    });
  });

  it('says an unknown table in words, and a known one in the chosen language', async () => {
    expect(nounOf('lesson_plays')).toBe('lesson plays');
    await showLanguage('mr');
    expect(activitySentence('deleted', 'Anita', 'devices', 'Quest 3')).toContain('VR हेडसेट');
  });
});
