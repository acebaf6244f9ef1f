import { describe, expect, it } from 'vitest';
import { readField, readNumber, readString, unwrap, unwrapList, unwrapRecord } from '../../../src/data/api/envelope';

const school = { _id: 's1', school_name: 'Govt. School Nandgaon' };

describe('envelope unwrapping', () => {
  it.each(['data', 'result', 'items', 'records', 'payload'])('takes a list out of `%s`', (key) => {
    expect(unwrapList({ success: true, [key]: [school] })).toEqual([school]);
    expect(unwrap({ [key]: school })).toEqual(school);
  });

  it('takes a bare array, a nested envelope and a named list', () => {
    expect(unwrapList([school])).toEqual([school]);
    expect(unwrapList({ data: { items: [school] } })).toEqual([school]);
    expect(unwrapList({ enrichedSchools: [school], pagination: {} }, ['schools', 'enrichedSchools'])).toEqual([school]);
  });

  it('gives an empty list for a shape it does not know', () => {
    expect(unwrapList({ message: 'ok' })).toEqual([]);
    expect(unwrapList(null)).toEqual([]);
  });

  it('takes a record out of an envelope but keeps a bare record whole', () => {
    expect(unwrapRecord({ success: true, data: school })).toEqual(school);
    const withItems = { _id: 'order', items: [1, 2] };
    expect(unwrapRecord(withItems)).toBe(withItems);
    expect(unwrapRecord('nope')).toBeNull();
  });
});

describe('field alternatives (snake_case or camelCase)', () => {
  it('reads either spelling and named aliases', () => {
    expect(readField({ school_id: 'a' }, 'schoolId')).toBe('a');
    expect(readField({ schoolId: 'b' }, 'school_id')).toBe('b');
    expect(readField({ totalStudentsCount: 4 }, 'studentCount', 'totalStudentsCount')).toBe(4);
    expect(readField({ school_id: null }, 'schoolId')).toBeUndefined();
  });

  it('reads strings and numbers leniently', () => {
    expect(readString({ roll_number: 7 }, 'rollNumber')).toBe('7');
    expect(readNumber({ student_count: '12' }, 'studentCount')).toBe(12);
    expect(readNumber({ student_count: 'many' }, 'studentCount')).toBeUndefined();
  });
});
