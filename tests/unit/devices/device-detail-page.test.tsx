/** The device's detail page from the mirror: its facts, school card, pending mark, unknown id. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { rotateDeviceToken } from '../../../src/features/devices/save-device';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, freshScope } from '../schools/fixtures';
import { JUNNAR, makeDevice, SHIRUR } from './fixtures';

cleanDeviceEachTest();

async function openDetail(path: string) {
  await db.entity('schools').bulkPut([SHIRUR, JUNNAR]);
  await freshScope('global');
  signInAs('super_admin');
  return renderApp(path);
}

describe('DeviceDetailPage', () => {
  it("shows the device's name, masked token, IMEI, badge and its school from the mirror", async () => {
    const device = makeDevice({
      device_name: 'Quest 3 - Junnar 01',
      school_id: JUNNAR._id,
      api_token_hint: '••••Zx9q',
    });
    await db.entity('devices').put(device);
    await openDetail(`/devices/${device._id}`);
    const facts = await screen.findByRole('region', { name: 'Device' });
    expect(within(facts).getByRole('heading').textContent).toContain('Quest 3 - Junnar 01');
    expect(within(facts).getByText('Active', { selector: '.schools-badge' })).toBeTruthy();
    expect(screen.getByTestId('device-token').textContent).toBe('••••Zx9q');
    expect(within(facts).getByText('490154203237518')).toBeTruthy();
    // The mirror's school wins over the copy the device record carries (Shirur).
    const card = screen.getByRole('region', { name: 'School Allocation' });
    expect(within(card).getByText('ZP School Junnar')).toBeTruthy();
    expect(within(card).getByText('Junnar')).toBeTruthy();
    expect(within(card).getByText('+91 9876543210')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Device' }).getAttribute('href')).toBe(
      `/devices/${device._id}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Back to Devices' }).getAttribute('href')).toBe('/devices');
  });

  it('marks a device with unsent changes and has no school card when none is linked', async () => {
    const device = makeDevice({ school_id: null, school: null, school_name: null, imei_number: null });
    await db.entity('devices').put(device);
    await rotateDeviceToken('user-1', device, 'Tk7pQz2mWx9rLs4v');
    useSyncStatus.setState({ online: false });
    await openDetail(`/devices/${device._id}`);
    await screen.findByText('Waiting to sync');
    expect(screen.getByText('Not Linked')).toBeTruthy();
    expect(screen.getByTestId('device-token').textContent).toBe('••••Ls4v');
    expect(screen.queryByRole('region', { name: 'School Allocation' })).toBeNull();
  });

  it("says 'Invalid Device ID' for a device this device does not have", async () => {
    useSyncStatus.setState({ online: false });
    const { user, router } = await openDetail('/devices/0190a6e0-0000-7000-8000-00000000dead');
    await screen.findByText('Invalid Device ID');
    await user.click(screen.getByRole('button', { name: 'Back to Devices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices'));
  });
});
