import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids';
import { BULK_MESSAGES, MAX_BULK_ROWS } from '../../../src/domain/csv/bulk-request';
import { checkTeacherBulk } from '../../../src/domain/teachers/teacher-bulk';

const schoolId = newId();
const row = (overrides: Record<string, unknown> = {}) => ({
  teacher_id: 'zp01t001',
  teacher_name: 'Anita  Deshmukh',
  email: 'Anita@School.In',
  phone_number: '98220 12345',
  status: 'active',
  ...overrides,
});

describe('checkTeacherBulk', () => {
  it('tidies rows: Teacher IDs uppercased, names collapsed, e-mails lowercased, phone spaces dropped', () => {
    const result = checkTeacherBulk({ school_id: schoolId, teachers: [row()] });
    expect(result).toMatchObject({
      success: true,
      output: {
        school_id: schoolId,
        rows: [
          {
            teacher_id: 'ZP01T001',
            teacher_name: 'Anita Deshmukh',
            email: 'anita@school.in',
            phone_number: '9822012345',
          },
        ],
      },
    });
  });

  it('names every bad field as rows.<index>.<field>', () => {
    const result = checkTeacherBulk({
      school_id: schoolId,
      teachers: [
        row({ phone_number: '12' }),
        row(),
        row({ teacher_id: undefined, status: 'away', _id: 'x' }),
      ],
    });
    expect(result).toEqual({
      success: false,
      message: BULK_MESSAGES.validationFailed,
      errors: {
        'rows.0.phone_number': 'Phone number must be exactly 10 digits',
        'rows.2._id': 'Invalid teacher id',
        'rows.2.teacher_id': 'Teacher ID is required',
        'rows.2.status': 'Status must be either active or inactive',
      },
    });
  });

  it('uses the teachers list key and the same row limit as students', () => {
    expect(MAX_BULK_ROWS).toBe(5000);
    expect(
      checkTeacherBulk({ school_id: schoolId, teachers: new Array(MAX_BULK_ROWS + 1).fill(row()) }),
    ).toMatchObject({
      errors: { teachers: BULK_MESSAGES.tooManyRows },
    });
    expect(checkTeacherBulk({ school_id: schoolId, students: [row()] })).toMatchObject({
      errors: { teachers: BULK_MESSAGES.rowsInvalid },
    });
  });
});
