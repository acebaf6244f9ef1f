import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { addSchool, editSchool } from '../../../src/features/schools/save-school';
import type * as SaveSchool from '../../../src/features/schools/save-school';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, freshScope, makeSchool } from './fixtures';
import { fillValid } from './form-helpers';

vi.mock('../../../src/features/schools/save-school', async (original) => ({
  ...(await original<typeof SaveSchool>()),
  addSchool: vi.fn(),
  editSchool: vi.fn(),
}));

cleanDeviceEachTest();

async function openForm(button: string) {
  signInAs('super_admin');
  await db.entity('schools').put(makeSchool({ school_name: 'ZP School Shirur' }));
  await freshScope('global');
  const view = renderApp('/schools');
  await view.user.click(await screen.findByRole('button', { name: button }));
  return view;
}

describe('a save that fails on the device', { timeout: 20_000 }, () => {
  it("shows the error's message and keeps the form open", async () => {
    vi.mocked(addSchool).mockRejectedValueOnce(new Error('The device storage is full'));
    const { user } = await openForm('Add School');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add School' }));
    expect(await screen.findByText('The device storage is full')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add New School' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add School' }).hasAttribute('disabled')).toBe(false);
  });

  it("falls back to 'Error creating school' and 'Error updating school'", async () => {
    vi.mocked(addSchool).mockRejectedValueOnce(new Error(''));
    const { user } = await openForm('Add School');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add School' }));
    expect(await screen.findByText('Error creating school')).toBeTruthy();

    vi.mocked(editSchool).mockRejectedValueOnce('no message');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit ZP School Shirur' }));
    await user.click(screen.getByRole('button', { name: 'Update School' }));
    expect(await screen.findByText('Error updating school')).toBeTruthy();
  });
});
