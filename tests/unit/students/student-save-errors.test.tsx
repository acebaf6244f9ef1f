import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addStudent, deleteStudent } from '../../../src/features/students/save-student';
import type * as SaveStudent from '../../../src/features/students/save-student';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { openStudents, seedSchool } from './fixtures';

vi.mock('../../../src/features/students/save-student', async (original) => ({
  ...(await original<typeof SaveStudent>()),
  addStudent: vi.fn(),
  deleteStudent: vi.fn(),
}));

cleanDeviceEachTest();

describe('a student save or delete that fails on the device', { timeout: 20_000 }, () => {
  it("says 'Failed to save student. Please try again.' and keeps the form", async () => {
    vi.mocked(addStudent).mockRejectedValueOnce(new Error('QuotaExceededError'));
    await seedSchool();
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await user.type(screen.getByLabelText('Student Name'), 'Sita Pawar');
    await user.type(screen.getByLabelText('Email'), 'sita@school.in');
    await user.type(screen.getByLabelText('Roll Number'), '5A30');
    await user.selectOptions(screen.getByLabelText('Class'), 'Class 5 - A');
    await user.click(screen.getByRole('button', { name: 'Save Student' }));
    expect(await screen.findByText('Failed to save student. Please try again.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add New Student' })).toBeTruthy();
  });

  it("shows 'Deleting...' while deleting, then 'Failed to delete student. Please try again.'", async () => {
    let fail: (error: Error) => void = () => undefined;
    vi.mocked(deleteStudent).mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    await seedSchool();
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Delete Asha Patil' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Student' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const busy = within(dialog).getByRole('button', { name: 'Deleting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    fail(new Error('disk full'));
    expect(await screen.findByText('Failed to delete student. Please try again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
  });
});
