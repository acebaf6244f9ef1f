import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { makeRow } from '../data/factories';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeDevice, openDevicesScreen } from './fixtures';

cleanDeviceEachTest();

const DEVICES = [
  makeDevice({ device_name: 'Quest 3 - Shirur 01', api_token_hint: '••••Ab12' }),
  makeDevice({ device_name: 'Quest 3 - Shirur 02', status: false }),
  makeDevice({ device_name: 'Quest 3 - Shirur 03', imei_number: null }),
  makeDevice({
    device_name: 'Quest 3S - Spare 01',
    school_id: null,
    school: null,
    school_name: null,
    imei_number: null,
    status: false,
  }),
];

const openDevices = () => openDevicesScreen(DEVICES);

const cellsOf = (name: string) =>
  within(screen.getByText(name).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const listed = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent?.split('IMEI')[0]);

describe('the VR Device Management screen', { timeout: 30_000 }, () => {
  it('shows the cards, and each device with its IMEI, token hint, school and badge', async () => {
    await openDevices();
    expect(screen.getByLabelText('VR device counts').textContent).toBe(
      'Total VR Devices4Active1Not Linked1Inactive2Seen in the last 7 days, of 40Lessons out of date0',
    );
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Device', 'School', 'Status', 'Last seen', 'Lessons', 'Battery', 'Actions']);
    expect(cellsOf('Quest 3 - Shirur 01').slice(0, 3)).toEqual([
      // In portrait, Last seen and Battery show in the first cell (CSS hides one or the other).
      'Quest 3 - Shirur 01IMEI: 490154203237518Token: ••••Ab12Last seen: NeverBattery: —Not reported',
      'ZP School ShirurShirur',
      'Active',
    ]);
    expect(cellsOf('Quest 3 - Shirur 02')[2]).toBe('Inactive');
    expect(cellsOf('Quest 3 - Shirur 03')[2]).toBe('Not Linked');
    expect(cellsOf('Quest 3S - Spare 01').slice(1, 3)).toEqual(['No school', 'Inactive']);
  });

  it('searches name, school, IMEI and the token hint', async () => {
    const { user } = await openDevices();
    const search = screen.getByPlaceholderText('Search VR devices...');
    await user.type(search, 'spare');
    expect(listed()).toEqual(['Quest 3S - Spare 01']);
    await user.clear(search);
    await user.type(search, 'zp school SHIRUR');
    expect(listed()).toHaveLength(3);
    await user.clear(search);
    await user.type(search, '49015420');
    expect(listed()).toEqual(['Quest 3 - Shirur 01', 'Quest 3 - Shirur 02']);
    await user.clear(search);
    await user.type(search, 'ab12');
    expect(listed()).toEqual(['Quest 3 - Shirur 01']);
    await user.clear(search);
    await user.type(search, 'nothing-like-this');
    expect(screen.getByText('No VR devices found')).toBeTruthy();
  });

  it('opens a device from its row or its View button, and its edit page from Edit', async () => {
    const { user, router } = await openDevices();
    const [first] = DEVICES;
    // The router's state changes before React shows the screen (a transition), so each step waits for
    // the screen a person would see; a click on a list React is about to replace would land nowhere.
    const shows = async (path: string, heading: string) => {
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      await screen.findByRole('heading', { name: heading, level: 1 });
    };
    const backToList = async () => {
      await router.navigate('/devices');
      await shows('/devices', 'VR Device Management');
    };
    const row = screen.getByText(first!.device_name).closest('tr')!;
    await user.click(within(row).getAllByRole('cell')[1]!);
    await shows(`/devices/${first!._id}`, 'VR Device Details');
    await backToList();
    await user.click(await screen.findByRole('button', { name: `View ${first!.device_name}` }));
    await shows(`/devices/${first!._id}`, 'VR Device Details');
    await backToList();
    await user.click(await screen.findByRole('button', { name: `Edit ${first!.device_name}` }));
    await shows(`/devices/${first!._id}/edit`, 'Edit VR Device');
  });

  it('asks before deleting, then removes the device at once and queues the delete', async () => {
    const { user } = await openDevices();
    await user.click(screen.getByRole('button', { name: 'Delete Quest 3 - Shirur 02' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete VR Device' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete Quest 3 - Shirur 02? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Quest 3 - Shirur 02')).toBeNull());
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'delete',
      request: { method: 'DELETE', path: `/device/${DEVICES[1]!._id}` },
      label: 'Delete device Quest 3 - Shirur 02',
    });
    expect(screen.getByLabelText('VR device counts').textContent).toContain('Total VR Devices3');
  });

  it('says when a refresh failed over saved data, until dismissed', async () => {
    const { user } = await openDevices();
    const { useSyncStatus } = await import('../../../src/data/sync/sync-status-store');
    useSyncStatus.setState({ pullErrors: { global: 'The server did not answer' } });
    const banner = await screen.findByText('Could not refresh the VR devices: The server did not answer');
    expect(banner).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Could not refresh the VR devices/)).toBeNull();
  });

  it('says which device write the server refused, until dismissed; a new refusal shows again', async () => {
    const { user } = await openDevices();
    const refuse = (id: string, label: string, lastError: string) =>
      db.outbox.put(
        makeRow({
          id,
          entity: 'devices',
          status: 'failed',
          request: { method: 'POST', path: '/device', body: {} },
          label,
          lastError,
        }),
      );
    await refuse('r1', 'Add device Quest X', 'This API token is already used by another device');
    await screen.findByText('Add device Quest X: This API token is already used by another device');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Add device Quest X/)).toBeNull();
    await refuse('r2', 'Add device Quest Y', 'This IMEI number is already used by another device');
    await screen.findByText('Add device Quest Y: This IMEI number is already used by another device');
    expect(screen.queryByText(/Add device Quest X/)).toBeNull();
  });

  it('opens the CSV import, which says what its columns take', async () => {
    const { user } = await openDevices();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const panel = screen.getByRole('region', { name: 'Import VR devices from CSV' });
    expect(panel.textContent).toContain(
      "Columns: device_name, api_token, school, status, imei_number. school is the school's name or id; status is active or inactive (active when empty); imei_number may be empty.",
    );
  });
});
