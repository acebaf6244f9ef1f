import { describe, expect, it } from 'vitest';
import type { ClassRecord } from '../../../src/features/classes/class-record';
import { classCards } from '../../../src/features/classes/use-classes-view';
import { weeklyHours } from '../../../src/domain/classes/schedule-hours';

describe('weeklyHours', () => {
  it("reads the seed's schedules", () => {
    expect(weeklyHours('Mon-Fri 10:00-15:30, Sat 07:30-11:00')).toBe(31);
    expect(weeklyHours('Mon-Fri 10:00-16:30, Sat 07:30-11:30')).toBe(36.5);
  });

  it('reads single days, lists of days, ranges across the week end and full day names', () => {
    expect(weeklyHours('Sat 8:00-12:00')).toBe(4);
    expect(weeklyHours('Mon/Wed/Fri 09:00-10:30; Tue & Thu 14:00-15:00')).toBe(6.5);
    expect(weeklyHours('Fri-Mon 10:00-11:00')).toBe(4);
    expect(weeklyHours('Monday-Friday 10:00 - 12:00')).toBe(10);
  });

  it('gives nothing for a text it cannot read in full, rather than a guess', () => {
    for (const text of [
      '',
      '   ',
      'Mornings',
      'Mon-Fri',
      'Mon-Fri 10:00-15:30, after lunch',
      'Mon-Fri 15:00-10:00',
      'Mon-Fri 10:00-25:00',
      'Xyz 10:00-11:00',
      'Mon/Funday 10:00-11:00',
      null,
      42,
    ]) {
      expect(weeklyHours(text), String(text)).toBeUndefined();
    }
  });
});

describe('the Classes cards', () => {
  const klass = (id: string, schedule: unknown, subjects: number, status = 'active') =>
    ({ _id: id, schedule, subject_count: subjects, status }) as unknown as ClassRecord;

  it('count real pupils, the largest number of subjects and the average hours of active classes that can be read', () => {
    const classes = [
      klass('a', 'Mon-Fri 10:00-15:30, Sat 07:30-11:00', 6),
      klass('b', 'Mon-Fri 10:00-16:30, Sat 07:30-11:30', 8),
      klass('c', 'after lunch', 9),
      klass('d', 'Mon-Sun 00:00-24:00', 12, 'inactive'),
    ];
    const pupils: Record<string, number> = { a: 30, b: 2, d: 1 };
    expect(classCards(classes, (id) => pupils[id] ?? 0)).toEqual({
      classes: 4,
      pupils: 33,
      maxSubjects: 12,
      activeHours: 33.8,
    });
    expect(classCards([], () => 0)).toEqual({ classes: 0, pupils: 0, maxSubjects: 0, activeHours: 0 });
  });
});
