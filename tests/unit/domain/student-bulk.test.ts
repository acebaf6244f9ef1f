import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids';
import { BULK_MESSAGES, MAX_BULK_ROWS } from '../../../src/domain/csv/bulk-request';
import { checkStudentBulk, type StudentBulkRowInput } from '../../../src/domain/students/student-bulk';

const schoolId = newId();
const classId = newId();
const row = (overrides: Partial<Record<keyof StudentBulkRowInput | 'extra', unknown>> = {}) => ({
  _id: newId(),
  student_name: 'Om Prakash Gaikwad',
  email: 'om.gaikwad@ambavade.shala.demo',
  roll_number: '5A01',
  class_id: classId,
  status: true,
  ...overrides,
});

describe('checkStudentBulk', () => {
  it('tidies every row the way the server stores it and keeps the order', () => {
    const result = checkStudentBulk({
      school_id: schoolId,
      students: [
        row({
          student_name: '  Om   Gaikwad ',
          email: ' Om@X.IN',
          roll_number: ' 5a02 ',
          status: 'Inactive',
        }),
        row({ _id: undefined }),
      ],
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output.school_id).toBe(schoolId);
    expect(result.output.rows[0]).toMatchObject({
      student_name: 'Om Gaikwad',
      email: 'om@x.in',
      roll_number: '5A02',
      status: false,
    });
    expect(result.output.rows[1]).toMatchObject({ _id: undefined, status: true });
  });

  it('keys each bad field by its row position and checks every row', () => {
    const result = checkStudentBulk({
      school_id: schoolId,
      students: [
        row(),
        row({ email: 'nope', roll_number: undefined }),
        row(),
        7,
        row({ class_id: 'x', extra: 1 }),
      ],
    });
    expect(result).toEqual({
      success: false,
      message: BULK_MESSAGES.validationFailed,
      errors: {
        'rows.1.email': 'Please enter a valid email address',
        'rows.1.roll_number': 'Roll number is required',
        'rows.3': 'Each row must be an object',
        'rows.4.class_id': 'Please select a valid class',
      },
    });
  });

  it('checks the envelope and the row count before reading a row', () => {
    expect(MAX_BULK_ROWS).toBe(5000);
    const tooMany = checkStudentBulk({
      school_id: schoolId,
      students: Array.from({ length: 5001 }, () => null),
    });
    expect(tooMany).toEqual({
      success: false,
      message: 'A file can hold at most 5,000 rows',
      errors: { students: 'A file can hold at most 5,000 rows' },
    });
    expect(
      checkStudentBulk({ school_id: schoolId, students: Array.from({ length: 5000 }, () => row()) }).success,
    ).toBe(true);
    expect(checkStudentBulk({ school_id: schoolId, students: [] })).toMatchObject({
      message: BULK_MESSAGES.noRows,
    });
    expect(checkStudentBulk(null)).toMatchObject({
      errors: { school_id: 'Invalid school id', students: BULK_MESSAGES.rowsInvalid },
    });
    expect(checkStudentBulk({ school_id: 'one', students: [{}] })).toEqual({
      success: false,
      message: BULK_MESSAGES.validationFailed,
      errors: { school_id: 'Invalid school id' },
    });
  });
});
