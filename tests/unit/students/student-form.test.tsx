import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { errorOf, expectFieldNames, expectMessagesAsTyped, setText } from '../helpers/form-fields';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeStudent, openStudents, seedSchool } from './fixtures';

cleanDeviceEachTest();

describe('the Student form, validated on change', { timeout: 30_000 }, () => {
  it('shows every name, e-mail and roll number message as the person types', async () => {
    await seedSchool();
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    const form = screen.getByRole('form', { name: 'Add New Student' });
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save Student' })).toBeTruthy();
    expectFieldNames(form, [
      ['Student Name', 'student_name'],
      ['Email', 'email'],
      ['Roll Number', 'roll_number'],
      ['Class', 'class'],
      ['Status', 'status'],
    ] as const);

    const cases: Array<[string, string, string]> = [
      ['Student Name', 'A', 'Name must be at least 2 characters'],
      ['Student Name', 'A'.repeat(101), 'Name must be less than 100 characters'],
      ['Student Name', 'Asha 2', 'Name must contain only letters and spaces'],
      ['Email', 'asha@', 'Please enter a valid email address'],
      ['Email', `${'a'.repeat(96)}@x.in`, 'Email must be less than 100 characters'],
      ['Roll Number', 'A', 'Roll number must be at least 2 characters'],
      ['Roll Number', 'A'.repeat(21), 'Roll number must be less than 20 characters'],
      ['Roll Number', '5A-01', 'Roll number must contain only letters and numbers'],
    ];
    await expectMessagesAsTyped(user, cases);
    await setText(user, 'Student Name', '');
    expect(errorOf('Student Name')).toBe('Student name is required');
    await setText(user, 'Email', '');
    expect(errorOf('Email')).toBe('Email is required');
    await setText(user, 'Roll Number', '');
    expect(errorOf('Roll Number')).toBe('Roll number is required');

    await setText(user, 'Student Name', 'Asha  Patil');
    expect(errorOf('Student Name')).toBeNull();
    // A keyboard's word suggestion leaves a space around the name: tidied, not refused.
    await setText(user, 'Student Name', ' Asha Patil ');
    expect(errorOf('Student Name')).toBeNull();
    await setText(user, 'Student Name', ' A ');
    expect(errorOf('Student Name')).toBe('Name must be at least 2 characters');
    await setText(user, 'Email', 'Asha@School.IN');
    expect(errorOf('Email')).toBeNull();
    // Refused as the server refuses it: a character that is not shown; a Devanagari joiner is kept.
    await setText(user, 'Student Name', 'Asha\u202ePatil');
    expect(errorOf('Student Name')).toBe('Text cannot contain control or invisible characters');
    await setText(user, 'Student Name', 'प्रज्\u200dञा पाटील');
    expect(errorOf('Student Name')).toBeNull();
  });

  it('lists the real classes of the school and requires one', async () => {
    await seedSchool();
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    const select = screen.getByLabelText<HTMLSelectElement>('Class');
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      'Select a class',
      'Class 5 - A',
      'Class 5 - B',
      'Class 6 - A',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save Student' }));
    expect(errorOf('Class')).toBe('Class is required');
    expect(errorOf('Student Name')).toBe('Student name is required');
    expect(await db.outbox.count()).toBe(0);
  });

  it("says 'Please select a valid class' and the status messages for a record from elsewhere", async () => {
    const { classes } = await seedSchool();
    const gone = { ...classes[0]!, _id: '0190a6e0-0000-7000-8000-0000000ffff1' };
    await db
      .entity('students')
      .bulkPut([
        makeStudent(gone, { student_name: 'Lost Pupil' }),
        makeStudent(classes[0]!, { student_name: 'Odd Status', status: 'suspended' }),
        makeStudent(classes[0]!, { student_name: 'No Status', status: null }),
      ]);
    const { user } = await openStudents();

    await user.click(await screen.findByRole('button', { name: 'Edit Lost Pupil' }));
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    expect(errorOf('Class')).toBe('Please select a valid class');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Odd Status' }));
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    expect(errorOf('Status')).toBe('Status must be active or inactive');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(errorOf('Status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit No Status' }));
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    expect(errorOf('Status')).toBe('Status is required');
    expect(await db.outbox.count()).toBe(0);
  });
});
