/** In Marathi every number on screen is in Devanagari digits, a class has one name, and a time says the part of the day in words. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classTitle, classTitleOfLabel } from '../../../src/ui/class-title';
import { activitySentence, DASHBOARD_TEXTS } from '../../../src/features/dashboard/dashboard-texts';
import { syncStatusText } from '../../../src/features/sync/sync-status-text';
import { formatDateTime, formatTime } from '../../../src/i18n/format';
import { t } from '../../../src/i18n/i18n';
import { showLanguage } from '../../../src/i18n/language';

const LATIN_DIGIT = /[0-9]/;

describe('Marathi', () => {
  beforeEach(() => showLanguage('mr'));
  afterEach(() => showLanguage('en'));

  it('writes numbers filled into a text in Devanagari digits, plural counts included', () => {
    expect(DASHBOARD_TEXTS.quietSchools()).toBe('गेल्या ३० दिवसांत कोणताही बदल न झालेल्या शाळा');
    expect(DASHBOARD_TEXTS.noQuietSchools()).not.toMatch(LATIN_DIGIT);
    expect(t('{count} need attention', { count: 12 })).toMatch(/^१२ /);
  });

  it('gives a class the same name on every screen, from its record or from a stored label', () => {
    const klass = { class_name: 'Class 7', grade: 7, section: 'A' };
    expect(classTitle(klass)).toBe('इयत्ता ७ - अ');
    expect(classTitleOfLabel('Class 7 - A')).toBe(classTitle(klass));
    expect(classTitleOfLabel('Class 7')).toBe(classTitle({ class_name: 'Class 7', grade: 7 }));
    expect(activitySentence('created', 'Anita', 'classes', 'Class 7 - A')).toContain('इयत्ता ७ - अ');
    // A name the school chose itself is shown as it is.
    expect(classTitleOfLabel('Balwadi')).toBe('Balwadi');
  });

  it('says the part of the day in words, not AM or PM, in Devanagari digits', () => {
    const morning = new Date('2026-11-27T05:30:00Z');
    for (const shown of [formatTime(morning), formatDateTime(morning)]) {
      expect(shown).not.toMatch(/AM|PM/i);
      expect(shown).not.toMatch(LATIN_DIGIT);
    }
  });
});

describe('the sync status in Marathi', () => {
  beforeEach(() => showLanguage('mr'));
  afterEach(() => showLanguage('en'));

  it('counts what needs attention and what waits in Devanagari digits', () => {
    const counts = { waiting: 12, sending: 0, failed: 0, conflict: 0, attention: 0, total: 12 };
    expect(syncStatusText(counts, false, false).text).not.toMatch(LATIN_DIGIT);
    expect(syncStatusText({ ...counts, attention: 3 }, true, false).text).toMatch(/^३ /);
  });
});
