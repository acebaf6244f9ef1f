import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { makeRow } from '../data/factories';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeStudent, openStudents, SCHOOL_ID, seedSchool } from './fixtures';
import { SAVED_ON_DEVICE } from '../../../src/kit/list-texts';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';

cleanDeviceEachTest();

const USER_ID = '0190a6e0-0000-7000-8000-000000000001';
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('saving students on the device', { timeout: 30_000 }, () => {
  it('add writes the record and a POST /students row with a client _id, toasts and closes', async () => {
    const { classes } = await seedSchool();
    const fiveB = classes[1]!;
    const { user } = await openStudents();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    // Spaces around and inside, as a tablet keyboard's suggestions leave them: saved tidied.
    await user.type(screen.getByLabelText('Student Name'), ' Sita  Pawar ');
    await user.type(screen.getByLabelText('Email'), 'Sita.Pawar@School.in');
    await user.type(screen.getByLabelText('Roll Number'), '5b09');
    await user.selectOptions(screen.getByLabelText('Class'), 'Class 5 - B');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.click(screen.getByRole('button', { name: 'Save Student' }));

    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      entity: 'students',
      operation: 'create',
      userId: USER_ID,
      label: 'Add student Sita Pawar',
      request: {
        method: 'POST',
        path: '/students',
        body: {
          _id: row!.targetId,
          student_name: 'Sita Pawar',
          email: 'sita.pawar@school.in',
          roll_number: '5B09',
          class_id: fiveB._id,
          status: false,
          school_id: SCHOOL_ID,
        },
      },
    });
    expect(await db.students.get(row!.targetId)).toMatchObject({ student_name: 'Sita Pawar', status: false });
    await screen.findByText('Sita Pawar');
    // The marks are a live query of their own: they may follow the record by a moment.
    await waitFor(() => expect(within(rowOf('Sita Pawar')).getByText('Waiting to sync')).toBeTruthy());
    expect(within(rowOf('Sita Pawar')).getByText('Class 5 - B')).toBeTruthy();
  });

  it('edit opens with the record and sends only what changed, class as class_id and status as a boolean', async () => {
    const { classes, students } = await seedSchool();
    const asha = students[0]!;
    const { user } = await openStudents();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Edit Asha Patil' }));
    const form = screen.getByRole('form', { name: 'Edit Student' });
    expect(within(form).getByLabelText<HTMLInputElement>('Email').value).toBe('asha.patil@school.in');
    expect(within(form).getByLabelText<HTMLSelectElement>('Class').value).toBe(asha.class_id);
    expect(within(form).getByLabelText<HTMLSelectElement>('Status').value).toBe('active');

    await user.selectOptions(within(form).getByLabelText('Class'), 'Class 6 - A');
    await user.selectOptions(within(form).getByLabelText('Status'), 'inactive');
    await user.click(within(form).getByRole('button', { name: 'Update Student' }));

    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'update',
      targetId: asha._id,
      baseVersion: 2,
      label: 'Edit student Asha Patil',
      request: {
        method: 'PATCH',
        path: `/students/${asha._id}`,
        body: { class_id: classes[0]!._id, status: false },
      },
    });
    expect(Object.keys(row!.request.body!).sort()).toEqual(['class_id', 'status']);
    expect(await db.students.get(asha._id)).toMatchObject({
      class_id: classes[0]!._id,
      status: false,
      email: asha.email,
    });
  });

  it('an edit that changes nothing writes no outbox row', async () => {
    await seedSchool();
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Edit Meena Kulkarni' }));
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    expect(await screen.findByText('No changes to save')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('delete asks first, with its fixed texts, then removes the student and queues DELETE /students/{id}', async () => {
    const { students } = await seedSchool();
    const ravi = students[1]!;
    const { user } = await openStudents();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Jadhav' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Student' });
    expect(
      within(dialog).getByText('Are you sure you want to delete Ravi Jadhav? This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await db.outbox.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete Ravi Jadhav' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Ravi Jadhav')).toBeNull());
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'delete',
      targetId: ravi._id,
      label: 'Delete student Ravi Jadhav',
      request: { method: 'DELETE', path: `/students/${ravi._id}` },
    });
    expect(await db.students.get(ravi._id)).toBeUndefined();
  });

  it("view opens the pupil's details in the app: the photo when it is a web address, else the initials", async () => {
    const { classes } = await seedSchool();
    await db.entity('students').bulkPut([
      makeStudent(classes[0]!, {
        student_name: 'With Photo',
        profile_image: 'https://cdn.example.in/p/1.jpg',
      }),
      makeStudent(classes[0]!, { student_name: 'Bad Link', profile_image: 'javascript:alert(1)' }),
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openStudents();

    await user.click(await screen.findByRole('button', { name: 'View With Photo' }));
    const withPhoto = screen.getByRole('dialog', { name: 'Student Details' });
    expect(within(withPhoto).getByRole('img', { name: 'Photo of With Photo' }).getAttribute('src')).toBe(
      'https://cdn.example.in/p/1.jpg',
    );
    await user.click(within(withPhoto).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'View Bad Link' }));
    const badLink = screen.getByRole('dialog', { name: 'Student Details' });
    expect(within(badLink).queryByRole('img')).toBeNull();
    expect(within(badLink).getByText('BL')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('marks students with changes waiting, and those the server refused', async () => {
    const { students } = await seedSchool();
    const [asha, ravi] = students as [(typeof students)[0], (typeof students)[0]];
    await db.outbox.bulkPut([
      makeRow({ entity: 'students', targetId: asha._id, status: 'waiting' }),
      makeRow({ entity: 'students', targetId: ravi._id, status: 'failed', lastError: 'Roll number taken' }),
    ]);
    await openStudents();
    await waitFor(() => expect(within(rowOf('Asha Patil')).getByText('Waiting to sync')).toBeTruthy());
    expect(within(rowOf('Ravi Jadhav')).getByText('Needs attention')).toBeTruthy();
    expect(rowOf('Meena Kulkarni').querySelector('.schools-pending')).toBeNull();
  });
});
