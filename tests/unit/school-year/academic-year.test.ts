import { describe, expect, it } from 'vitest';
import {
  academicYearOf,
  canUndoNewYear,
  isAcademicYear,
  newYearUndoUntil,
  nextAcademicYear,
  previousAcademicYear,
} from '../../../src/domain/school-year/academic-year';

describe('the academic year', () => {
  it('starts on 1 June in India', () => {
    expect(academicYearOf(new Date('2026-11-29T10:00:00Z'))).toBe('2026-27');
    expect(academicYearOf(new Date('2027-05-31T12:00:00Z'))).toBe('2026-27');
    expect(academicYearOf(new Date('2027-06-01T00:00:00+05:30'))).toBe('2027-28');
    expect(academicYearOf(new Date('2027-05-31T18:29:59Z'))).toBe('2026-27');
    expect(academicYearOf(new Date('2099-07-01T00:00:00Z'))).toBe('2099-00');
  });

  it('is written with the year it starts and the last two digits of the next', () => {
    expect(isAcademicYear('2026-27')).toBe(true);
    for (const bad of ['2026-28', '2026-2027', '26-27', '2026/27', ' 2026-27', 2026, null]) {
      expect(isAcademicYear(bad)).toBe(false);
    }
  });

  it('has a next year and a year before', () => {
    expect(nextAcademicYear('2026-27')).toBe('2027-28');
    expect(nextAcademicYear('2099-00')).toBe('2100-01');
    expect(() => nextAcademicYear('2026')).toThrow(RangeError);
    expect(previousAcademicYear('2027-28')).toBe('2026-27');
    expect(previousAcademicYear('2100-01')).toBe('2099-00');
    expect(() => previousAcademicYear('2027-29')).toThrow(RangeError);
  });

  it('may be undone for 7 days after it started', () => {
    const started = new Date('2027-06-10T08:00:00Z');
    const until = newYearUndoUntil(started).toISOString();
    expect(until).toBe('2027-06-17T08:00:00.000Z');
    expect(canUndoNewYear(until, new Date('2027-06-17T07:59:59Z'))).toBe(true);
    expect(canUndoNewYear(until, new Date('2027-06-17T08:00:00Z'))).toBe(false);
    expect(canUndoNewYear(null, started)).toBe(false);
  });
});
