import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { errorOf, expectFieldNames, expectMessagesAsTyped, setText } from '../helpers/form-fields';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeTeacher, openTeachers, SCHOOL_ID, seedTeachers } from './fixtures';
import { SAVED_ON_DEVICE } from '../../../src/kit/list-texts';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';

cleanDeviceEachTest();

describe('the Teacher form', { timeout: 30_000 }, () => {
  it('shows every message as the person types', async () => {
    await seedTeachers();
    const { user } = await openTeachers();
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    const form = screen.getByRole('form', { name: 'Add New Teacher' });
    expectFieldNames(form, [
      ['Teacher ID', 'teacher_id'],
      ['Teacher Name', 'teacher_name'],
      ['Email', 'email'],
      ['Phone Number', 'phone_number'],
      ['Status', 'status'],
    ] as const);
    const cases: Array<[string, string, string]> = [
      ['Teacher ID', 'T1', 'Teacher ID must be at least 3 characters'],
      ['Teacher ID', 'T'.repeat(21), 'Teacher ID must be less than 20 characters'],
      ['Teacher ID', 'T-001', 'Teacher ID must contain only letters and numbers'],
      ['Teacher Name', 'S', 'Name must be at least 2 characters'],
      ['Teacher Name', 'S'.repeat(101), 'Name must be less than 100 characters'],
      ['Teacher Name', 'Sunita 2', 'Name must contain only letters and spaces'],
      ['Email', 'sunita@', 'Please enter a valid email address'],
      ['Email', `${'s'.repeat(96)}@x.in`, 'Email must be less than 100 characters'],
      ['Phone Number', '12345', 'Phone number must be exactly 10 digits'],
      ['Phone Number', '5876543210', 'Phone number must be exactly 10 digits'],
    ];
    await expectMessagesAsTyped(user, cases);
    for (const [label, message] of [
      ['Teacher ID', 'Teacher ID is required'],
      ['Teacher Name', 'Teacher name is required'],
      ['Email', 'Email is required'],
      ['Phone Number', 'Phone number is required'],
    ]) {
      await setText(user, label!, '');
      expect(errorOf(label!)).toBe(message);
    }
    await setText(user, 'Phone Number', '98765 43210');
    expect(errorOf('Phone Number')).toBeNull();
  });

  it("shows the status messages for a record from elsewhere, and 'This field cannot be changed' on the Teacher ID", async () => {
    await seedTeachers([
      makeTeacher({ teacher_name: 'Odd Status', status: 'on leave' }),
      makeTeacher({ teacher_name: 'No Status', status: '' }),
    ]);
    const { user } = await openTeachers();
    await user.click(screen.getByRole('button', { name: 'Edit Odd Status' }));
    const id = screen.getByLabelText<HTMLInputElement>('Teacher ID');
    expect(id.readOnly).toBe(true);
    expect(screen.getByText('This field cannot be changed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Teacher' }));
    expect(errorOf('Status')).toBe('Status must be either active or inactive');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit No Status' }));
    await user.click(screen.getByRole('button', { name: 'Update Teacher' }));
    expect(errorOf('Status')).toBe('Status is required');
    expect(await db.outbox.count()).toBe(0);
  });

  it('add queues POST /teachers with a client _id and the school', async () => {
    await seedTeachers();
    const { user } = await openTeachers();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    await user.type(screen.getByLabelText('Teacher ID'), 'zpt010');
    await user.type(screen.getByLabelText('Teacher Name'), 'Kavita More');
    await user.type(screen.getByLabelText('Email'), 'Kavita@School.in');
    await user.type(screen.getByLabelText('Phone Number'), '98220 12345');
    await user.click(screen.getByRole('button', { name: 'Save Teacher' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'create',
      label: 'Add teacher Kavita More',
      request: {
        method: 'POST',
        path: '/teachers',
        body: {
          _id: row!.targetId,
          teacher_id: 'ZPT010',
          teacher_name: 'Kavita More',
          email: 'kavita@school.in',
          phone_number: '9822012345',
          status: 'active',
          school_id: SCHOOL_ID,
        },
      },
    });
    expect(await screen.findByText('Kavita More')).toBeTruthy();
  });

  it('edit sends only the changed fields, never the Teacher ID', async () => {
    const [sunita] = await seedTeachers();
    const { user } = await openTeachers();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Edit Sunita Deshmukh' }));
    await setText(user, 'Phone Number', '9000000001');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.click(screen.getByRole('button', { name: 'Update Teacher' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'update',
      baseVersion: 3,
      label: 'Edit teacher Sunita Deshmukh',
      request: {
        method: 'PATCH',
        path: `/teachers/${sunita!._id}`,
        body: { phone_number: '9000000001', status: 'inactive' },
      },
    });
    expect(Object.keys(row!.request.body!).sort()).toEqual(['phone_number', 'status']);
  });

  it('delete asks in a Delete Teacher dialog and queues DELETE /teachers/{id}', async () => {
    const [, ramesh] = await seedTeachers();
    const { user } = await openTeachers();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Delete Ramesh Gaikwad' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Teacher' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete Ramesh Gaikwad? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ramesh Gaikwad')).toBeNull());
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'delete',
      request: { method: 'DELETE', path: `/teachers/${ramesh!._id}` },
    });
  });
});
