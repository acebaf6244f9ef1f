import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { NOT_ON_DEVICE_TEXTS } from '../../../src/ui/not-on-device-texts';
import { jsonResponse, stubFetch } from '../helpers/fetch';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, makeSchool } from './fixtures';

cleanDeviceEachTest();

const card = (label: string) =>
  screen.getByText(label, { selector: 'dt.school-stats__label' }).parentElement!.textContent;

/** The school's row came with the list (global scope); the school's own data never did. */
async function openNeverPulled(fields: Record<string, unknown> = {}) {
  const school = makeSchool({ school_name: 'ZP School Velhe', studentCount: 42, classCount: 3, ...fields });
  await db.entity('schools').put(school);
  signInAs('super_admin');
  const view = renderApp(`/schools/${school._id}`);
  await screen.findByRole('heading', { level: 2, name: 'ZP School Velhe' });
  return view;
}

describe("a school whose data is not on this device yet (issue: 'No classes yet' when offline)", () => {
  it('offline: keeps the header and the counts its row carries, and says plainly the data is not here', async () => {
    useSyncStatus.setState({ online: false });
    await openNeverPulled();
    expect(await screen.findByText(NOT_ON_DEVICE_TEXTS.title)).toBeTruthy();
    expect(screen.getByText(NOT_ON_DEVICE_TEXTS.hint)).toBeTruthy();
    expect(card('Total Students')).toBe('Total Students42');
    expect(card('Classes')).toBe('Classes3');
    expect(screen.queryByText('No classes yet')).toBeNull();
    expect(screen.queryByText('Select a class to view details')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it("online but the download failed: the same sentence, the server's reason and Try Again", async () => {
    const fetchMock = stubFetch().mockImplementation(() =>
      Promise.resolve(jsonResponse({ message: 'You do not have access to this school' }, 403, 'Forbidden')),
    );
    const { user } = await openNeverPulled();
    expect(await screen.findByText(NOT_ON_DEVICE_TEXTS.title)).toBeTruthy();
    expect(screen.getByText('You do not have access to this school')).toBeTruthy();
    expect(screen.queryByText('No classes yet')).toBeNull();
    const calls = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
  });
});
