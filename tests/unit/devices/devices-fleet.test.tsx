/** The device list's check-in columns, the lessons filter with the search, and the fleet cards. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeDevice, openDevicesScreen } from './fixtures';

cleanDeviceEachTest();

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const DEVICES = [
  makeDevice({
    device_name: 'Quest A',
    last_seen_at: ago(4 * MINUTE + 1000),
    lessons_status: 'up_to_date',
    lessons_installed: 40,
    lessons_total: 40,
    battery_percent: 76,
    charging: true,
  }),
  makeDevice({
    device_name: 'Quest B',
    last_seen_at: ago(3 * DAY + MINUTE),
    lessons_status: 'updating',
    lessons_installed: 12,
    lessons_total: 40,
    battery_percent: 31,
    charging: false,
  }),
  makeDevice({ device_name: 'Quest C', last_seen_at: ago(9 * DAY), lessons_status: 'out_of_date' }),
  makeDevice({ device_name: 'Spare D', last_seen_at: ago(DAY), lessons_status: 'out_of_date' }),
  makeDevice({ device_name: 'Quest E', last_seen_at: null }),
];

const openDevices = () => openDevicesScreen(DEVICES);

/** A row's Last seen, Lessons and Battery cells. */
const checkInOf = (name: string) =>
  within(screen.getByText(name).closest('tr')!)
    .getAllByRole('cell')
    .slice(3, 6)
    .map((cell) => cell.textContent);

const listed = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('.people-table__name')!.textContent);

describe('the device list: last check-in', { timeout: 30_000 }, () => {
  it('shows when each headset was last seen, its lessons badge and its battery', async () => {
    await openDevices();
    expect(checkInOf('Quest A')).toEqual(['4 min ago', 'Up to date', '76%Battery 76%, charging']);
    expect(checkInOf('Quest B')).toEqual([
      '3 days ago',
      'Updating, 12 of 40',
      '31%Battery 31%, not charging',
    ]);
    expect(checkInOf('Quest C')).toEqual(['9 days ago', 'Out of date', '—Not reported']);
    expect(checkInOf('Quest E')).toEqual(['Never', 'Never seen', '—Not reported']);
    // The charging mark is drawn, and hidden from screen readers, which hear the words instead.
    const battery = within(screen.getByText('Quest A').closest('tr')!).getAllByRole('cell')[5]!;
    expect(battery.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(
      within(screen.getByText('Quest B').closest('tr')!).getAllByRole('cell')[5]!.querySelector('svg'),
    ).toBeNull();
  });

  it('counts the headsets seen in the last 7 days of all, and those out of date', async () => {
    await openDevices();
    expect(screen.getByLabelText('VR device counts').textContent).toContain(
      'Seen in the last 7 days, of 53Lessons out of date2',
    );
  });

  it('filters by lessons status together with the search', async () => {
    const { user } = await openDevices();
    const filter = screen.getByLabelText('Lessons status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All lessons statuses', 'Up to date', 'Updating', 'Out of date', 'Never seen']);
    await user.selectOptions(filter, 'out_of_date');
    expect(listed()).toEqual(['Quest C', 'Spare D']);
    await user.type(screen.getByPlaceholderText('Search VR devices...'), 'quest');
    expect(listed()).toEqual(['Quest C']);
    await user.selectOptions(filter, 'never_seen');
    expect(listed()).toEqual(['Quest E']);
    await user.selectOptions(filter, 'up_to_date');
    await user.clear(screen.getByPlaceholderText('Search VR devices...'));
    await user.type(screen.getByPlaceholderText('Search VR devices...'), 'spare');
    expect(
      screen.getByText(
        'No headset with this lessons status. Choose All lessons statuses to see every headset.',
      ),
    ).toBeTruthy();
    await user.selectOptions(filter, 'all');
    expect(listed()).toEqual(['Spare D']);
    // The cards count every headset, whatever the filter.
    expect(screen.getByLabelText('VR device counts').textContent).toContain('Total VR Devices5');
  });
});
