import { describe, expect, it } from 'vitest';
import { namedRowErrors } from '../../../src/domain/csv/bulk-errors';

describe('namedRowErrors', () => {
  it("names each refused row by the request's own list, and keeps other messages as they are", () => {
    const rows = [{ student_name: 'Asha Patil' }, { student_name: 'Ravi More' }];
    expect(
      namedRowErrors(
        {
          'rows.1.roll_number': 'This roll number is already used in this class',
          'rows.7.email': 'Please enter a valid email address',
          school_id: 'Invalid school id',
        },
        rows,
        'student_name',
      ),
    ).toEqual([
      'Ravi More: This roll number is already used in this class',
      'Please enter a valid email address',
      'Invalid school id',
    ]);
    expect(namedRowErrors(undefined, undefined, 'student_name')).toEqual([]);
  });
});
