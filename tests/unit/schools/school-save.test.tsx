import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { SAVED_ON_DEVICE } from '../../../src/kit/list-texts';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, freshScope, makeSchool } from './fixtures';
import { fillValid, openAddForm, setField, submitButton } from './form-helpers';

cleanDeviceEachTest();

describe('saving a school on the device (docs/sync.md, "The outbox")', { timeout: 20_000 }, () => {
  it('add writes the record and a POST /schools/initiate-school row, toasts, then closes after a second', async () => {
    const { user } = await openAddForm();
    useSyncStatus.setState({ online: false });
    await fillValid(user);
    await user.click(submitButton('Add School'));

    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adding...' }).hasAttribute('disabled')).toBe(true);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      entity: 'schools',
      operation: 'create',
      userId: '0190a6e0-0000-7000-8000-000000000001',
      label: 'Add school ZP School Shirur',
      request: { method: 'POST', path: '/schools/initiate-school' },
    });
    const body = row!.request.body!;
    expect(body._id).toBe(row!.targetId);
    expect(body).toMatchObject({
      email: 'office@zpshirur.in',
      phone_number: '9876543210',
      status: 'active',
    });
    expect(await db.schools.get(row!.targetId)).toMatchObject({
      school_name: 'ZP School Shirur',
      status: 'active',
    });

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull(), { timeout: 5000 });
    expect(await screen.findByRole('link', { name: /ZP School Shirur/ })).toBeTruthy();
    // The marks are a live query of their own: they may follow the record by a moment.
    await waitFor(() => expect(screen.getByText('Waiting to sync')).toBeTruthy());
  });

  it('edit opens with the record, sends only the changed fields with PATCH, and says so', async () => {
    signInAs('super_admin');
    const school = makeSchool({ school_name: 'ZP School Shirur', status: 'active', version: 4 });
    await db.entity('schools').put(school);
    await freshScope('global');
    const { user } = renderApp('/schools');
    useSyncStatus.setState({ online: false });

    await user.click(await screen.findByRole('button', { name: 'Edit ZP School Shirur' }));
    const form = await screen.findByRole('form', { name: 'Edit School' });
    expect(within(form).getByLabelText<HTMLInputElement>('City').value).toBe('Pune');
    expect(within(form).getByText('12/12 fields completed')).toBeTruthy();

    await setField(user, 'City', 'Baramati');
    await user.selectOptions(within(form).getByLabelText('Status'), 'inactive');
    await user.click(submitButton('Update School'));

    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'update',
      targetId: school._id,
      baseVersion: 4,
      label: 'Edit school ZP School Shirur',
      request: {
        method: 'PATCH',
        path: `/schools/${school._id}`,
        body: { city: 'Baramati', status: 'inactive' },
      },
    });
    expect(Object.keys(row!.request.body!)).toEqual(['status', 'city']);
    expect(await db.schools.get(school._id)).toMatchObject({
      city: 'Baramati',
      status: 'inactive',
      email: school.email,
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull(), { timeout: 5000 });
  });

  it('offline, says the change is saved on this device instead of claiming the server has it', async () => {
    signInAs('super_admin');
    await db.entity('schools').put(makeSchool({ school_name: 'ZP School Shirur' }));
    await freshScope('global');
    useSyncStatus.setState({ online: false });
    const { user } = renderApp('/schools');
    await user.click(await screen.findByRole('button', { name: 'Edit ZP School Shirur' }));
    await setField(user, 'City', 'Baramati');
    await user.click(submitButton('Update School'));

    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    expect(screen.queryByText('School updated successfully!')).toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });

  it('an edit that changes nothing writes no outbox row', async () => {
    signInAs('super_admin');
    await db.entity('schools').put(makeSchool({ school_name: 'Unchanged School' }));
    await freshScope('global');
    const { user } = renderApp('/schools');
    await user.click(await screen.findByRole('button', { name: 'Edit Unchanged School' }));
    await user.click(submitButton('Update School'));
    expect(await screen.findByText('No changes to save')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
